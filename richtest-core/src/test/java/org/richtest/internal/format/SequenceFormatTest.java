package org.richtest.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

class SequenceFormatTest {

  /**
   * Two threads and a binary semaphore: main passes P, main.1's P is never received, and the
   * semaphore's last receiving event (open on V only) stays unmatched.
   */
  private static SynSequence semaphoreSequence() {
    return new SynSequence(
        ImmutableList.of("main", "main.1"),
        ImmutableList.of(
            new Line("main", LineKind.THREAD),
            new Line("main.1", LineKind.THREAD),
            new Line("s", LineKind.OBJECT)),
        ImmutableList.of(
            new SendingEvent(
                EventId.parse("main:1"), "s", "P", VectorTimestamp.of(1), EventId.parse("s:1")),
            new ReceivingEvent(
                EventId.parse("s:1"),
                OpenList.on("s", "P", "V"),
                VectorTimestamp.of(1),
                VectorTimestamp.ZERO,
                EventId.parse("main:1")),
            new SendingEvent(EventId.parse("main.1:1"), "s", "P", VectorTimestamp.of(0, 1), null),
            new ReceivingEvent(
                EventId.parse("s:2"),
                OpenList.on("s", "V"),
                VectorTimestamp.of(1),
                VectorTimestamp.of(1),
                null)));
  }

  @Test
  void json_roundTripsSequenceWithUnreceivedSendAndUnmatchedReceive() {
    SynSequence sequence = semaphoreSequence();

    String json = SequenceJson.write(sequence);

    assertEquals(sequence, SequenceJson.read(json));
    assertEquals(sequence, SynSequence.fromJson(sequence.toJson()));
    assertEquals(json, SequenceJson.write(SequenceJson.read(json)));
  }

  @Test
  void json_hasDocumentedShape() {
    String json = SequenceJson.write(semaphoreSequence());

    assertEquals(
        "{\"format\":\"richtest-sequence\",\"version\":1,\"threads\":[\"main\",\"main.1\"],"
            + "\"lines\":[{\"name\":\"main\",\"kind\":\"THREAD\"},"
            + "{\"name\":\"main.1\",\"kind\":\"THREAD\"},{\"name\":\"s\",\"kind\":\"OBJECT\"}],"
            + "\"events\":[\n"
            + "  {\"id\":\"main:1\",\"kind\":\"send\",\"destination\":\"s\",\"operation\":\"P\","
            + "\"timestamp\":[1],\"partner\":\"s:1\"},\n"
            + "  {\"id\":\"s:1\",\"kind\":\"receive\",\"openList\":[{\"destination\":\"s\","
            + "\"operation\":\"P\"},{\"destination\":\"s\",\"operation\":\"V\"}],"
            + "\"timestamp\":[1],\"before\":[],\"partner\":\"main:1\"},\n"
            + "  {\"id\":\"main.1:1\",\"kind\":\"send\",\"destination\":\"s\",\"operation\":\"P\","
            + "\"timestamp\":[0,1],\"partner\":null},\n"
            + "  {\"id\":\"s:2\",\"kind\":\"receive\",\"openList\":[{\"destination\":\"s\","
            + "\"operation\":\"V\"}],\"timestamp\":[1],\"before\":[1],\"partner\":null}\n"
            + "],\"exchanges\":[]}",
        json);
  }

  @Test
  void json_roundTripsEmptySequence() {
    SynSequence empty = new SynSequence(List.of(), List.of(), List.of());

    String json = SequenceJson.write(empty);

    assertEquals(
        "{\"format\":\"richtest-sequence\",\"version\":1,"
            + "\"threads\":[],\"lines\":[],\"events\":[],\"exchanges\":[]}",
        json);
    assertEquals(empty, SequenceJson.read(json));
  }

  @Test
  void json_escapesOddLineNames() {
    String thread = "t\"quoted\" back\\slash";
    String object = "sem:\u00fc\u20ac\ud83d\ude00\n\t\u0001/";
    SynSequence sequence =
        new SynSequence(
            List.of(thread),
            List.of(new Line(thread, LineKind.THREAD), new Line(object, LineKind.OBJECT)),
            List.of(
                new SendingEvent(
                    new EventId(thread, 1),
                    object,
                    "op \"x\"",
                    VectorTimestamp.of(1),
                    new EventId(object, 1)),
                new ReceivingEvent(
                    new EventId(object, 1),
                    OpenList.on(object, "op \"x\"", "*"),
                    VectorTimestamp.of(1),
                    VectorTimestamp.ZERO,
                    new EventId(thread, 1))));

    String json = SequenceJson.write(sequence);

    assertTrue(json.contains("\"t\\\"quoted\\\" back\\\\slash\""), json);
    assertTrue(json.contains("\"sem:\\u00fc\\u20ac\\ud83d\\ude00\\n\\t\\u0001/\""), json);
    assertTrue(json.chars().allMatch(c -> c < 0x7f), "JSON form is ASCII: " + json);
    assertEquals(sequence, SequenceJson.read(json));
  }

  @Test
  void json_parserReadsEscapesWritersMayUse() {
    assertEquals("/\u00e9\u00e9\b\f\r", Json.parse("\"\\/\\u00E9\\u00e9\\b\\f\\r\""));
  }

  @Test
  void json_parserBuildsMapsListsAndLongs() {
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("b", Arrays.asList(-12L, 0L, Long.MAX_VALUE, true, false, null, "x"));
    expected.put("a", Map.of());

    Object parsed =
        Json.parse(" {\"b\" : [ -12 , 0, 9223372036854775807, true,false,null,\"x\"],\"a\":{}}\n");

    assertEquals(expected, parsed);
    assertEquals(List.of("b", "a"), List.copyOf(((Map<?, ?>) parsed).keySet()));
  }

  @Test
  void json_rejectsInputTruncatedAfterAValue() {
    String json = SequenceJson.write(semaphoreSequence());
    int end = json.indexOf("},\n") + 1;

    assertEquals(
        "expected ',' or ']' but found end of input at offset " + end,
        readError(json.substring(0, end)));
  }

  @Test
  void json_rejectsInputTruncatedInAString() {
    String json = SequenceJson.write(semaphoreSequence());
    int start = json.indexOf("\"main.1:1\"");

    assertEquals(
        "unterminated string starting at offset " + start + ": reached end of input",
        readError(json.substring(0, start + 4)));
  }

  @Test
  void json_rejectsMissingComma() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SequenceJson.read("{\"format\":\"richtest-sequence\" \"version\":1}"));

    assertEquals("expected ',' or '}' but found '\"' at offset 30", e.getMessage());
  }

  @Test
  void json_rejectsWrongVersion() {
    String json = SequenceJson.write(semaphoreSequence()).replace("\"version\":1", "\"version\":2");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SequenceJson.read(json));

    assertEquals("unsupported version 2, expected 1", e.getMessage());
  }

  @Test
  void json_rejectsWrongFormat() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SequenceJson.read("{\"format\":\"other\",\"version\":1}"));

    assertEquals("unsupported format 'other', expected 'richtest-sequence'", e.getMessage());
  }

  @Test
  void json_rejectsUnknownEventKind() {
    String json =
        SequenceJson.write(semaphoreSequence())
            .replace("\"id\":\"main.1:1\",\"kind\":\"send\"", "\"id\":\"main.1:1\",\"kind\":\"x\"");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SequenceJson.read(json));

    assertEquals("event 3: unknown kind 'x'", e.getMessage());
  }

  @Test
  void json_rejectsMissingAndMistypedFields() {
    assertEquals(
        "missing field 'threads'",
        readError("{\"format\":\"richtest-sequence\",\"version\":1,\"lines\":[],\"events\":[]}"));
    assertEquals(
        "field 'version' must be a number, was string",
        readError("{\"format\":\"richtest-sequence\",\"version\":\"1\"}"));
    assertEquals(
        "line 1: unknown kind 'THING'",
        readError(
            "{\"format\":\"richtest-sequence\",\"version\":1,\"threads\":[],"
                + "\"lines\":[{\"name\":\"a\",\"kind\":\"THING\"}],\"events\":[]}"));
    String json = SequenceJson.write(semaphoreSequence());
    assertEquals(
        "event 2: missing field 'before'", readError(json.replace("\"before\":[],", "")));
    assertEquals(
        "event 1: field 'id' is not an event id (line:index): 'main'",
        readError(json.replace("\"id\":\"main:1\"", "\"id\":\"main\"")));
    assertEquals(
        "event 4: field 'timestamp' component 0 must be an int, was 4294967296",
        readError(json.replace("\"timestamp\":[1],\"before\":[1]", "\"timestamp\":[4294967296]")));
    assertEquals(
        "invalid sequence: event x:1 on unknown line",
        readError(json.replace("\"id\":\"s:2\"", "\"id\":\"x:1\"")));
  }

  @Test
  void json_rejectsMalformedJsonValues() {
    assertEquals("expected a value but found end of input at offset 0", readError(""));
    assertEquals("expected end of input but found 'x' at offset 3", readError("{} x"));
    assertEquals("duplicate key 'a' at offset 8", readError("{\"a\":1, \"a\":2}"));
    assertEquals("number with a leading zero at offset 1", readError("[007]"));
    assertEquals("expected a digit but found 'x' at offset 1", readError("-x"));
    assertEquals("only integer numbers are supported, found '.' at offset 1", readError("1.5"));
    assertEquals("number out of range at offset 0", readError("9223372036854775808"));
    assertEquals(
        "expected a hexadecimal digit but found 'g' at offset 4", readError("\"\\u0g00\""));
    assertEquals("unescaped control character U+000A in string at offset 2", readError("\"a\nb\""));
    assertEquals(
        "unterminated string starting at offset 1: reached end of input", readError("[\"abc"));
    assertEquals("expected 'true' but found 't' at offset 0", readError("tru"));
    assertEquals(
        "nesting deeper than 256 at offset 256", readError("[".repeat(300) + "]".repeat(300)));
    assertEquals("expected a sequence (an object), was array", readError("[]"));
  }

  private static String readError(String json) {
    return assertThrows(IllegalArgumentException.class, () -> SequenceJson.read(json))
        .getMessage();
  }

  @Test
  void text_isAlignedOneLinePerEvent() {
    assertEquals(
        "threads: main, main.1 | objects: s\n"
            + "main:1    send     P on s          [1]    -> s:1\n"
            + "s:1       receive  open {s.P,s.V}  [1]    <- main:1\n"
            + "main.1:1  send     P on s          [0,1]  (not received)\n"
            + "s:2       receive  open {s.V}      [1]    unmatched\n",
        SequenceText.write(semaphoreSequence()));
  }

  @Test
  void text_ofEmptySequenceIsHeaderOnly() {
    assertEquals(
        "threads: (none) | objects: (none)\n",
        SequenceText.write(new SynSequence(List.of(), List.of(), List.of())));
  }
}
