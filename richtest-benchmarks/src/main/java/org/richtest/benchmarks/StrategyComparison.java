package org.richtest.benchmarks;

import java.util.Arrays;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * {@code ./richtest bench --strategies}: the strategies side by side, in one run. For every
 * example, the runs each systematic strategy needs to finish, within a run budget; for every buggy
 * example, the runs each strategy needs to find the first bug, random testing and PCT as the median
 * over {@value #SEEDS} seeds. Prints Markdown for {@code docs/benchmarks.md}.
 */
final class StrategyComparison {

  /** The run budget of one exploration to the end. */
  static final long FINISH_BUDGET = 100_000;

  /** The run budget of one search for the first bug. */
  static final long BUG_BUDGET = 10_000;

  /** The seeds random testing and PCT run with. */
  static final int SEEDS = 20;

  private static final Strategy[] SYSTEMATIC = {
    Strategy.REACHABILITY, Strategy.DPOR, Strategy.EXHAUSTIVE, Strategy.CONTEXT_BOUNDED
  };

  private StrategyComparison() {}

  static void report() {
    runsToFinish();
    runsToFirstBug();
  }

  private static void runsToFinish() {
    System.out.printf(Locale.ROOT,
        "Runs to finish (budget %,d runs; \"> budget\" means not finished, with the distinct"
            + " partial orders met by then):%n%n", FINISH_BUDGET);
    System.out.println("| example | sequences | reachability | DPOR (redundant, partial) | exhaustive "
        + "| context bounding (bound) | seconds |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|");
    for (Example example : Examples.all()) {
      long start = System.nanoTime();
      StringBuilder row = new StringBuilder("| " + example.name() + " | "
          + example.expectedSequences() + " |");
      for (Strategy strategy : SYSTEMATIC) {
        ExplorationResult result = RichTest.explore(example.program(), quiet(strategy)
            .withStopAtFirstBug(false)
            .withMaxRuns(FINISH_BUDGET));
        row.append(' ').append(finished(result)).append(" |");
      }
      row.append(String.format(Locale.ROOT, " %.1f |", (System.nanoTime() - start) / 1e9));
      System.out.println(row);
    }
    System.out.println();
  }

  private static String finished(ExplorationResult result) {
    String runs = result.complete()
        ? String.format(Locale.ROOT, "%,d", result.runs())
        : String.format(Locale.ROOT, "> %,d (%,d met)", result.runs(), result.sequences());
    return switch (result.strategy()) {
      case DPOR -> runs + " (" + result.redundantRuns() + ", " + result.partialRuns() + ")";
      case CONTEXT_BOUNDED ->
          runs + " (" + (result.completedBound() < 0 ? "none" : result.completedBound()) + ")";
      default -> runs;
    };
  }

  private static void runsToFirstBug() {
    System.out.printf(Locale.ROOT,
        "Runs to the first bug (budget %,d runs; random and PCT: median over %d seeds, with the"
            + " fewest and most):%n%n", BUG_BUDGET, SEEDS);
    System.out.println("| example | reachability | race-bounded | DPOR | exhaustive "
        + "| context bounding | random | PCT d=" + ExplorationOptions.DEFAULT_PCT_DEPTH + " |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (Example example : Examples.all()) {
      if (!example.expectBug()) {
        continue;
      }
      StringBuilder row = new StringBuilder("| " + example.name() + " |");
      row.append(' ').append(toBug(example, quiet(Strategy.REACHABILITY))).append(" |");
      row.append(' ')
          .append(toBug(example, quiet(Strategy.REACHABILITY).withRaceBound(Integer.MAX_VALUE)))
          .append(" |");
      for (Strategy strategy : new Strategy[] {
          Strategy.DPOR, Strategy.EXHAUSTIVE, Strategy.CONTEXT_BOUNDED}) {
        row.append(' ').append(toBug(example, quiet(strategy))).append(" |");
      }
      row.append(' ').append(median(example, 0)).append(" |");
      row.append(' ').append(median(example, ExplorationOptions.DEFAULT_PCT_DEPTH)).append(" |");
      System.out.println(row);
    }
    System.out.println();
  }

  private static String toBug(Example example, ExplorationOptions options) {
    long runs = runsToBug(example, options);
    return runs > BUG_BUDGET ? "> " + BUG_BUDGET : Long.toString(runs);
  }

  private static long runsToBug(Example example, ExplorationOptions options) {
    ExplorationResult result =
        RichTest.explore(example.program(), options.withMaxRuns(BUG_BUDGET));
    return result.bugs().isEmpty() ? BUG_BUDGET + 1 : result.runs();
  }

  private static String median(Example example, int pctDepth) {
    long[] runs = new long[SEEDS];
    for (int seed = 1; seed <= SEEDS; seed++) {
      runs[seed - 1] = runsToBug(example, quiet(Strategy.RANDOM)
          .withPctDepth(pctDepth)
          .withFreeRunPolicy(FreeRunPolicy.seededRandom(seed)));
    }
    Arrays.sort(runs);
    long median = (runs[SEEDS / 2 - 1] + runs[SEEDS / 2]) / 2;
    return String.format(Locale.ROOT, "%s (%s–%s)", bounded(median), bounded(runs[0]),
        bounded(runs[SEEDS - 1]));
  }

  private static String bounded(long runs) {
    return runs > BUG_BUDGET ? "> " + BUG_BUDGET : Long.toString(runs);
  }

  /** Returns options for {@code strategy} that spend no runs on the estimate. */
  private static ExplorationOptions quiet(Strategy strategy) {
    return ExplorationOptions.defaults().withStrategy(strategy).withProbeShare(0);
  }
}
