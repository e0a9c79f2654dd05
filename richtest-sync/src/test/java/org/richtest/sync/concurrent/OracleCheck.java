package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;

/**
 * Explores a program to the end, bugs included, by reachability testing and by the exhaustive
 * oracle, and checks that they agree: complete, no partial run, each run a new sequence, as many
 * sequences, failures and deadlocks as the oracle finds. Programs check what they see with {@link
 * #check}, whose failure fails the run.
 */
final class OracleCheck {

  private OracleCheck() {}

  /** Returns the reachability-testing result of {@code program}, checked against the oracle. */
  static ExplorationResult exploreLikeTheOracle(Program program) {
    return exploreLikeTheOracle(program, false);
  }

  /**
   * As {@link #exploreLikeTheOracle(Program)}; with {@code partialRunsAllowed}, runs that end
   * partial (which shared variables, whose reads take a write, can lead to: docs/decisions.md,
   * "Shared variables") are allowed besides one run per sequence.
   */
  static ExplorationResult exploreLikeTheOracle(Program program, boolean partialRunsAllowed) {
    return exploreLikeTheOracle(program, ExplorationOptions.defaults(), partialRunsAllowed);
  }

  /** As {@link #exploreLikeTheOracle(Program, boolean)}, with {@code options} besides. */
  static ExplorationResult exploreLikeTheOracle(
      Program program, ExplorationOptions options, boolean partialRunsAllowed) {
    ExplorationOptions all = options.withStopAtFirstBug(false);
    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    if (!partialRunsAllowed) {
      assertEquals(0, result.partialRuns(), result.summary());
    }
    assertEquals(result.runs(), result.sequences() + result.partialRuns(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size(), oracle.summary());
    return result;
  }

  /** Throws {@link AssertionError} with {@code message} unless {@code condition}: in a program. */
  static void check(boolean condition, String message) {
    if (!condition) {
      throw new AssertionError(message);
    }
  }
}
