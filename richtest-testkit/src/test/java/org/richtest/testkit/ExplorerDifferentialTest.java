package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * The main correctness test: on seeded random programs — semaphores; SU and SC monitors, locks and
 * conditions; ports, channels and selective waits, mixed — reachability testing exercises exactly the
 * partial orders the exhaustive oracle finds, none twice, with the same failing and deadlocking
 * ones. A failure prints the seed and a shrunk program.
 */
class ExplorerDifferentialTest {

  private static final int PROGRAMS = Integer.getInteger("richtest.differential.programs", 300);

  @TestFactory
  Stream<DynamicTest> randomSemaphorePrograms_reachabilityMatchesOracle() {
    return LongStream.range(0, PROGRAMS)
        .mapToObj(seed -> DynamicTest.dynamicTest(
            "seed " + seed, () -> check(seed, ProgramGenerator.generate(seed))));
  }

  @TestFactory
  Stream<DynamicTest> randomMonitorLockPrograms_reachabilityMatchesOracle() {
    return LongStream.range(0, PROGRAMS)
        .mapToObj(seed -> DynamicTest.dynamicTest(
            "mixed seed " + seed, () -> check(seed, ProgramGenerator.generateMixed(seed))));
  }

  @TestFactory
  Stream<DynamicTest> randomMessagePassingPrograms_reachabilityMatchesOracle() {
    return LongStream.range(0, PROGRAMS)
        .mapToObj(seed -> DynamicTest.dynamicTest(
            "messaging seed " + seed, () -> check(seed, ProgramGenerator.generateMessaging(seed))));
  }

  private static void check(long seed, ProgramSpec program) {
    RunResult first = RichTest.runOnce(program);
    if (first.outcome() instanceof RunOutcome.Failure failure) {
      throw new AssertionError(
          "seed " + seed + ": generated programs never throw, but this one did: " + program,
          failure.cause());
    }
    Differential.Comparison comparison = Differential.compare(program);
    if (!comparison.agrees()) {
      ProgramSpec shrunk = Shrinker.shrink(program, p -> !Differential.compare(p).agrees());
      fail("seed " + seed + ": " + comparison.problem() + "program: " + program
          + "\nshrunk: " + shrunk + "\n" + Differential.compare(shrunk).problem());
    }
  }
}
