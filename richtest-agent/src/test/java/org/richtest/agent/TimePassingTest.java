package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * Time passing where the logical clock did not see it before: a timed park that times out, a
 * scheduled pool's and a {@code Timer}'s delay, and a periodic task's periods, in plain JDK code
 * that checks the time passed by the clock it read first; each explored against the exhaustive
 * oracle, and seen failing in real time, where a run takes no time (docs/decisions.md, "Logical
 * time").
 */
class TimePassingTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void parks_timingOut_lastTheirTimeoutOrUntilTheirDeadline() {
    assertNoFailureButInRealTime("ParksOnTheClock", 2);
  }

  @Test
  void delayedTask_ofAScheduledPool_seesItsDelayPassed() {
    assertNoFailureButInRealTime("DelayedTaskOnTheClock", 4);
  }

  @Test
  void delayedTask_ofATimer_seesItsDelayPassed() {
    assertNoFailureButInRealTime("TimerDelayOnTheClock$Delay", 20);
  }

  @Test
  void taskOfATimer_dueAtADateOfTheLogicalClock_runsNoEarlier() {
    assertNoFailureButInRealTime("TimerDelayOnTheClock$At", 20);
  }

  @Test
  void fixedRate_secondPeriod_dueAPeriodAfterTheFirstWasDue() {
    assertNoFailureButInRealTime("PeriodsOnTheClock$FixedRate", 12);
  }

  @Test
  void fixedDelay_secondPeriod_aPeriodAfterTheFirstEnded() {
    assertNoFailureButInRealTime("PeriodsOnTheClock$FixedDelay", 12);
  }

  @Test
  void warmUp_assumingItsDelayPassed_holds_assumingWhatTheDelayLeftTimeFor_fails() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("WarmUpOnTheClock"));

    OracleComparison.assertSomeRunThrew(result, NullPointerException.class);
    assertTrue(result.failures().stream().noneMatch(
        failure -> failure.outcome().toString().contains("before its delay passed")),
        () -> result.failures().toString());
    assertTrue(result.sequences() > result.failures().size(), result.summary());
  }

  /**
   * Checks that {@code fixture} has {@code sequences}, none failing, as the oracle, and that some
   * fail in real time.
   */
  private static void assertNoFailureButInRealTime(String fixture, long sequences) {
    Program program = RewritingLoader.program(fixture);
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(program);
    ExplorationResult realTime = RichTest.explore(program, ALL.withLogicalClock(false));

    assertEquals(0, result.failures().size(), () -> result.summary() + "; first: "
        + result.failures().get(0).outcome());
    assertEquals(sequences, result.sequences(), result.summary());
    assertTrue(realTime.failures().size() > 0, "in real time no time passes: "
        + realTime.summary());
  }
}
