package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
import org.richtest.Strategy;

/**
 * What the differential tests of the logical clock share: a seeded program named by its steps, and
 * the comparison of each seed's exploration, by reachability testing with one worker and three,
 * with the exhaustive oracle's (docs/decisions.md, "Logical time").
 */
final class SeededClockPrograms {

  /** The steps of a program, which run it and name it. */
  interface Steps {
    void run() throws Exception;
  }

  private SeededClockPrograms() {}

  /** Returns a program that runs {@code steps} and is called {@code shape} in failure messages. */
  static Program named(String shape, Steps steps) {
    return new Program() {
      @Override
      public void run() throws Exception {
        steps.run();
      }

      @Override
      public String toString() {
        return shape;
      }
    };
  }

  /**
   * Explores the programs of {@code seeds} by the oracle and by reachability testing (one worker
   * and three, at most twenty times the oracle's runs) and checks that they exercise the same
   * partial orders.
   */
  static void assertEqualTheOracle(long[] seeds, LongFunction<Program> programs) {
    for (long seed : seeds) {
      Program program = programs.apply(seed);
      Differential.Exploration oracle = Differential.explore(program,
          Differential.options(Strategy.EXHAUSTIVE).withMaxRunEvents(2_000));
      long budget = 20L * oracle.result().runs() + 100;
      ExplorationOptions reachability = Differential.options(Strategy.REACHABILITY)
          .withMaxRunEvents(2_000).withMaxRuns(budget);
      Differential.Exploration one = Differential.explore(program, reachability);
      Differential.Exploration three =
          Differential.explore(program, reachability.withParallelism(3));
      assertTrue(oracle.result().complete(), "seed " + seed + ": " + oracle.result().summary());
      assertTrue(one.result().complete(), "seed " + seed + ": " + one.result().summary());
      assertEquals("", Differential.difference(one, oracle), "seed " + seed + " " + program);
      assertEquals("", Differential.difference(three, oracle),
          "seed " + seed + ", 3 workers " + program);
    }
  }
}
