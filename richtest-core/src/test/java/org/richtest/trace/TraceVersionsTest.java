package org.richtest.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.richtest.event.Sequences;
import org.richtest.event.SynSequence;

/**
 * Version 2 of the trace format records the program, the outcome and the descriptions of lines
 * and events, version 3 the run settings; a version-1 or version-2 file, saved before, still reads.
 */
class TraceVersionsTest {

  @Test
  void version1File_stillReads_programEmptyOutcomeUnknown() throws IOException {
    byte[] saved;
    try (InputStream in = Objects.requireNonNull(
        getClass().getResourceAsStream("version1-semaphore.json"))) {
      saved = in.readAllBytes();
    }

    Trace trace = TraceJson.readTrace(saved);

    assertEquals(Sequences.semaphore(), trace.sequence());
    assertEquals("", trace.program());
    assertNull(trace.outcome());
  }

  @Test
  void version2_roundTripsProgramOutcomeAndDescriptions() {
    SynSequence described = Sequences.describedSemaphore();
    TraceOutcome deadlock = TraceOutcome.deadlock(List.of(new TraceOutcome.Blocked("main.1",
        "P on Gate.permits (s, Semaphore made at Gate.java:7)", "com.acme.Gate.pass(Gate.java:12)")));

    String json = TraceJson.write(new Trace(described, "com.acme.GateTest#passes", deadlock));
    Trace read = TraceJson.readTrace(json);

    assertTrue(json.contains("\"version\":3,\"program\":\"com.acme.GateTest#passes\""), json);
    assertEquals("com.acme.GateTest#passes", read.program());
    assertEquals(deadlock, read.outcome());
    assertEquals(described.annotations(), read.sequence().annotations());
    assertEquals(json, TraceJson.write(read));
    assertEquals("deadlock:\n  main.1 waits for P on Gate.permits (s, Semaphore made at "
        + "Gate.java:7) at com.acme.Gate.pass(Gate.java:12)", read.outcome().toString());
  }

  /** Version 3 records the run settings a replay applies; a version-2 file reads without them. */
  @Test
  void version3_roundTripsSettings_version2ReadsWithNone() {
    Trace trace = new Trace(Sequences.semaphore(), "p", TraceOutcome.completed())
        .withSettings(Map.of("maxPeriods", "3", "readsInARow", "unbounded"));

    String json = TraceJson.write(trace);
    Trace read = TraceJson.readTrace(json);

    assertTrue(json.contains("\"settings\":{\"maxPeriods\":\"3\",\"readsInARow\":\"unbounded\"}"),
        json);
    assertEquals(trace.settings(), read.settings());
    assertEquals(json, TraceJson.write(read));
    String version2 = json.replace("\"version\":3", "\"version\":2")
        .replaceFirst(",\"settings\":\\{[^}]*\\}", "");
    assertEquals(Map.of(), TraceJson.readTrace(version2).settings());
    IllegalArgumentException notText = assertThrows(IllegalArgumentException.class,
        () -> TraceJson.readTrace(json.replace("\"3\"", "3")));
    assertTrue(notText.getMessage().contains("settings: field 'maxPeriods' must be a string"),
        notText.getMessage());
  }

  @Test
  void unknownOutcomeKind_isRefusedWithItsPlace() {
    String json = TraceJson.write(new Trace(Sequences.semaphore(), "p", TraceOutcome.completed()))
        .replace("\"kind\":\"completed\"", "\"kind\":\"exploded\"");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TraceJson.readTrace(json));

    assertTrue(e.getMessage().contains("unknown kind 'exploded'"), e.getMessage());
    assertTrue(e.getMessage().startsWith("line 1, column "), e.getMessage());
  }
}
