package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * Explores a rewritten program to the end, bugs included, by reachability testing and by the
 * exhaustive oracle, and checks that they agree on completeness, sequences and failures.
 */
final class OracleComparison {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  private OracleComparison() {}

  /** Returns the reachability-testing result of {@code program}, checked against the oracle. */
  static ExplorationResult exploreLikeTheOracle(Program program) {
    return exploreLikeTheOracle(program, ALL);
  }

  /** As {@link #exploreLikeTheOracle(Program)}, with {@code options} (to the end, bugs included). */
  static ExplorationResult exploreLikeTheOracle(Program program, ExplorationOptions options) {
    ExplorationOptions all = options.withStopAtFirstBug(false);
    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));
    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    return result;
  }

  /**
   * Checks that every run of {@code result} is a timed deadlock of fewer than {@code events}
   * events, none cut at the length limit or a livelock.
   */
  static void assertTimedDeadlocksOnly(ExplorationResult result, int events) {
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    for (RunResult run : result.deadlocks()) {
      assertEquals("timed-deadlock", run.outcome().kind(), run.outcome().toString());
      assertTrue(run.sequence().size() < events, "a few events: " + run.sequence().size());
    }
    assertTrue(result.bugs().stream()
        .noneMatch(run -> run.outcome() instanceof RunOutcome.LengthLimit), result.summary());
  }

  /** Checks that some run of {@code result} failed by throwing a {@code kind}. */
  static void assertSomeRunThrew(ExplorationResult result, Class<? extends Throwable> kind) {
    assertTrue(result.failures().stream().anyMatch(f -> f.outcome() instanceof RunOutcome.Failure
        failure && kind.isInstance(failure.cause())), result.summary());
  }
}
