package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.CancelledStartupScenario;
import org.richtest.examples.unmodified.HandOffWorkers;
import org.richtest.examples.unmodified.PollingWorkersScenario;

/**
 * Timed loops in plain JDK code through the agent that a JVM shows hung: two workers polling one
 * queue with a timeout for one job, two polling a hand-off ({@code SynchronousQueue}) for one, and
 * a service polling a flag with {@code wait(500)} after its partner was interrupted. Every run is a
 * timed deadlock naming the thread left polling, counted as the oracle counts (docs/decisions.md,
 * "Timed operations"); the corrected programs end in every run. The runs are bounded far above
 * what the programs need, so loops that never ended fail the test in seconds.
 */
class UnmodifiedTimedLoopsTest {

  private static final ExplorationOptions ALL = ExplorationOptions.defaults()
      .withStopAtFirstBug(false).withMaxRuns(2_000).withMaxRunEvents(500);

  @Test
  void oneJobForTwoPollingWorkers_everyRunATimedDeadlock_asTheOracle() {
    ExplorationResult result = asTheOracle(new PollingWorkersScenario(1));

    assertEveryRunATimedDeadlock(result, "waits for poll on ", "PollingWorkers.java");
  }

  @Test
  void aJobForEachPollingWorker_endsInEveryRun_asTheOracle() {
    ExplorationResult result = asTheOracle(new PollingWorkersScenario(2));

    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void oneJobHandedOffToTwoPollingWorkers_everyRunATimedDeadlock_asTheOracle() {
    ExplorationResult result = asTheOracle(new PollingWorkersScenario(HandOffWorkers::new, 1));

    assertEveryRunATimedDeadlock(result, "waits for poll(timed) on HandOffWorkers.handOff",
        "HandOffWorkers.java");
  }

  @Test
  void aJobHandedOffToEachPollingWorker_endsInEveryRun_asTheOracle() {
    ExplorationResult result = asTheOracle(new PollingWorkersScenario(HandOffWorkers::new, 2));

    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void aServiceWaitingAfterItsPartnerWasCancelled_everyRunATimedDeadlock_asTheOracle() {
    ExplorationResult result = asTheOracle(new CancelledStartupScenario(false));

    assertEveryRunATimedDeadlock(result, "db waits for wake(timed) on ", "ReadyFlag.java");
  }

  @Test
  void aSupervisorThatSetsTheFlag_endsEveryRun_asTheOracle() {
    ExplorationResult result = asTheOracle(new CancelledStartupScenario(true));

    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  private static void assertEveryRunATimedDeadlock(
      ExplorationResult result, String waiting, String where) {
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    for (RunResult run : result.deadlocks()) {
      RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
      assertTrue(deadlock.timed() && deadlock.toString().contains(waiting)
          && deadlock.toString().contains(where), deadlock.toString());
    }
  }

  /**
   * Explores {@code program} completely, no run cut at its length limit, and returns the result,
   * checking that the exhaustive oracle counts the same sequences and bugs.
   */
  private static ExplorationResult asTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    assertTrue(result.complete() && result.bugs().stream()
        .noneMatch(run -> run.outcome() instanceof RunOutcome.LengthLimit), result.summary());
    ExplorationResult oracle =
        RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE).withMaxRuns(100_000));

    assertTrue(oracle.complete(), oracle.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.bugs().size(), result.bugs().size(), oracle.summary());
    return result;
  }
}
