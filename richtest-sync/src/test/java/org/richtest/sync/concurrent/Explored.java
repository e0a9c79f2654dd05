package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.richtest.ExplorationResult;
import org.richtest.Program;

/** Complete explorations of small bug-free programs, checked against the exhaustive oracle. */
final class Explored {

  private Explored() {}

  /**
   * Explores {@code program} as {@link OracleCheck#exploreLikeTheOracle} does and checks that it
   * has no bug and {@code expected} sequences.
   */
  static ExplorationResult assertCorrectAndComplete(Program program, long expected) {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(program);

    assertTrue(result.bugs().isEmpty(), () -> "first bug: " + result.bugs().get(0).outcome());
    assertEquals(expected, result.sequences(), result.summary());
    return result;
  }

  /**
   * Explores {@code program}, which adds what it observed in each run to {@code seen} (cleared
   * first), as {@link #assertCorrectAndComplete} does, and returns what all runs observed.
   */
  static Set<String> observations(Set<String> seen, Program program, long expected) {
    seen.clear();
    assertCorrectAndComplete(program, expected);
    return new TreeSet<>(seen);
  }
}
