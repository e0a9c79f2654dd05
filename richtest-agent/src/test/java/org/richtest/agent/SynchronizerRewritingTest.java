package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;

/**
 * Plain JDK code on {@code AbstractQueuedSynchronizer} and {@code LockSupport}, rewritten as the
 * agent rewrites it: a subclass extends the drop-in, its {@code tryAcquire} and kin run as written
 * on a modelled state, and every result agrees with the exhaustive oracle.
 */
class SynchronizerRewritingTest {

  /** Explores {@code fixture} to the end by reachability testing and by the oracle; they agree. */
  private static ExplorationResult likeTheOracle(String fixture) {
    return likeTheOracle(fixture, ExplorationOptions.defaults());
  }

  /** As {@link #likeTheOracle(String)}, with {@code options}. */
  private static ExplorationResult likeTheOracle(String fixture, ExplorationOptions options) {
    Program program = RewritingLoader.program(fixture);
    ExplorationOptions all = options.withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size(), oracle.summary());
    return result;
  }

  /** The JDK Javadoc's mutex: clean, and no false data race on the counter it guards. */
  @Test
  void javadocMutex_guardingAPlainCounter_noBugNoDataRace() {
    ExplorationResult result = likeTheOracle("AqsMutexCounter");

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(12, result.sequences(), result.summary());
  }

  @Test
  void javadocMutex_conditionAwaitAndSignal_waiterWakesInEveryOrder() {
    ExplorationResult result = likeTheOracle("AqsMutexCondition");

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void tryReleaseReturningFalse_queuedThreadNeverWoken_deadlockFound() {
    ExplorationResult result = likeTheOracle("AqsLostWakeUp");

    assertFalse(result.deadlocks().isEmpty(), result.summary());
  }

  /**
   * Both threads can take a lock whose {@code tryAcquire} checks then acts: the counter they then
   * both update is reported as a data race, and exploring that field reaches the lost update.
   */
  @Test
  void checkThenActInTryAcquire_bothThreadsTakeTheLock_raceReportedAndLostUpdateFound() {
    ExplorationResult result = likeTheOracle("AqsCheckThenAct", ExplorationOptions.defaults());
    ExplorationResult explored = likeTheOracle("AqsCheckThenAct",
        ExplorationOptions.defaults().withExploredFields("JavadocMutex$Counter.value"));

    assertTrue(result.dataRaces().stream().anyMatch(race -> race.field().equals("value")),
        result.dataRaces().toString());
    assertFalse(explored.failures().isEmpty(), explored.summary());
    assertInstanceOf(AssertionError.class,
        ((RunOutcome.Failure) explored.failures().get(0).outcome()).cause());
  }

  /** {@code LockSupport} on {@code Thread} objects: the worker unparks {@code main}, never lost. */
  @Test
  void parkHandOff_workerUnparksMain_noBugNoDataRace() {
    ExplorationResult result = likeTheOracle("ParkHandOff");

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  /**
   * A subclass of the JDK's {@code ReentrantLock} (commons-pool2's) is explored instead of refused:
   * its {@code getWaitingThreads} finds the waiting borrower, which is interrupted, or the borrower
   * sees the pool closed first.
   */
  @Test
  void reentrantLockSubclass_interruptsItsConditionsWaiters_bothOutcomesExplored() {
    ExplorationResult result = likeTheOracle("InterruptibleLockWaiters");

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.sequences() > 1, result.summary());
  }

  /** Outside an exploration the rewritten classes run on the JDK's synchronizer, as before. */
  @Test
  void outsideAnExploration_theJdksSynchronizerRunsTheSubclass() throws Exception {
    RewritingLoader.program("AqsMutexCounter").run();
    RewritingLoader.program("AqsMutexCondition").run();
    RewritingLoader.program("ParkHandOff").run();
    RewritingLoader.program("InterruptibleLockWaiters").run();
  }
}
