package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;

/** Complete explorations of small programs, checked against the exhaustive oracle. */
final class Explored {

  private Explored() {}

  /**
   * Explores {@code program} completely and checks: no bug, no partial run, each run a new
   * sequence, {@code expected} sequences, and as many as the exhaustive oracle finds.
   */
  static ExplorationResult assertCorrectAndComplete(Program program, long expected) {
    ExplorationResult result = RichTest.explore(program);
    ExplorationResult oracle =
        RichTest.explore(program, ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().isEmpty(), () -> "first bug: " + result.bugs().get(0).outcome());
    assertEquals(0, result.partialRuns(), result.summary());
    assertEquals(result.runs(), result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
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
