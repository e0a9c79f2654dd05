package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.event.SynSequence;
import org.richtest.trace.TraceFiles;
import org.richtest.trace.TraceJson;

/**
 * Proves the trace workflow of the command line on {@link DeadlockingProgram}, named by its class:
 * {@code explore --trace-out} writes a JSON trace and an SVG diagram per bug and prints their paths
 * (on standard error with {@code --json}, whose {@code bugs} name them); {@code replay}
 * reproduces the deadlock from the trace, naming the program by the file name or by {@code
 * --example}; {@code diagram} draws a trace in SVG and DOT; {@code explore --report} writes an
 * HTML page with a diagram and a replay command per bug; and unusable files give status 1 or 2
 * with a message.
 */
class TraceCommandsTest {

  private static final String PROGRAM = DeadlockingProgram.class.getName();

  @TempDir Path dir;

  private List<Path> files(String suffix) throws IOException {
    try (Stream<Path> listing = Files.list(dir)) {
      return listing.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
    }
  }

  /** Explores the program, stopping at the first deadlock, and returns its JSON trace. */
  private Path firstDeadlockTrace() {
    CommandLineRun explore = CommandLineRun.of("explore", PROGRAM, "--trace-out", dir.toString());
    assertEquals(3, explore.status(), explore.describe());
    return dir.resolve(PROGRAM + "-1.json");
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
  }

  @Test
  void exploreTraceOut_deadlockingClass_writesJsonAndSvgOfTheBugAndPrintsTheirPaths()
      throws IOException {
    CommandLineRun explore = CommandLineRun.of("explore", PROGRAM, "--trace-out", dir.toString());

    assertEquals(3, explore.status(), explore.describe());
    Path json = dir.resolve(PROGRAM + "-1.json");
    Path svg = dir.resolve(PROGRAM + "-1.svg");
    assertEquals(List.of(json), files(".json"));
    assertEquals(List.of(svg), files(".svg"));
    assertTrue(TraceJson.read(read(json)).size() > 0);
    assertTrue(read(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), read(svg));
    assertTrue(read(svg).contains(">blocked: P on "), read(svg));
    assertTrue(explore.out().contains("deadlocks     1\n"), explore.describe());
    assertTrue(explore.out().contains("wrote " + json + "\n"), explore.describe());
    assertTrue(explore.out().contains("wrote " + svg + "\n"), explore.describe());
    assertEquals("", explore.err());
  }

  @Test
  void exploreTraceOutJson_allBugs_oneJsonObjectListingEachBugWithItsTracePathsOnStderr()
      throws IOException {
    CommandLineRun explore =
        CommandLineRun.of(
            "explore", PROGRAM, "--json", "--all-bugs", "--trace-out", dir.toString());

    assertEquals(3, explore.status(), explore.describe());
    assertEquals(1, explore.out().lines().count(), explore.describe());
    Matcher deadlocks = Pattern.compile("\"deadlocks\":([0-9]+),").matcher(explore.out());
    assertTrue(deadlocks.find(), explore.out());
    int bugs = Integer.parseInt(deadlocks.group(1));
    assertTrue(bugs >= 1, explore.out());
    assertEquals(bugs, files(".json").size());
    assertEquals(bugs, files(".svg").size());
    assertEquals(2L * bugs, explore.err().lines().filter(l -> l.startsWith("wrote ")).count());
    JsonNode listed = new ObjectMapper().readTree(explore.out()).get("bugs");
    assertEquals(bugs, listed.size(), explore.out());
    for (int n = 1; n <= bugs; n++) {
      JsonNode bug = listed.get(n - 1);
      assertEquals("deadlock", bug.get("kind").asText(), explore.out());
      List<String> blocked = new ArrayList<>();
      bug.get("blocked").forEach(thread -> blocked.add(thread.get("thread").asText()
          + " waits for " + thread.get("waitsFor").asText()
          + " at " + thread.get("source").asText()));
      assertTrue(blocked.stream().anyMatch(line -> line.startsWith("T1 waits for P on ")),
          explore.out());
      assertEquals("deadlock:\n  " + String.join("\n  ", blocked), bug.get("message").asText());
      assertEquals(dir.resolve(PROGRAM + "-" + n + ".json").toString(),
          bug.get("trace").asText(), explore.out());
    }
  }

  @Test
  void replay_traceWrittenByExplore_reproducesTheDeadlockExactly() throws IOException {
    Path json = firstDeadlockTrace();

    CommandLineRun replay = CommandLineRun.of("replay", json.toString());

    assertEquals(3, replay.status(), replay.describe());
    assertTrue(replay.out().startsWith(PROGRAM + ": deadlock"), replay.describe());
    assertTrue(replay.out().endsWith(TraceJson.read(read(json)).toText()), replay.describe());
    assertEquals("", replay.err());
  }

  /** A saved trace records the run settings explore was given, and replay applies them. */
  @Test
  void exploreThenReplay_traceRecordsAndAppliesTheRunSettings() throws IOException {
    CommandLineRun explore = CommandLineRun.of("explore", PROGRAM, "--trace-out", dir.toString(),
        "--max-periods", "3", "--reads-in-a-row", "4");
    assertEquals(3, explore.status(), explore.describe());
    Path json = dir.resolve(PROGRAM + "-1.json");

    Map<String, String> settings = TraceFiles.readTrace(json).settings();
    CommandLineRun replay = CommandLineRun.of("replay", json.toString());

    assertEquals("3", settings.get("maxPeriods"), settings.toString());
    assertEquals("4", settings.get("readsInARow"), settings.toString());
    assertEquals(3, replay.status(), replay.describe());
    Files.writeString(json, read(json).replace("\"maxPeriods\":\"3\"", "\"maxPeriods\":\"0\""));
    CommandLineRun refused = CommandLineRun.of("replay", json.toString());
    assertEquals(1, refused.status(), refused.describe());
    assertTrue(refused.err().contains("run setting maxPeriods '0': maxPeriods must be positive"),
        refused.describe());
  }

  @Test
  void replay_renamedTraceWithExampleOption_replaysOnTheNamedProgram() throws IOException {
    Path renamed = Files.copy(firstDeadlockTrace(), dir.resolve("trace.json"));

    CommandLineRun replay = CommandLineRun.of("replay", renamed.toString(), "--example", PROGRAM);

    assertEquals(3, replay.status(), replay.describe());
    assertTrue(replay.out().startsWith(PROGRAM + ": deadlock"), replay.describe());
  }

  @Test
  void replay_renamedTraceWithoutExample_replaysOnTheProgramTheTraceNames() throws IOException {
    Path renamed = Files.copy(firstDeadlockTrace(), dir.resolve("trace.json"));

    CommandLineRun replay = CommandLineRun.of("replay", renamed.toString());

    assertEquals(3, replay.status(), replay.describe());
    assertTrue(replay.out().startsWith(PROGRAM + ": deadlock"), replay.describe());
  }

  @Test
  void replay_renamedVersion1TraceWithoutExample_exitsWithUsage() throws IOException {
    Path renamed = dir.resolve("trace.json");
    Files.writeString(renamed, version1(read(firstDeadlockTrace())));

    CommandLineRun replay = CommandLineRun.of("replay", renamed.toString());

    assertEquals(2, replay.status(), replay.describe());
    assertTrue(replay.err().startsWith("richtest: cannot tell the example"), replay.describe());
    assertEquals("", replay.out());
  }

  @Test
  void replay_traceOfAnotherProgram_exitsWithFailureNamingIt() {
    Path json = firstDeadlockTrace();

    CommandLineRun replay =
        CommandLineRun.of("replay", json.toString(), "--example", "bb-semaphore");

    assertEquals(1, replay.status(), replay.describe());
    assertTrue(
        replay.err().startsWith("richtest: " + json + ": does not replay on bb-semaphore: "),
        replay.describe());
    assertEquals(1, replay.err().lines().count(), replay.describe());
  }

  @Test
  void replay_programChangedSinceTheTrace_namesTheFirstEventThatDiverges() {
    Path json = firstDeadlockTrace();

    CommandLineRun replay = CommandLineRun.of(
        "replay", json.toString(), "--example", ChangedDeadlockingProgram.class.getName());

    assertEquals(1, replay.status(), replay.describe());
    assertTrue(replay.err().startsWith(
        "richtest: " + json + ": does not replay on " + ChangedDeadlockingProgram.class.getName()
            + ": expected event T2:2 to be P on a but the program issued P on c; the program is "
            + "nondeterministic outside synchronization, or changed since the sequence was "
            + "recorded (issued at DeadlockingProgram.java:"),
        replay.err());
  }

  @Test
  void replay_truncatedTrace_namesLineAndColumn() throws IOException {
    Path json = firstDeadlockTrace();
    String text = read(json);
    Files.writeString(json, text.substring(0, text.indexOf("\n  {") + 12));

    CommandLineRun replay = CommandLineRun.of("replay", json.toString());

    assertEquals(1, replay.status(), replay.describe());
    assertEquals(
        "richtest: " + json + ": line 2, column 9: a string that is not closed before the end "
            + "of the file\n",
        replay.err());
  }

  @Test
  void replay_missingFile_exitsWithFailure() {
    Path missing = dir.resolve("bb-semaphore-7.json");

    CommandLineRun replay = CommandLineRun.of("replay", missing.toString());

    assertEquals(1, replay.status(), replay.describe());
    assertEquals("richtest: " + missing + ": cannot be read: no such file\n", replay.err());
  }

  @Test
  void diagram_svgAndDot_writesBothPictures() throws IOException {
    Path json = firstDeadlockTrace();
    SynSequence sequence = TraceJson.read(read(json));
    Path svg = dir.resolve("picture.svg");
    Path dot = dir.resolve("graph.dot");

    CommandLineRun diagram =
        CommandLineRun.of(
            "diagram", json.toString(), "--svg", svg.toString(), "--dot", dot.toString());

    assertEquals(0, diagram.status(), diagram.describe());
    assertEquals("wrote " + svg + "\nwrote " + dot + "\n", diagram.out());
    assertEquals(sequence.size(), read(svg).split("<circle ", -1).length - 1, read(svg));
    assertTrue(read(dot).startsWith("strict digraph happened_before {"), read(dot));
    assertEquals(sequence.size(), read(dot).lines().filter(l -> l.contains("[ label=")).count());
  }

  @Test
  void diagram_ofASavedDeadlock_marksTheBlockedThreadsAsExploreDid() throws IOException {
    Path json = firstDeadlockTrace();
    Path svg = dir.resolve("picture.svg");
    Path old = dir.resolve("old-1.json");
    Files.writeString(old, version1(read(json)));
    Path oldSvg = dir.resolve("old.svg");

    CommandLineRun diagram = CommandLineRun.of("diagram", json.toString(), "--svg", svg.toString());
    CommandLineRun unmarked =
        CommandLineRun.of("diagram", old.toString(), "--svg", oldSvg.toString());

    assertEquals(0, diagram.status(), diagram.describe());
    assertEquals(read(TraceFiles.companion(json, "svg")), read(svg));
    assertTrue(read(svg).contains(">blocked: P on "), read(svg));
    assertEquals(0, unmarked.status(), unmarked.describe());
    assertTrue(!read(oldSvg).contains("blocked"), "a version-1 trace records no outcome");
  }

  /** Returns a trace as format version 1 wrote it: no program, no outcome. */
  private static String version1(String trace) {
    return trace.replaceFirst("\"version\":3,\"program\":\"[^\"]*\",\"outcome\":\\{.*?\\},"
        + "\"threads\"", "\"version\":1,\"threads\"");
  }

  @Test
  void diagram_noOutputOption_exitsWithUsage() {
    Path json = firstDeadlockTrace();

    CommandLineRun diagram = CommandLineRun.of("diagram", json.toString());

    assertEquals(2, diagram.status(), diagram.describe());
    assertTrue(diagram.err().startsWith("richtest: diagram needs --svg FILE or --dot FILE"));
  }

  @Test
  void exploreReport_allBugs_writesOneDiagramAndReplayCommandPerBug() throws IOException {
    Path report = dir.resolve("report.html");

    CommandLineRun explore =
        CommandLineRun.of(
            "explore",
            PROGRAM,
            "--all-bugs",
            "--trace-out",
            dir.toString(),
            "--report",
            report.toString());

    assertEquals(3, explore.status(), explore.describe());
    String html = read(report);
    List<Path> traces = files(".json");
    assertTrue(html.startsWith("<!DOCTYPE html>"), html);
    assertEquals(traces.size(), html.split("class=\"space-time-diagram\"", -1).length - 1, html);
    for (Path trace : traces) {
      assertTrue(html.contains(">./richtest replay " + trace + "</code>"), trace + " in\n" + html);
    }
    assertTrue(explore.out().contains("wrote " + report + "\n"), explore.describe());
  }

  @Test
  void exploreReport_budgetPastTheFirstProbes_plotsTheEstimate() throws IOException {
    Path report = dir.resolve("estimate.html");

    CommandLineRun explore =
        CommandLineRun.of("explore", "rw-semaphore", "--max-runs", "3000", "--report",
            report.toString());

    assertEquals(0, explore.status(), explore.describe());
    String html = read(report);
    assertEquals(1, html.split("<polyline class=\"estimate\"", -1).length - 1, html);
    assertTrue(html.contains("estimated sequences"), html);
  }
}
