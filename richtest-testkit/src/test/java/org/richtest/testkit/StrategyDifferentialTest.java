package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.Program;
import org.richtest.Strategy;
import org.richtest.testkit.dropin.DropInGenerator;
import org.richtest.testkit.dropin.DropInKinds;
import org.richtest.testkit.dropin.DropInProgram;
import org.richtest.testkit.dropin.DropInShrinker;
import org.richtest.testkit.dropin.Model;

/**
 * The other strategies against the engine, on seeded random programs of every construct
 * (semaphores; monitors, locks and conditions; ports, channels and selective waits; the native
 * java.util.concurrent drop-ins): DPOR exercises
 * exactly reachability testing's partial orders, with the same failing and deadlocking ones;
 * context bounding without a bound exercises exactly the exhaustive oracle's; race-bounded
 * reachability testing exercises each partial order at most once per bound, counts it once, and
 * ends with reachability testing's set; sampling and random testing exercise only partial orders
 * reachability testing finds and count them right. A failure prints the seed and a shrunk program.
 */
class StrategyDifferentialTest {

  private static final int PROGRAMS = Integer.getInteger("richtest.differential.programs", 300);

  /** The largest oracle run count of a program context bounding is compared on. */
  private static final long ORACLE_RUNS = 5_000;

  /** The largest reachability run count of a program race bounds are checked on. */
  private static final long RACE_BOUNDED_RUNS = 500;

  @TestFactory
  Stream<DynamicTest> randomPrograms_dporMatchesReachability() {
    return everyConstruct(PROGRAMS, StrategyDifferentialTest::dporDifference);
  }

  @TestFactory
  Stream<DynamicTest> randomDropInPrograms_dporMatchesReachability() {
    return LongStream.range(0, PROGRAMS / 3)
        .mapToObj(seed -> DynamicTest.dynamicTest("drop-in seed " + seed, () -> {
          DropInProgram program =
              DropInGenerator.generate(seed, DropInKinds.withoutSharedVariables(), Model.NATIVE);
          String problem = dporDifference(program);
          if (!problem.isEmpty()) {
            DropInProgram shrunk =
                DropInShrinker.shrink(program, p -> !dporDifference(p).isEmpty());
            fail("drop-in seed " + seed + ": " + problem + "program: " + program
                + "\nshrunk: " + shrunk + "\n" + dporDifference(shrunk));
          }
        }));
  }

  @TestFactory
  Stream<DynamicTest> randomPrograms_unboundedContextBoundingMatchesOracle() {
    return everyConstruct(PROGRAMS / 6, StrategyDifferentialTest::contextBoundedDifference);
  }

  /** Context bounding on as many programs as the other strategies; its rounds make it slow. */
  @Tag("slow")
  @TestFactory
  Stream<DynamicTest> manyRandomPrograms_unboundedContextBoundingMatchesOracle() {
    return everyConstruct(PROGRAMS, StrategyDifferentialTest::contextBoundedDifference);
  }

  @TestFactory
  Stream<DynamicTest> randomPrograms_raceBoundedRoundsEndWithReachabilitysSet() {
    return everyConstruct(PROGRAMS / 3, StrategyDifferentialTest::raceBoundedDifference);
  }

  @TestFactory
  Stream<DynamicTest> randomPrograms_samplingAndRandomStayInReachabilitysSet() {
    return everyConstruct(PROGRAMS / 6, StrategyDifferentialTest::samplingDifference);
  }

  private static String dporDifference(Program program) {
    return Differential.difference(
        Differential.explore(program, Differential.options(Strategy.DPOR)),
        Differential.explore(program, Differential.options(Strategy.REACHABILITY)));
  }

  /**
   * Compares context bounding with the oracle on programs the oracle finishes within {@value
   * #ORACLE_RUNS} runs; its rounds repeat the oracle's runs several times, which larger programs
   * make too slow for the suite.
   */
  private static String contextBoundedDifference(ProgramSpec program) {
    Differential.Exploration oracle =
        Differential.explore(
            program, Differential.options(Strategy.EXHAUSTIVE).withMaxRuns(ORACLE_RUNS));
    if (!oracle.result().complete()) {
      return "";
    }
    return Differential.difference(
        Differential.explore(program, Differential.options(Strategy.CONTEXT_BOUNDED)), oracle);
  }

  /**
   * Explores with race bound 0, 1, 2, … until a round completes, on programs reachability testing
   * explores in at most {@value #RACE_BOUNDED_RUNS} runs: a partial order first exercised in
   * round k is exercised exactly once in every round from k on, each round's sequences are its
   * distinct partial orders, and the last round's set and bugs are reachability testing's.
   */
  private static String raceBoundedDifference(ProgramSpec program) {
    Differential.Exploration reference =
        Differential.explore(program, Differential.options(Strategy.REACHABILITY));
    if (reference.result().runs() > RACE_BOUNDED_RUNS) {
      return "";
    }
    Map<String, Integer> firstRound = new HashMap<>();
    for (int bound = 0; bound < 64; bound++) {
      Differential.Exploration round =
          Differential.explore(
              program, Differential.options(Strategy.REACHABILITY).withRaceBound(bound));
      Map<String, Integer> times = new HashMap<>();
      round.partialOrders().forEach(key -> times.merge(key, 1, Integer::sum));
      int roundNumber = bound;
      for (Map.Entry<String, Integer> entry : times.entrySet()) {
        int first = firstRound.computeIfAbsent(entry.getKey(), key -> roundNumber);
        if (entry.getValue() != bound - first + 1) {
          return "round " + bound + " exercised " + entry.getKey() + " " + entry.getValue()
              + " times, first exercised in round " + first + "\n";
        }
      }
      ExplorationResult result = round.result();
      if (result.sequences() != times.size() || result.completedBound() != bound) {
        return "round " + bound + " counted " + result.sequences() + " sequences of "
            + times.size() + ", completed bound " + result.completedBound() + "\n";
      }
      if (result.complete()) {
        return Differential.difference(round, reference);
      }
    }
    return "64 rounds did not complete\n";
  }

  /**
   * Samples 20 probes and makes 50 random and 50 PCT runs: their partial orders are among
   * reachability testing's, their sequences are their distinct complete partial orders, and every
   * run is a sequence, a partial run or a redundant run.
   */
  private static String samplingDifference(ProgramSpec program) {
    Set<String> all =
        Differential.explore(program, Differential.options(Strategy.REACHABILITY)).distinct();
    StringBuilder problem = new StringBuilder();
    for (ExplorationOptions options :
        new ExplorationOptions[] {
          Differential.options(Strategy.REACHABILITY).withSample(20),
          Differential.options(Strategy.RANDOM).withPctDepth(0).withMaxRuns(50),
          Differential.options(Strategy.RANDOM)
              .withFreeRunPolicy(FreeRunPolicy.seededRandom(7))
              .withMaxRuns(50)
        }) {
      Differential.Exploration sampled = Differential.explore(program, options);
      ExplorationResult result = sampled.result();
      if (!all.containsAll(sampled.distinct())) {
        problem.append(options).append(" exercised partial orders reachability testing misses\n");
      }
      if (result.sequences() != sampled.distinct().size()
          || result.runs() != result.sequences() + result.partialRuns() + result.redundantRuns()) {
        problem.append(options).append(" miscounted: ").append(result.summary()).append('\n');
      }
    }
    return problem.toString();
  }

  private static Stream<DynamicTest> everyConstruct(
      int programs, Function<ProgramSpec, String> difference) {
    return Stream.of(
            generated("semaphores", ProgramGenerator::generate, programs, difference),
            generated("mixed", ProgramGenerator::generateMixed, programs, difference),
            generated("messaging", ProgramGenerator::generateMessaging, programs, difference))
        .flatMap(s -> s);
  }

  private static Stream<DynamicTest> generated(
      String kind,
      LongFunction<ProgramSpec> generator,
      int programs,
      Function<ProgramSpec, String> difference) {
    return LongStream.range(0, programs)
        .mapToObj(seed -> DynamicTest.dynamicTest(kind + " seed " + seed, () -> {
          ProgramSpec program = generator.apply(seed);
          String problem = difference.apply(program);
          if (!problem.isEmpty()) {
            ProgramSpec shrunk = Shrinker.shrink(program, p -> !difference.apply(p).isEmpty());
            fail(kind + " seed " + seed + ": " + problem + "program: " + program
                + "\nshrunk: " + shrunk + "\n" + difference.apply(shrunk));
          }
        }));
  }
}
