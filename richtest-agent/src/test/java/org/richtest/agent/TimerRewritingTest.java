package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.assertSomeRunThrew;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;

/**
 * {@code java.util.Timer} and {@code TimerTask} in plain JDK code, rewritten to the {@code Timer}
 * drop-in: an evictor that assumes its delay is found failing, and a task whose {@code cancel()}
 * stopped it never runs ({@code TimerTask.cancel} is an event the model sees, through the agent);
 * periodic tasks, a timer's and a scheduled pool's, explored up to the bound on their periods.
 */
class TimerRewritingTest {

  /** The orders of the two expiries, the cancel and the program's other events. */
  private static final long EXPECTED_CANCEL_SEQUENCES = 148;

  @Test
  void evictorAssumingItsDelay_rewritten_nullPointerFoundWhenItsDelayExpiresFirst() {
    ExplorationResult result = exploreLikeTheOracle(RewritingLoader.program("TimerAssumesDelay"));

    assertSomeRunThrew(result, NullPointerException.class);
  }

  @Test
  void cancelledTask_rewritten_neverRuns_andCancelRacesTheExpiry() {
    Program program = RewritingLoader.program("TimerCancelledTask");

    ExplorationResult result = exploreLikeTheOracle(program);

    result.assertNoBugs();
    assertTrue(result.complete(), result.summary());
    // TimerTask.cancel is an event on the task's line, racing with its run: without the hook it
    // would be none and fewer orders would be explored.
    assertEquals(EXPECTED_CANCEL_SEQUENCES, result.sequences(), result.summary());
  }

  @Test
  void periodicSampler_rewritten_failsOnlyWhenASecondPeriodComes_andTheCutIsReported() {
    Program program = RewritingLoader.program("TimerSamplerAssumesConsumed");

    ExplorationResult twoPeriods = exploreLikeTheOracle(program);
    ExplorationResult onePeriod =
        exploreLikeTheOracle(program, ExplorationOptions.defaults().withMaxPeriods(1));

    assertSomeRunThrew(twoPeriods, IllegalStateException.class);
    assertTrue(onePeriod.bugs().isEmpty(), onePeriod.summary());
    assertTrue(onePeriod.periodicCuts() > 0, onePeriod.summary());
  }

  @Test
  void heartbeatRacingWithShutdown_rewritten_aPeriodAfterTheCloseIsFound() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("HeartbeatRacesShutdown"));

    assertSomeRunThrew(result, java.util.concurrent.ExecutionException.class);
  }

  @Test
  void timerSubclass_rewritten_extendsTheDropIn_andItsPeriodicTaskIsExplored() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("TimerSubclassPeriodic"));

    result.assertNoBugs();
    assertTrue(result.sequences() > 1, result.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {"TimerAssumesDelay", "TimerCancelledTask", "TimerSamplerAssumesConsumed",
      "TimerSubclassPeriodic"})
  void timerPrograms_rewritten_runAsBeforeOutsideAnExploration(String name) throws Exception {
    RewritingLoader.program(name).run();
  }
}
