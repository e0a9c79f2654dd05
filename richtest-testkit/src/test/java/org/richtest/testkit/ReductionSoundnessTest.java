package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.List;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.richtest.Reduction;

/**
 * Proves on seeded random programs that each reduction keeps what it promises (semantics §9): with
 * {@link Reduction#SYMMETRY} the outcomes (failures, deadlocks, final states) up to renaming the
 * threads within each group are those of the unreduced exploration; with {@link Reduction#PV} every
 * order of {@code P} completions on each counting semaphore is still exercised, and every outcome;
 * with {@link Reduction#COMMUTE} every outcome. The programs satisfy each reduction's assumption
 * ({@link ProgramGenerator#generateSymmetric}, {@link ProgramGenerator#generateCommuting}). The
 * unreduced exploration stands for the oracle, which {@link ExplorerDifferentialTest} compares it
 * with. A program whose unreduced exploration needs more than a budget of runs is skipped (a few
 * percent of the symmetric ones). A failure prints the seed and a shrunk program.
 */
class ReductionSoundnessTest {

  private static final int PROGRAMS = Integer.getInteger("richtest.reduction.programs", 150);

  @TestFactory
  Stream<DynamicTest> symmetry_randomSymmetricPrograms_keepOutcomesUpToRenaming() {
    return checks("symmetric", ProgramGenerator::generateSymmetric,
        spec -> ReducedExploration.outcomes(spec, ReducedExploration.renamingGroups(spec),
            Reduction.SYMMETRY));
  }

  @TestFactory
  Stream<DynamicTest> pv_randomSemaphorePrograms_keepOrdersOfPCompletionsAndOutcomes() {
    return checks("semaphore", ProgramGenerator::generate,
        spec -> ReducedExploration.outcomesAndPOrders(spec, Reduction.PV));
  }

  @TestFactory
  Stream<DynamicTest> pv_randomMixedPrograms_keepOrdersOfPCompletionsAndOutcomes() {
    return checks("mixed", ProgramGenerator::generateMixed,
        spec -> ReducedExploration.outcomesAndPOrders(spec, Reduction.PV));
  }

  @TestFactory
  Stream<DynamicTest> commute_randomOrderInsensitivePrograms_keepOutcomes() {
    return checks("commuting", ProgramGenerator::generateCommuting,
        spec -> ReducedExploration.outcomes(spec, List.of(), Reduction.COMMUTE));
  }

  @Test
  void symmetry_onSymmetricPrograms_reducesMostOfThem() {
    assertReduces(ProgramGenerator::generateSymmetric, Reduction.SYMMETRY, 15);
  }

  @Test
  void pv_onSemaphorePrograms_reducesSomeOfThem() {
    assertReduces(ProgramGenerator::generate, Reduction.PV, 5);
  }

  @Test
  void commute_onOrderInsensitivePrograms_reducesSomeOfThem() {
    assertReduces(ProgramGenerator::generateCommuting, Reduction.COMMUTE, 5);
  }

  /**
   * One dynamic test per seed: {@code compare} explores a program reduced and unreduced and returns
   * null if they agree, else the problem.
   */
  private static Stream<DynamicTest> checks(
      String kind,
      LongFunction<ProgramSpec> generator,
      Function<ProgramSpec, ReducedExploration.Comparison> compare) {
    return LongStream.range(0, PROGRAMS).mapToObj(seed -> DynamicTest.dynamicTest(
        kind + " seed " + seed, () -> {
          ProgramSpec program = generator.apply(seed);
          ReducedExploration.Comparison comparison = compare.apply(program);
          assumeFalse(comparison.tooBig(), "too many runs to compare: " + program);
          if (!comparison.agrees()) {
            ProgramSpec shrunk =
                Shrinker.shrink(program, p -> compare.apply(p).disagrees());
            fail("seed " + seed + ": " + comparison.problem() + "\nprogram: " + program
                + "\nshrunk: " + shrunk + "\n" + compare.apply(shrunk).problem());
          }
        }));
  }

  /**
   * Asserts that {@code reduction} never adds runs to the first 20 programs of {@code generator}
   * and takes some away from at least {@code atLeast} of them.
   */
  private static void assertReduces(
      LongFunction<ProgramSpec> generator, Reduction reduction, int atLeast) {
    int reduced = 0;
    int programs = 20;
    for (long seed = 0; seed < programs; seed++) {
      ProgramSpec program = generator.apply(seed);
      long[] runs = ReducedExploration.runs(program, reduction);
      assertTrue(runs[1] <= runs[0], () -> reduction + " added runs to " + program);
      if (runs[1] < runs[0]) {
        reduced++;
      }
    }
    int reducedPrograms = reduced;
    assertTrue(reduced >= atLeast,
        () -> reduction + " reduced only " + reducedPrograms + " of " + programs + " programs");
  }
}
