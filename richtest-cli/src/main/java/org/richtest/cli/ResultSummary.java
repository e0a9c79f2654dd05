package org.richtest.cli;

import java.util.Locale;
import org.richtest.DataRace;
import org.richtest.ExplorationResult;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.examples.Example;

/** The human summary of an exploration of a bundled example. */
final class ResultSummary {

  private ResultSummary() {}

  static String of(Example example, ExplorationResult result, double peakHeapMb) {
    StringBuilder text = new StringBuilder();
    text.append(example.name()).append(": ").append(example.description()).append('\n');
    text.append(String.format(Locale.ROOT, "strategy      %s%n",
        result.strategy().id()));
    if (!result.reductions().isEmpty()) {
      text.append(String.format(Locale.ROOT, "reductions    %s%n", result.reductionLabels()));
    }
    text.append(String.format(Locale.ROOT,
        "sequences     %d%npartial runs  %d%nruns          %d%n"
            + "failures      %d%ndeadlocks     %d%ncomplete      %s%nseconds       %.3f%n"
            + "rate          %.0f sequences/s%npeak heap     %.1f MiB%n",
        result.sequences(), result.partialRuns(), result.runs(), result.failures().size(),
        result.deadlocks().size(), result.complete() ? "yes" : "no (stopped early)",
        result.elapsed().toNanos() / 1e9,
        result.sequencesPerSecond(), peakHeapMb));
    if (result.redundantRuns() > 0) {
      text.append(String.format(Locale.ROOT, "redundant     %d runs repeated a partial order%n",
          result.redundantRuns()));
    }
    if (result.infeasibleVariants() > 0) {
      text.append(String.format(Locale.ROOT,
          "infeasible    %d variants no run can exercise, dropped%n",
          result.infeasibleVariants()));
    }
    if (result.periodicCuts() > 0) {
      text.append(String.format(Locale.ROOT,
          "periodic      %d runs cut a periodic task at --max-periods%n", result.periodicCuts()));
    }
    if (result.completedBound() >= 0) {
      text.append(String.format(Locale.ROOT, "bound         %d completed%n",
          result.completedBound()));
    }
    SpaceEstimate estimate = result.estimate();
    if (estimate != null && !estimate.exact()) {
      text.append(String.format(Locale.ROOT, "estimate      %s, %.1f%% explored, %d probe runs%n",
          estimate, 100 * estimate.explored(result.sequences()), result.probeRuns()));
    }
    if (result.reductions().isEmpty() && example.paperSequences() > 0) {
      text.append(String.format(Locale.ROOT, "expected      %d (paper's Table 4: %d)%n",
          example.expectedSequences(), example.paperSequences()));
    } else if (!result.reductions().isEmpty()
        && example.expectedSequences(result.reductions()) > 0) {
      text.append(String.format(Locale.ROOT, "expected      %d (published for %s)%n",
          example.expectedSequences(result.reductions()), result.reductionLabels()));
    }
    if (!result.dataRaces().isEmpty()) {
      text.append(String.format(Locale.ROOT, "data races    %d%n", result.dataRaces().size()));
      for (DataRace race : result.dataRaces()) {
        text.append("  ").append(race).append('\n');
      }
    }
    for (RunResult bug : result.bugs()) {
      text.append('\n').append(bug.outcome()).append("\nsequence:\n").append(bug.sequence().toText());
    }
    return text.toString().stripTrailing();
  }
}
