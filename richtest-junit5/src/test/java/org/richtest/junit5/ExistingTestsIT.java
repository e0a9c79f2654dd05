package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.explored;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntry;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.richtest.Strategy;
import org.richtest.testkit.Differential;

/**
 * Existing tests explored by the switch {@code richtest.explore} in a JVM started with the agent
 * (Failsafe's {@code -javaagent}, rewriting the fixtures only), as in a user's build: plain JDK
 * threads explored, a sequential test run once and passed, the threads of a library the agent did
 * not rewrite failing the test.
 */
class ExistingTestsIT {

  private static final String FIXTURES = "org.richtest.junit5.ExistingTestFixtures.*";

  @BeforeEach
  void resetCounter() {
    Fixtures.BODY_RUNS.set(0);
  }

  @Test
  void switch_plainThreadsLostUpdate_failsWithTheLostUpdate() {
    Throwable failure = failure(explored(ExistingTestFixtures.PlainLostUpdate.class, FIXTURES));

    assertTrue(failure.getMessage().startsWith("failure in thread main"), failure.getMessage());
    assertTrue(failure.getCause().getMessage().startsWith("lost update"), failure.getMessage());
    assertTrue(failure.getMessage().contains("\nsequence:\n"), failure.getMessage());
  }

  @Test
  void switch_sequentialTest_passesAfterOneRunSayingSo() {
    EngineExecutionResults results = explored(ExistingTestFixtures.Sequential.class, FIXTURES);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("false", entry.get("richtest.controlled"));
    assertEquals("1", entry.get("richtest.runs"));
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_threadOfALibraryNotRewritten_failsAsUncontrolled() {
    Throwable failure = failure(explored(ExistingTestFixtures.LibraryThread.class, FIXTURES));

    assertTrue(failure.getMessage().contains("started platform threads RichTest did not control"),
        failure.getMessage());
  }

  /**
   * JUnit's {@code assertTimeoutPreemptively} runs the test's code on a thread of its own, which no
   * run manages: the real-suites run reported a false alarm of it. The code runs in the run's
   * thread instead (as {@code assertTimeout} runs it), and is explored.
   */
  @Test
  void switch_assertTimeoutPreemptively_explored() {
    EngineExecutionResults results =
        explored(ExistingTestFixtures.TimeoutPreemptively.class, FIXTURES);

    assertEquals(List.of(), results.testEvents().failed().stream()
        .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable()
            .map(Throwable::getMessage).orElse("")).toList());
    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals("2", reportEntry(results.testEvents()).get("richtest.sequences"));
  }

  /** Outside an exploration the rewritten call is JUnit's own, preemptive one. */
  @Test
  void notExplored_assertTimeoutPreemptively_runsAsUsual() {
    EngineExecutionResults results = EngineRuns.run(ExistingTestFixtures.TimeoutPreemptively.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  /** {@code @Timeout} in JUnit's separate-thread mode: the whole exploration runs on its thread. */
  @Test
  void switch_timeoutInASeparateThread_explored() {
    EngineExecutionResults results =
        explored(ExistingTestFixtures.TimeoutSeparateThread.class, FIXTURES);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals("2", reportEntry(results.testEvents()).get("richtest.sequences"));
  }

  @Test
  void annotatedMethod_noSynchronizationEvent_failsAsItClaimedConcurrency() {
    Throwable failure = failure(EngineRuns.run(ExistingTestFixtures.SequentialAnnotated.class));

    assertTrue(failure.getMessage().contains("nothing was controlled"), failure.getMessage());
    assertTrue(failure.getMessage().contains("The RichTest agent is attached"),
        failure.getMessage());
  }

  @Test
  void switch_stateInFieldsAndBeforeEach_eachRunGetsItsOwnAndTheOraclesCount() {
    EngineExecutionResults results =
        explored(ExistingTestFixtures.FieldStateUnannotated.class, FIXTURES);

    assertExploredAsTheOracle(results);
  }

  @Test
  void annotatedMethod_stateInFieldsAndBeforeEach_eachRunGetsItsOwnAndTheOraclesCount() {
    EngineExecutionResults results = EngineRuns.run(ExistingTestFixtures.FieldStateAnnotated.class);

    assertExploredAsTheOracle(results);
  }

  /**
   * Asserts that the test passed with the sequences the exhaustive oracle finds for one fresh
   * instance set up by its lifecycle methods, and its {@code @AfterEach} ran once in every run.
   */
  private static void assertExploredAsTheOracle(EngineExecutionResults results) {
    if (results.testEvents().failed().count() > 0) {
      throw new AssertionError("the test failed: " + failure(results).getMessage());
    }
    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    int afterEachCalls = Fixtures.BODY_RUNS.get();
    int oracle = Differential.explore(() -> {
      var test = new ExistingTestFixtures.FieldStateUnannotated();
      test.makeLock();
      try {
        test.twoThreads();
      } finally {
        test.countRun();
      }
    }, Differential.options(Strategy.EXHAUSTIVE)).distinct().size();
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals(Integer.toString(oracle), entry.get("richtest.sequences"));
    assertEquals("true", entry.get("richtest.complete"));
    assertEquals("run", entry.get("richtest.fixture"));
    assertTrue(oracle >= 2, "the oracle found " + oracle);
    assertTrue(afterEachCalls >= oracle, "@AfterEach ran " + afterEachCalls + " times");
  }
}
