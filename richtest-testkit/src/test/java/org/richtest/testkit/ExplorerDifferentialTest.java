package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The main correctness test: on seeded random semaphore programs, reachability testing exercises
 * exactly the partial orders the exhaustive oracle finds, none twice. A failure prints the seed and a
 * shrunk program.
 */
class ExplorerDifferentialTest {

  private static final int PROGRAMS = Integer.getInteger("richtest.differential.programs", 300);

  @TestFactory
  Stream<DynamicTest> randomSemaphorePrograms_reachabilityMatchesOracle() {
    return LongStream.range(0, PROGRAMS)
        .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> check(seed)));
  }

  private static void check(long seed) {
    ProgramSpec program = ProgramGenerator.generate(seed);
    Differential.Comparison comparison = Differential.compare(program);
    if (!comparison.agrees()) {
      ProgramSpec shrunk = Shrinker.shrink(program, p -> !Differential.compare(p).agrees());
      fail("seed " + seed + ": " + comparison.problem() + "program: " + program
          + "\nshrunk: " + shrunk + "\n" + Differential.compare(shrunk).problem());
    }
  }
}
