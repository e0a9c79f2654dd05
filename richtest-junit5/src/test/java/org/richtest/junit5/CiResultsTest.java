package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntry;
import static org.richtest.junit5.EngineRuns.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * What an explored test leaves for CI: its record in {@code target/richtest/<Class>.<method>.json},
 * one line on standard output, and the verdicts CI must be able to trust: a cut exploration fails
 * when asked to be whole, a lack of control passes only when allowed.
 */
class CiResultsTest {

  @TempDir Path reports;

  @BeforeEach
  void resetCounter() {
    Fixtures.BODY_RUNS.set(0);
  }

  @Test
  void mutex_passed_recordHoldsCountsBoundsAndVerdict() throws IOException {
    runInto(Fixtures.MutexBudget.class);
    List<String> lines = EngineRuns.printed().stream()
        .map(line -> line.replaceFirst(", [0-9.]+ s.*$", ""))
        .toList();

    String record = record("Fixtures.MutexBudget.threeThreads");
    assertTrue(record.startsWith("{\"test\":\"Fixtures.MutexBudget.threeThreads\","
        + "\"class\":\"org.richtest.junit5.Fixtures$MutexBudget\",\"method\":\"threeThreads\","
        + "\"exploredBy\":\"method\",\"passed\":true,\"failure\":null,\"controlled\":true,"
        + "\"strategy\":\"reachability\",\"sequences\":2,\"partialRuns\":0,\"runs\":2,"), record);
    assertTrue(record.contains("\"infeasibleVariants\":0,"), record);
    assertTrue(record.contains("\"bugs\":[],\"complete\":false,"), record);
    assertTrue(record.contains("\"bounds\":{\"maxRuns\":2,\"maxSeconds\":null,"
        + "\"preemptionBound\":null,\"raceBound\":null,\"sample\":null,\"parallelism\":1,"
        + "\"stopAtFirstBug\":true,\"failIfIncomplete\":false},\"warnings\":[]}"), record);
    assertEquals(1, lines.size(), lines.toString());
    assertTrue(lines.contains("richtest: Fixtures.MutexBudget.threeThreads: "
        + "reachability: 2 sequences, 0 partial runs, 2 runs, 0 failures, 0 deadlocks, incomplete"),
        lines.toString());
  }

  @Test
  void lostUpdate_failed_recordNamesTheBugItsSourceAndTrace() throws IOException {
    runInto(Fixtures.LostUpdate.class);

    String record = record("Fixtures.LostUpdate.twoIncrements");
    assertTrue(record.contains("\"passed\":false,\"failure\":\"failure in thread "), record);
    assertTrue(record.contains("\"bugs\":[{\"kind\":\"failure\",\"thread\":\""), record);
    assertTrue(record.contains("\"message\":\"org.opentest4j.AssertionFailedError: lost update"),
        record);
    assertTrue(record.contains(
        "\"source\":\"org.richtest.junit5.Fixtures.lostUpdate(Fixtures.java:"), record);
    assertTrue(record.contains("\"trace\":\"" + Path.of(Fixtures.TRACE_DIR).toAbsolutePath()),
        record);
  }

  @Test
  void budget_failIfIncomplete_failsSayingHowMuchWasExplored() {
    Throwable failure = failure(runInto(Fixtures.MutexBudgetWhole.class));

    assertTrue(failure.getMessage().startsWith(
        "RichTest: the exploration was cut short (2 runs, 2 sequences of ≈ "), failure.getMessage());
  }

  @Test
  void budget_failIfIncompleteParameter_failsEveryCutExploration() {
    Throwable failure = failure(run(Fixtures.MutexBudget.class,
        Configuration.REPORT_DIR, reports.toString(), Configuration.FAIL_IF_INCOMPLETE, "true"));

    assertTrue(failure.getMessage().contains("failIfIncomplete asks for all of it"),
        failure.getMessage());
  }

  @Test
  void budget_failIfIncompleteButComplete_passes() {
    EngineExecutionResults results = run(Fixtures.Mutex.class,
        Configuration.REPORT_DIR, reports.toString(), Configuration.FAIL_IF_INCOMPLETE, "true");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
  }

  @Test
  void uncontrolled_allowUncontrolled_passesAfterOneRunRecordedAsUncontrolled() throws IOException {
    EngineExecutionResults results = runInto(Fixtures.JdkThreadsAllowed.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals("false", reportEntry(results.testEvents()).get("richtest.controlled"));
    assertTrue(record("Fixtures.JdkThreadsAllowed.twoJdkThreads")
        .contains("\"passed\":true,\"failure\":null,\"controlled\":false,"));
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void uncontrolled_allowUncontrolledParameter_passes() {
    EngineExecutionResults results = run(Fixtures.JdkThreadsWithoutAgent.class,
        Configuration.REPORT_DIR, reports.toString(), Configuration.ALLOW_UNCONTROLLED, "true");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
  }

  @Test
  void uncontrolled_notAllowed_failsNamingTheWayToAllowIt() {
    Throwable failure = failure(runInto(Fixtures.JdkThreadsWithoutAgent.class));

    assertTrue(failure.getMessage().contains("@ReachabilityTest(allowUncontrolled = true)"),
        failure.getMessage());
  }

  private EngineExecutionResults runInto(Class<?> fixture) {
    return run(fixture, Configuration.REPORT_DIR, reports.toString());
  }

  private String record(String test) throws IOException {
    return Files.readString(reports.resolve(test + ".json"), StandardCharsets.UTF_8).strip();
  }
}
