package org.richtest.cli;

import java.util.Locale;
import java.util.stream.Collectors;
import org.richtest.DataRace;
import org.richtest.ExplorationResult;
import org.richtest.SpaceEstimate;
import org.richtest.examples.Example;

/**
 * The {@code --json} output of an exploration: exactly one JSON object with the fields {@code
 * program}, {@code strategy}, {@code sequences}, {@code partialRuns}, {@code runs}, {@code
 * redundantRuns}, {@code probeRuns}, {@code infeasibleVariants}, {@code failures}, {@code deadlocks}, {@code complete}, {@code
 * completedBound}, {@code estimatedSequences}, {@code estimatedSequencesLow}, {@code
 * estimatedSequencesHigh}, {@code estimateExact}, {@code seconds}, {@code sequencesPerSecond},
 * {@code peakHeapMb}, and the expected counts; after {@code deadlocks}, {@code dataRaces} (the
 * number of distinct pairs of source sites) and {@code races} (each an object with {@code class},
 * {@code field}, and {@code first} and {@code second}, each {@code {"access":"read"|"write",
 * "site":"pkg.Class.method(File.java:12)"}}); after {@code strategy}, {@code reductions} (an array
 * of names) when reductions were applied, and then the expected counts are those of the reduced
 * exploration (-1 if none was published); last, {@code warnings} (an array of strings) when there
 * are any. The estimate's fields are null when there is none.
 */
final class ResultJson {

  private ResultJson() {}

  static String of(Example example, ExplorationResult result, double peakHeapMb) {
    SpaceEstimate estimate = result.estimate();
    return String.format(Locale.ROOT,
        "{\"program\":\"%s\",\"strategy\":\"%s\"%s,\"sequences\":%d,\"partialRuns\":%d,\"runs\":%d,"
            + "\"redundantRuns\":%d,\"probeRuns\":%d,\"infeasibleVariants\":%d,"
            + "\"failures\":%d,\"deadlocks\":%d,\"dataRaces\":%d,\"races\":%s,\"complete\":%s,\"completedBound\":%d,"
            + "\"estimatedSequences\":%s,\"estimatedSequencesLow\":%s,"
            + "\"estimatedSequencesHigh\":%s,\"estimateExact\":%s,\"seconds\":%.3f,"
            + "\"sequencesPerSecond\":%.1f,\"peakHeapMb\":%.1f,\"expectedSequences\":%d,"
            + "\"paperSequences\":%d%s}",
        example.name(), result.strategy().id(), reductions(result), result.sequences(),
        result.partialRuns(), result.runs(), result.redundantRuns(), result.probeRuns(),
        result.infeasibleVariants(),
        result.failures().size(), result.deadlocks().size(), result.dataRaces().size(),
        races(result), result.complete(),
        result.completedBound(),
        estimate == null ? "null" : number(estimate.sequences()),
        estimate == null ? "null" : number(estimate.low()),
        estimate == null ? "null" : number(estimate.high()),
        estimate == null ? "null" : estimate.exact(),
        result.elapsed().toNanos() / 1e9, result.sequencesPerSecond(),
        peakHeapMb, example.expectedSequences(result.reductions()),
        example.paperSequences(result.reductions()), warnings(result));
  }

  private static String warnings(ExplorationResult result) {
    return result.warnings().isEmpty()
        ? ""
        : result.warnings().stream()
            .map(ResultJson::quoted)
            .collect(Collectors.joining(",", ",\"warnings\":[", "]"));
  }

  private static String races(ExplorationResult result) {
    return result.dataRaces().stream()
        .map(race -> "{\"class\":" + quoted(race.className()) + ",\"field\":"
            + quoted(race.field()) + ",\"first\":" + access(race.first()) + ",\"second\":"
            + access(race.second()) + "}")
        .collect(Collectors.joining(",", "[", "]"));
  }

  private static String access(DataRace.Access access) {
    return "{\"access\":\"" + access.kind() + "\",\"site\":" + quoted(access.site()) + "}";
  }

  private static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  private static String reductions(ExplorationResult result) {
    return result.reductions().isEmpty()
        ? ""
        : result.reductions().stream()
            .map(reduction -> "\"" + reduction.label() + "\"")
            .collect(Collectors.joining(",", ",\"reductions\":[", "]"));
  }

  private static String number(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }
}
