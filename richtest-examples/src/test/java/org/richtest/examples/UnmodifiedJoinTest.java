package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.ReportingJobScenario;
import org.richtest.examples.unmodified.WatchdogScenario;

/**
 * Joins in plain JDK code through the agent. A join interrupted while it waits: a shutdown that
 * interrupts a thread joining a worker loses the report where the interrupt comes before the
 * worker's end, as a plain JVM may, and joining the worker first never does. A timed join whose
 * timeout expires while the worker lives: a watchdog counts a job late and cancels it too late, so
 * it is counted done as well, and claiming the job by its state never does. All explored as the
 * exhaustive oracle explores them.
 */
class UnmodifiedJoinTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void shutdownInterruptingAJoiner_losesTheReport_whereTheInterruptComesFirst_asTheOracle() {
    ExplorationResult result = asTheOracle(new ReportingJobScenario(false));

    assertTrue(!result.failures().isEmpty(), result.summary());
    result.failures().forEach(bug -> assertTrue(
        ((RunOutcome.Failure) bug.outcome()).cause().getMessage()
            .startsWith("the batch was counted, but its report was lost"),
        bug.outcome().toString()));
    // Of 7 sequences, 2 lose it: the status set before the join, which asks whether the worker
    // is alive before its end, or the interrupt delivered on the worker's end line before it.
    assertEquals(7, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void shutdownAfterTheWork_alwaysReports_asTheOracle() {
    ExplorationResult result = asTheOracle(new ReportingJobScenario(true));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void watchdogJoiningWithATimeout_countsAJobLateAndDone_whereItEndsAfterItsDeadline_asTheOracle() {
    ExplorationResult result = asTheOracle(new WatchdogScenario(false));

    assertTrue(!result.failures().isEmpty(), result.summary());
    result.failures().forEach(bug -> assertEquals(
        "the job was counted 1 times late and 1 times done",
        ((RunOutcome.Failure) bug.outcome()).cause().getMessage(), bug.outcome().toString()));
    // On worker.end: the end before the timed join, or after it and before or after isAlive; when
    // the worker is alive at isAlive, the interrupt before or after its isInterrupted: 4, the
    // last counting the job late and done.
    assertEquals(4, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  @Test
  void watchdogClaimingTheJobByState_countsItOnce_asTheOracle() {
    ExplorationResult result = asTheOracle(new WatchdogScenario(true));

    assertTrue(result.bugs().isEmpty(), result.summary());
    // The end before the timed join, or after it, the two compare-and-sets in either order: 3.
    assertEquals(3, result.sequences(), result.summary());
  }

  /** Explores {@code program} completely and checks that the oracle counts the same. */
  private static ExplorationResult asTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size(), oracle.summary());
    return result;
  }
}
