package org.richtest.benchmarks;

import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.SpaceEstimate;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * {@code ./richtest bench --estimates}: how close the estimate of the number of sequences comes to
 * the true count on every correct example: from {@value #PROBES} probes (a sampling exploration,
 * the estimate its listener last saw), and from the default share of runs when a budget stops
 * reachability testing at a tenth of the sequences; and the share of the probes' time spent
 * enumerating race-table rows and deriving variants rather than running the program. Prints
 * Markdown for {@code docs/benchmarks.md}.
 */
final class EstimateAccuracy {

  static final int PROBES = 1_000;

  private EstimateAccuracy() {}

  static void report() {
    System.out.println("| example | sequences | estimate from " + PROBES + " probes | error "
        + "| probe runs | seconds | analysis share | estimate at 10% of the runs | error |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (Example example : Examples.all()) {
      if (example.expectBug()) {
        continue;
      }
      SpaceEstimate[] last = new SpaceEstimate[1];
      ExplorationOptions sampling = ExplorationOptions.defaults()
          .withSample(PROBES)
          .withListener(new org.richtest.RunListener() {
            @Override
            public void onRun(org.richtest.RunResult run) {}

            @Override
            public void onEstimate(SpaceEstimate estimate) {
              last[0] = estimate;
            }
          });
      long start = System.nanoTime();
      ExplorationResult sampled = RichTest.explore(example.program(), sampling);
      double seconds = (System.nanoTime() - start) / 1e9;
      ExplorationResult cut = RichTest.explore(example.program(),
          ExplorationOptions.defaults().withMaxRuns(Math.max(1, example.expectedSequences() / 10)));
      long truth = example.expectedSequences();
      System.out.printf(Locale.ROOT, "| %s | %d | %s | %s | %,d | %.1f | %.0f%% | %s | %s |%n",
          example.name(), truth, interval(last[0]), error(last[0], truth), sampled.runs(), seconds,
          100.0 * sampled.analysisTime().toNanos() / sampled.elapsed().toNanos(),
          interval(cut.estimate()), error(cut.estimate(), truth));
    }
    System.out.println();
  }

  private static String interval(SpaceEstimate estimate) {
    return estimate == null ? "—" : String.format(Locale.ROOT, "%s (%s–%s)",
        SpaceEstimate.number(estimate.sequences()), SpaceEstimate.number(estimate.low()),
        SpaceEstimate.number(estimate.high()));
  }

  private static String error(SpaceEstimate estimate, long truth) {
    return estimate == null
        ? "—"
        : String.format(Locale.ROOT, "%+.1f%%", 100 * (estimate.sequences() - truth) / truth);
  }
}
