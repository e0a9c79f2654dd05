package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.richtest.Program;
import org.richtest.Strategy;

/** Checks a program's exploration against the oracle and against counts derived by hand. */
final class HandCounts {

  private HandCounts() {}

  /**
   * Checks that reachability testing agrees with the oracle ({@link Differential#compare}), both
   * finding {@code expectedSequences} sequences, of which {@code expectedBugs} fail or deadlock.
   */
  static void assertAgrees(Program program, int expectedSequences, int expectedBugs) {
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
    assertEquals(expectedBugs, Differential.explore(program,
        Differential.options(Strategy.EXHAUSTIVE)).bugs().size(), "failing sequences");
  }
}
