package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * Plain JDK code reading the clock, rewritten: under an exploration it reads the run's logical
 * clock, which only the run's own sleeps and timeouts advance, so runs repeat themselves and code
 * waiting for time to pass sees it pass; a clock read that a timeout of another thread can precede
 * or follow races with it, explored against the exhaustive oracle.
 */
class ClockRewritingTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void clockKinds_everyReadRedirected_advancesByTheSleepExactly() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("ClockKinds"), ALL);

    assertTrue(result.complete(), result.summary());
    assertEquals(0, result.failures().size(), () -> firstFailure(result));
    assertEquals(1, result.sequences(), result.summary());
  }

  @Test
  void expiringCache_sleeperSeesTheExpiry_noBugAsTheOracle() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("ExpiringCache"));

    assertEquals(0, result.failures().size(), () -> firstFailure(result));
  }

  @Test
  void expiringCache_realTime_sleeperFindsTheEntry() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("ExpiringCache"),
        ExplorationOptions.defaults().withLogicalClock(false)).outcome();

    assertTrue(outcome.toString().contains("entry a did not expire after 200 ms"),
        outcome.toString());
  }

  @Test
  void leaseRenewal_renewerTooLate_foundAsTheOracle() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("LeaseRenewal"));

    OracleComparison.assertSomeRunThrew(result, IllegalStateException.class);
    assertTrue(result.sequences() > result.failures().size(), "the renewer in time passes: "
        + result.summary());
  }

  @Test
  void timedWaitElapsed_readsRaceWithTheTimeout_asTheOracle() {
    Program program = RewritingLoader.program("TimedWaitElapsed");
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(program);
    ExplorationResult realTime = RichTest.explore(program, ALL.withLogicalClock(false));

    assertEquals(0, result.failures().size(), () -> firstFailure(result));
    assertFalse(realTime.failures().isEmpty(), "in real time a timeout takes no time: "
        + realTime.summary());
    assertTrue(result.sequences() > realTime.sequences(),
        "the observer's read races with the timeout: " + result.summary() + " against "
            + realTime.summary());
  }

  @Test
  void unwrittenClock_readsAddNoSequence() {
    Program program = RewritingLoader.program("UnwrittenClock");
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(program);
    ExplorationResult realTime = RichTest.explore(program, ALL.withLogicalClock(false));

    assertEquals(realTime.sequences(), result.sequences(), result.summary());
    assertEquals(0, result.failures().size(), () -> firstFailure(result));
  }

  @Test
  void programWithoutClockReads_timeoutsAddNoEvent() {
    Program program = RewritingLoader.program("PollingEachOther");
    ExplorationResult on = RichTest.explore(program, ALL);
    ExplorationResult off = RichTest.explore(program, ALL.withLogicalClock(false));

    assertEquals(off.sequences(), on.sequences(), on.summary());
    assertFalse(on.deadlocks().get(0).sequence().lines().stream()
        .anyMatch(line -> line.name().equals("main.clock")), "no clock line");
  }

  @Test
  void pollingEachOtherOnTheClock_timeoutsAdvanceTheClock_stillATimedDeadlock() {
    Program program = RewritingLoader.program("PollingEachOtherOnTheClock");
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(program);

    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) result.deadlocks().get(0).outcome();
    assertTrue(deadlock.timed(), deadlock.toString());
    assertTrue(result.deadlocks().get(0).sequence().lines().stream()
        .anyMatch(line -> line.name().equals("main.clock")), "the clock is modelled");
  }

  @Test
  void chainedSleeps_theSecondStartsWhenItLearnedTheFirstEnded_atLeastTheirSum() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("ChainedSleeps"));

    assertEquals(0, result.failures().size(), () -> firstFailure(result));
  }

  @Test
  void timedOperationsOfTheDropIns_timingOut_advanceTheClockByTheirTimeouts() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("TimedOperationsOnTheClock"));

    assertEquals(0, result.failures().size(), () -> firstFailure(result));
  }

  @Test
  void queuedTimedOperationsAndTimedAcquires_timingOut_advanceTheClockByTheirTimeouts() {
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(
        RewritingLoader.program("QueuedTimedOperationsOnTheClock"));

    assertEquals(0, result.failures().size(), () -> firstFailure(result));
  }

  private static String firstFailure(ExplorationResult result) {
    return result.summary() + (result.failures().isEmpty() ? ""
        : "; first: " + result.failures().get(0).outcome());
  }
}
