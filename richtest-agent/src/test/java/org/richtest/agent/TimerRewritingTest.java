package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.assertSomeRunThrew;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationResult;
import org.richtest.Program;

/**
 * {@code java.util.Timer} and {@code TimerTask} in plain JDK code, rewritten to the {@code Timer}
 * drop-in: an evictor that assumes its delay is found failing, and a task whose {@code cancel()}
 * stopped it never runs ({@code TimerTask.cancel} is an event the model sees, through the agent).
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

  @ParameterizedTest
  @ValueSource(strings = {"TimerAssumesDelay", "TimerCancelledTask"})
  void timerPrograms_rewritten_runAsBeforeOutsideAnExploration(String name) throws Exception {
    RewritingLoader.program(name).run();
  }
}
