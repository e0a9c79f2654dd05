package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntry;
import static org.richtest.junit5.EngineRuns.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.opentest4j.AssertionFailedError;
import org.richtest.RichTest;
import org.richtest.RichTestInternalError;
import org.richtest.RunOutcome;
import org.richtest.event.SynSequence;
import org.richtest.trace.Trace;
import org.richtest.trace.TraceJson;

/**
 * Runs the classes in {@link Fixtures} through JUnit's {@code EngineTestKit} and checks what a
 * developer sees: the verdict, the report entries, the failure message, the saved trace and its
 * replay.
 *
 * <p>How the fixtures stay out of the ordinary test run: they are static nested classes of {@link
 * Fixtures} (Surefire's default excludes skip nested classes) and each carries {@link
 * EngineTestKitOnly}, a condition that disables it unless the engine runs with a configuration
 * parameter that only {@link #run} sets. An IDE that discovers them shows them as skipped.
 */
class ReachabilityExtensionTest {

  private static final Pattern TRACE = Pattern.compile("^trace: (.+)$", Pattern.MULTILINE);
  private static final Pattern RUNS =
      Pattern.compile("^reachability exploration: (\\d+) runs, ", Pattern.MULTILINE);

  @BeforeEach
  void resetCounter() {
    Fixtures.BODY_RUNS.set(0);
  }

  @Test
  void mutex_correctProgram_passesAndPublishesTwoSequences() {
    EngineExecutionResults results = run(Fixtures.Mutex.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("2", entry.get("richtest.sequences"));
    assertEquals("2", entry.get("richtest.runs"));
    assertEquals("0", entry.get("richtest.partialRuns"));
    assertEquals("reachability", entry.get("richtest.strategy"));
    assertEquals("true", entry.get("richtest.complete"));
    assertNull(entry.get("richtest.reductions"));
    assertEquals(2, Fixtures.BODY_RUNS.get(), "the body runs once per run");
  }

  @Test
  void mutex_symmetryReduction_exploresOneSequenceAndPublishesTheReduction() {
    EngineExecutionResults results = run(Fixtures.MutexSymmetric.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("1", entry.get("richtest.sequences"));
    assertEquals("symmetry", entry.get("richtest.reductions"));
    assertEquals("true", entry.get("richtest.complete"));
  }

  @Test
  void mutex_exhaustiveStrategy_passesWithTheSamePartialOrders() {
    EngineExecutionResults results = run(Fixtures.MutexExhaustive.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("exhaustive", entry.get("richtest.strategy"));
    assertEquals("2", entry.get("richtest.sequences"));
    assertEquals("true", entry.get("richtest.complete"));
  }

  @Test
  void mutex_dporStrategy_passesWithEverySequenceOnceAndNoRedundantRun() {
    EngineExecutionResults results = run(Fixtures.MutexDpor.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("dpor", entry.get("richtest.strategy"));
    assertEquals("6", entry.get("richtest.sequences"));
    assertEquals("0", entry.get("richtest.redundantRuns"));
    assertEquals("true", entry.get("richtest.complete"));
  }

  @Test
  void lostUpdate_contextBoundedStrategy_failsWithTheLostUpdate() {
    Throwable failure = failure(run(Fixtures.LostUpdateContextBounded.class));

    assertTrue(failure.getMessage().contains("context-bounded exploration: "), failure.getMessage());
  }

  @Test
  void swallowedInterrupt_deadlockFound_itsTraceReplaysWithInterruptsModelled() throws IOException {
    Throwable failure = failure(run(Fixtures.SwallowedInterrupt.class));

    String message = failure.getMessage();
    assertTrue(message.startsWith("deadlock"), message);
    SynSequence saved =
        TraceJson.read(Files.readString(tracePath(message), StandardCharsets.UTF_8));
    assertTrue(saved.lines().stream().anyMatch(line -> line.name().equals("worker.interrupt")),
        saved.toText());
    assertInstanceOf(RunOutcome.Deadlock.class,
        RichTest.replay(Fixtures::swallowedInterrupt, saved).outcome());
  }

  @Test
  void mutex_parallelism_bodyRunsOncePerRunOnThreeWorkers() {
    EngineExecutionResults results = run(Fixtures.MutexParallel.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("24", entry.get("richtest.sequences"));
    assertEquals("true", entry.get("richtest.complete"));
    assertEquals(24, Fixtures.BODY_RUNS.get(), "the body runs once per run");
  }

  @Test
  void mutex_maxRunsBudget_passesButPublishesIncomplete() {
    EngineExecutionResults results = run(Fixtures.MutexBudget.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("false", entry.get("richtest.complete"));
    assertEquals("2", entry.get("richtest.runs"));
    long probeRuns = Long.parseLong(entry.get("richtest.probeRuns"));
    assertTrue(probeRuns > 0, "a budget cut finishes the probes of the estimate");
    assertTrue(entry.containsKey("richtest.estimatedSequences"), entry.toString());
    assertEquals(2 + probeRuns, Fixtures.BODY_RUNS.get(), "the probes run the body too");
  }

  @Test
  void lostUpdate_failingInterleaving_failsWithSequenceTraceAndReplay() throws IOException {
    Throwable failure = failure(run(Fixtures.LostUpdate.class));

    String message = failure.getMessage();
    assertInstanceOf(AssertionError.class, failure);
    assertFalse(failure instanceof RichTestInternalError);
    assertTrue(message.startsWith(
        "failure in thread main at org.richtest.junit5.Fixtures.lostUpdate(Fixtures.java:"),
        "the failing assertion's line: " + message);
    Path json = tracePath(message);
    assertTrue(json.isAbsolute(), message);
    assertTrue(json.startsWith(Path.of(Fixtures.TRACE_DIR).toAbsolutePath()), message);
    assertTrue(
        json.getFileName().toString().matches("Fixtures\\.LostUpdate\\.twoIncrements-\\d+\\.json"),
        message);
    Trace trace = TraceJson.readTrace(Files.readString(json, StandardCharsets.UTF_8));
    SynSequence saved = trace.sequence();
    assertTrue(message.contains("\nsequence:\n" + saved.toText()), message);
    assertEquals(Fixtures.LostUpdate.class.getName() + "#twoIncrements", trace.program());
    assertEquals("failure", Objects.requireNonNull(trace.outcome()).kind());
    assertEquals("2", trace.settings().get("maxPeriods"), "the run settings a replay applies");
    Path svg = json.resolveSibling(
        json.getFileName().toString().replace(".json", ".svg"));
    assertTrue(message.contains("\ndiagram: " + svg + "\nkept: under target/, which mvn clean"
        + " deletes;"), message);
    assertTrue(Files.readString(svg, StandardCharsets.UTF_8).startsWith("<svg"), "SVG written");
    assertTrue(
        message.endsWith("\nreplay: @ReachabilityTest(replay = \"" + json + "\")"), message);
    AssertionFailedError cause = assertInstanceOf(AssertionFailedError.class, failure.getCause());
    assertTrue(cause.getMessage().startsWith("lost update"), cause.getMessage());
  }

  /**
   * Without the agent nothing can move the body of {@code assertTimeoutPreemptively} back to the
   * run's thread: the failure says why nothing was controlled and what to write instead.
   */
  @Test
  void assertTimeoutPreemptively_withoutTheAgent_failsNamingJUnitsThread() {
    Throwable failure = failure(run(Fixtures.MutexPreemptively.class));

    assertTrue(failure.getMessage().contains("code a test tool runs on a thread of its own runs"
        + " outside the run, as JUnit's assertTimeoutPreemptively does; call assertTimeout"
        + " instead, which runs it in the test's thread"), failure.getMessage());
  }

  @Test
  void lostUpdate_replayOfSavedTrace_reproducesFailureInOneRun() throws IOException {
    Throwable explored = failure(run(Fixtures.LostUpdate.class));
    assertTrue(runs(explored) > 1, "the bug must not be the first run, or replay proves little");
    Path replayFile = Path.of(Fixtures.REPLAY_FILE);
    Files.createDirectories(replayFile.getParent());
    Files.copy(tracePath(explored.getMessage()), replayFile, StandardCopyOption.REPLACE_EXISTING);
    Fixtures.BODY_RUNS.set(0);

    EngineExecutionResults results = run(Fixtures.LostUpdateReplay.class);

    Throwable replayed = failure(results);
    assertEquals(1, Fixtures.BODY_RUNS.get(), "a replay is one run");
    assertEquals(outcomeLine(explored), outcomeLine(replayed));
    assertEquals(sequenceText(explored), sequenceText(replayed));
    assertTrue(
        replayed.getMessage().contains("\nreplayed " + replayFile.toAbsolutePath() + "\n"),
        replayed.getMessage());
    assertInstanceOf(AssertionFailedError.class, replayed.getCause());
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals(replayFile.toAbsolutePath().toString(), entry.get("richtest.replay"));
  }

  @Test
  void lostUpdate_stopAtFirstBugFalse_exploresEveryRunAndCountsEveryBug() {
    EngineExecutionResults results = run(Fixtures.LostUpdateAllBugs.class);

    Throwable failure = failure(results);
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("true", entry.get("richtest.complete"));
    assertEquals(entry.get("richtest.runs"), Integer.toString(Fixtures.BODY_RUNS.get()));
    Matcher bugs =
        Pattern.compile(", (\\d+) bugs, the first shown\n").matcher(failure.getMessage());
    assertTrue(bugs.find(), failure.getMessage());
    assertTrue(Integer.parseInt(bugs.group(1)) > 1, failure.getMessage());
  }

  @Test
  void oppositeOrder_twoSemaphores_failsWithDeadlockAndSavedTrace() {
    Throwable failure = failure(run(Fixtures.Deadlock.class));

    String message = failure.getMessage();
    assertTrue(message.startsWith("deadlock:"), message);
    assertTrue(message.contains("T1 waits for"), message);
    assertTrue(Files.isRegularFile(tracePath(message)), message);
    assertNull(failure.getCause());
  }

  @Test
  void replay_missingTrace_failsNamingTheFile() {
    Throwable failure = failure(run(Fixtures.MissingReplay.class));

    assertInstanceOf(IllegalArgumentException.class, failure);
    String missing = Path.of("target/no-such-trace.json").toAbsolutePath().toString();
    assertTrue(failure.getMessage().contains(missing), failure.getMessage());
    assertEquals(0, Fixtures.BODY_RUNS.get());
  }

  @Test
  void jdkThreadsWithoutTheAgent_nothingControlled_failsNamingTheAgent() {
    Throwable failure = failure(run(Fixtures.JdkThreadsWithoutAgent.class));

    String message = failure.getMessage();
    assertTrue(message.contains("nothing was controlled"), message);
    assertTrue(message.contains("attach the RichTest agent"), message);
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void failureBeforeAnySynchronization_reportsTheFailureNotALackOfControl() {
    Throwable failure = failure(run(Fixtures.FailsBeforeSynchronizing.class));

    String message = failure.getMessage();
    assertTrue(message.startsWith("failure in thread main"), message);
    assertFalse(message.contains("nothing was controlled"), message);
    assertEquals("checked before any thread started", failure.getCause().getMessage());
  }

  @Test
  void plainTest_extensionRegisteredOnClass_runsOnceAsUsual() {
    EngineExecutionResults results = run(Fixtures.PlainTest.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals(1, Fixtures.BODY_RUNS.get());
    assertEquals(0, results.testEvents().reportingEntryPublished().count());
  }

  private static Path tracePath(String message) {
    Matcher trace = TRACE.matcher(message);
    assertTrue(trace.find(), message);
    return Path.of(trace.group(1));
  }

  private static long runs(Throwable failure) {
    Matcher runs = RUNS.matcher(failure.getMessage());
    assertTrue(runs.find(), failure.getMessage());
    return Long.parseLong(runs.group(1));
  }

  private static String outcomeLine(Throwable failure) {
    return failure.getMessage().lines().findFirst().orElseThrow();
  }

  private static String sequenceText(Throwable failure) {
    String message = failure.getMessage();
    return message.substring(message.indexOf("\nsequence:\n"), message.indexOf("\ntrace: "));
  }
}
