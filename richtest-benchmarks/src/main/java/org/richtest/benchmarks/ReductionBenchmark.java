package org.richtest.benchmarks;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * Explores each example that has a reduction unreduced and reduced, in one run, and prints the
 * Markdown table "unreduced / reduced" of {@code docs/benchmarks.md}: the reductions whose counts
 * the prototype published, and P/V (alone and with symmetry) on the semaphore examples. The time
 * per sequence shows what a label's stack walk costs.
 */
final class ReductionBenchmark {

  /** An example without symmetry groups, for the cost of labels. */
  private static final String LABELLED = "dp-monitor-su-5";

  private ReductionBenchmark() {}

  /** Prints the table; {@code quick} leaves out the examples of more than 20,000 sequences. */
  static void report(boolean quick) {
    System.out.println("| example | reductions | sequences unreduced | reduced | published "
        + "| seconds unreduced | reduced | ms per sequence unreduced | reduced |");
    System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (Example example : Examples.all()) {
      List<Set<Reduction>> configurations = configurations(example);
      if (configurations.isEmpty() || quick && example.expectedSequences() > 20_000) {
        continue;
      }
      ExplorationResult unreduced = explore(example, Set.of());
      for (Set<Reduction> reductions : configurations) {
        ExplorationResult reduced = explore(example, reductions);
        long published = example.paperSequences(reductions);
        System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %s | %.2f | %.2f | %.3f | %.3f |%n",
            example.name(), reduced.reductionLabels(), unreduced.sequences(), reduced.sequences(),
            published < 0 ? "—" : Long.toString(published), seconds(unreduced), seconds(reduced),
            1000 * seconds(unreduced) / unreduced.sequences(),
            1000 * seconds(reduced) / reduced.sequences());
      }
    }
    System.out.println();
    labelCost();
  }

  /**
   * Prints what labels cost: an example that declares no group, explored with symmetry off and on
   * (the same sequences, each sending event's label taken by a stack walk), alternately three times
   * so that the JIT compiler has warmed up for the last pair.
   */
  private static void labelCost() {
    Example example = Examples.byName(LABELLED).orElseThrow();
    ExplorationResult off = null;
    ExplorationResult on = null;
    for (int round = 0; round < 3; round++) {
      off = explore(example, Set.of());
      on = explore(example, Set.of(Reduction.SYMMETRY));
    }
    System.out.printf(Locale.ROOT, "Labels on `%s` (no group declared, %d sequences both ways): "
            + "%.1f µs per run to execute without labels, %.1f µs with.%n%n",
        LABELLED, on.sequences(), micros(off), micros(on));
  }

  private static double micros(ExplorationResult result) {
    return result.runTime().toNanos() / 1e3 / result.runs();
  }

  private static List<Set<Reduction>> configurations(Example example) {
    List<Set<Reduction>> configurations = new ArrayList<>(example.reducedSequences().keySet());
    if (example.name().endsWith("-semaphore")) {
      configurations.add(ImmutableSet.of(Reduction.PV));
      configurations.add(ImmutableSet.of(Reduction.SYMMETRY, Reduction.PV));
    }
    return configurations;
  }

  private static ExplorationResult explore(Example example, Set<Reduction> reductions) {
    System.gc();
    return RichTest.explore(example.program(), ExplorationOptions.defaults()
        .withStopAtFirstBug(false)
        .withReductions(reductions.toArray(Reduction[]::new)));
  }

  private static double seconds(ExplorationResult result) {
    return result.elapsed().toNanos() / 1e9;
  }
}
