package org.richtest.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.nio.charset.StandardCharsets;
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
import org.richtest.event.Sequences;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;

class TraceJsonTest {

  /**
   * Two threads and a binary semaphore: main passes P, main.1's P is never received, and the
   * semaphore's last receiving event (open on V only) stays unmatched.
   */
  @Test
  void json_roundTripsSequenceWithUnreceivedSendAndUnmatchedReceive() {
    SynSequence sequence = Sequences.semaphore();

    String json = TraceJson.write(sequence);

    assertEquals(sequence, TraceJson.read(json));
    assertEquals(sequence, TraceJson.read(TraceJson.write(sequence)));
    assertEquals(json, TraceJson.write(TraceJson.read(json)));
  }

  @Test
  void json_hasDocumentedShape() {
    String json = TraceJson.write(Sequences.semaphore());

    assertEquals(
        "{\"format\":\"richtest-sequence\",\"version\":3,\"threads\":[\"main\",\"main.1\"],"
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

    String json = TraceJson.write(empty);

    assertEquals(
        "{\"format\":\"richtest-sequence\",\"version\":3,"
            + "\"threads\":[],\"lines\":[],\"events\":[],\"exchanges\":[]}",
        json);
    assertEquals(empty, TraceJson.read(json));
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

    String json = TraceJson.write(sequence);

    assertTrue(json.contains("\"t\\\"quoted\\\" back\\\\slash\""), json);
    assertTrue(json.contains("\"sem:\\u00fc\\u20ac\\ud83d\\ude00\\n\\t\\u0001/\""), json);
    assertTrue(json.chars().allMatch(c -> c < 0x7f), "JSON form is ASCII: " + json);
    assertEquals(sequence, TraceJson.read(json));
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
    String json = TraceJson.write(Sequences.semaphore());
    int end = json.indexOf("},\n") + 1;

    assertEquals(
        "line 2, column 98: expected ',' or ']' but found the end of the file",
        readError(json.substring(0, end)));
  }

  @Test
  void json_rejectsInputTruncatedInAString() {
    String json = TraceJson.write(Sequences.semaphore());
    int start = json.indexOf("\"main.1:1\"");

    assertEquals(
        "line 4, column 9: a string that is not closed before the end of the file",
        readError(json.substring(0, start + 4)));
  }

  @Test
  void json_rejectsMissingComma() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TraceJson.read("{\"format\":\"richtest-sequence\" \"version\":1}"));

    assertEquals("line 1, column 31: expected ',' or '}' but found '\"'", e.getMessage());
  }

  @Test
  void json_rejectsWrongVersion() {
    String json = TraceJson.write(Sequences.semaphore()).replace("\"version\":3", "\"version\":4");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceJson.read(json));

    assertEquals("line 1, column 41: unsupported version 4, expected 1 to 3", e.getMessage());
  }

  @Test
  void json_rejectsWrongFormat() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TraceJson.read("{\"format\":\"other\",\"version\":1}"));

    assertEquals(
        "line 1, column 11: unsupported format 'other', expected 'richtest-sequence'",
        e.getMessage());
  }

  @Test
  void json_rejectsUnknownEventKind() {
    String json =
        TraceJson.write(Sequences.semaphore())
            .replace("\"id\":\"main.1:1\",\"kind\":\"send\"", "\"id\":\"main.1:1\",\"kind\":\"x\"");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceJson.read(json));

    assertEquals("line 4, column 27: event 3: unknown kind 'x'", e.getMessage());
  }

  @Test
  void json_rejectsMissingAndMistypedFields() {
    assertEquals(
        "line 1, column 1: missing field 'threads'",
        readError("{\"format\":\"richtest-sequence\",\"version\":1,\"lines\":[],\"events\":[]}"));
    assertEquals(
        "line 1, column 41: field 'version' must be a number, was string",
        readError("{\"format\":\"richtest-sequence\",\"version\":\"1\"}"));
    assertEquals(
        "line 1, column 84: lines entry 1: unknown kind 'THING'",
        readError(
            "{\"format\":\"richtest-sequence\",\"version\":1,\"threads\":[],"
                + "\"lines\":[{\"name\":\"a\",\"kind\":\"THING\"}],\"events\":[]}"));
    String json = TraceJson.write(Sequences.semaphore());
    assertEquals(
        "line 3, column 3: event 2: missing field 'before'",
        readError(json.replace("\"before\":[],", "")));
    assertEquals(
        "line 2, column 9: event 1: field 'id' is not an event id (line:index): 'main'",
        readError(json.replace("\"id\":\"main:1\"", "\"id\":\"main\"")));
    assertEquals(
        "line 5, column 94: event 4: field 'timestamp' component 1 must be an int >= 0, was "
            + "4294967296",
        readError(json.replace("\"timestamp\":[1],\"before\":[1]", "\"timestamp\":[4294967296]")));
    assertEquals(
        "line 5, column 3: event 4: unknown line 'x'",
        readError(json.replace("\"id\":\"s:2\"", "\"id\":\"x:1\"")));
  }

  @Test
  void json_rejectsWhatReplayAndDrawingCannotUse() {
    String json = TraceJson.write(Sequences.semaphore());
    assertEquals(
        "line 4, column 3: event 3: expected 'main.1:1' next on its line, found 'main.1:2'",
        readError(json.replace("main.1:1", "main.1:2")));
    assertEquals(
        "line 2, column 3: event 1: partner 's:2' names another partner",
        readError(json.replace("\"partner\":\"s:1\"", "\"partner\":\"s:2\"")));
    assertEquals(
        "line 2, column 3: event 1: partner 's:1' names another partner",
        readError(json.replace("\"partner\":\"main:1\"", "\"partner\":\"main:9\"")));
    assertEquals(
        "line 3, column 3: event 2: partner 'main:9' is not an event of the trace",
        readError(json.replace("\"partner\":\"main:1\"", "\"partner\":\"main:9\"")
            .replace("\"partner\":\"s:1\"", "\"partner\":null")));
    assertEquals(
        "line 1, column 61: thread 2: 'x' is not a thread line",
        readError(json.replace("\"threads\":[\"main\",\"main.1\"]", "\"threads\":[\"main\",\"x\"]")));
    assertEquals(
        "line 1, column 53: thread line 'main.1' is missing",
        readError(json.replace("\"threads\":[\"main\",\"main.1\"]", "\"threads\":[\"main\"]")));
    assertEquals(
        "line 2, column 78: event 1: field 'timestamp' has 3 components for 2 threads",
        readError(json.replace("\"timestamp\":[1],\"partner\"", "\"timestamp\":[1,0,1],\"partner\"")));
    assertEquals(
        "line 2, column 3: event 1: its own clock component is not positive: []",
        readError(json.replace("\"timestamp\":[1],\"partner\"", "\"timestamp\":[],\"partner\"")));
    assertEquals(
        "line 5, column 3: event 4: a send on 's', which is not a thread",
        readError(json.replace("\"id\":\"s:2\",\"kind\":\"receive\",\"openList\":[{\"destination\":"
            + "\"s\",\"operation\":\"V\"}],\"timestamp\":[1],\"before\":[1]",
            "\"id\":\"s:2\",\"kind\":\"send\",\"destination\":\"s\",\"operation\":\"V\","
                + "\"timestamp\":[1]")));
    assertEquals(
        "line 6, column 16: exchange 1: names an event that is not in the trace",
        readError(json.replace("\"exchanges\":[]", "\"exchanges\":[[\"main:1\",\"main:7\"]]")));
  }

  @Test
  void json_quotesWhatTheFileSaysOnOneLineAndShort() {
    String json = TraceJson.write(Sequences.semaphore())
        .replace("\"kind\":\"send\"", "\"kind\":\"a\\nb" + "c".repeat(100) + "\"");

    String error = readError(json);

    assertEquals(
        "line 2, column 25: event 1: unknown kind 'a\\u000ab" + "c".repeat(37) + "...'",
        error);
  }

  @Test
  void json_bytesNotUtf8_rejectedWithLineAndColumn() {
    byte[] json = TraceJson.write(Sequences.semaphore()).getBytes(StandardCharsets.UTF_8);
    int at = TraceJson.write(Sequences.semaphore()).indexOf("main.1:1") + 2;
    json[at] = (byte) 0xC3;
    json[at + 1] = (byte) 0x28;

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceJson.read(json));

    assertEquals("line 4, column 12: not UTF-8 text (byte 0xC3)", e.getMessage());
  }

  @Test
  void json_bytesInUtf8_readAsText() {
    SynSequence sequence = Sequences.semaphore();

    assertEquals(sequence, TraceJson.read(TraceJson.write(sequence).getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void json_rejectsMalformedJsonValues() {
    assertEquals("line 1, column 1: expected a value but found the end of the file", readError(""));
    assertEquals(
        "line 2, column 2: expected the end of the file but found 'x'", readError("{}\n x"));
    assertEquals("line 1, column 9: duplicate key 'a'", readError("{\"a\":1, \"a\":2}"));
    assertEquals("line 1, column 2: a number with a leading zero", readError("[007]"));
    assertEquals("line 1, column 2: expected a digit but found 'x'", readError("-x"));
    assertEquals("line 1, column 1: only integer numbers are supported", readError("1.5"));
    assertEquals("line 1, column 1: a number out of range", readError("9223372036854775808"));
    assertEquals(
        "line 1, column 5: expected a hexadecimal digit but found 'g'", readError("\"\\u0g00\""));
    assertEquals(
        "line 1, column 3: unescaped control character U+000A in a string", readError("\"a\nb\""));
    assertEquals(
        "line 1, column 2: a string that is not closed before the end of the file",
        readError("[\"abc"));
    assertEquals("line 1, column 1: expected 'true' but found 't'", readError("tru"));
    assertEquals(
        "line 1, column 257: arrays and objects nested deeper than 256",
        readError("[".repeat(300) + "]".repeat(300)));
    assertEquals(
        "line 1, column 257: arrays and objects nested deeper than 256",
        readError("[".repeat(100_000) + "1" + "]".repeat(100_000)));
    assertEquals("line 1, column 1: expected a trace (an object), was array", readError("[]"));
  }

  private static String readError(String json) {
    return assertThrows(IllegalArgumentException.class, () -> TraceJson.read(json))
        .getMessage();
  }
}
