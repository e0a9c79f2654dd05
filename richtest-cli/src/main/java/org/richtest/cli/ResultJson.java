package org.richtest.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.DataRace;
import org.richtest.ExplorationResult;
import org.richtest.Reduction;
import org.richtest.SpaceEstimate;
import org.richtest.examples.Example;
import org.richtest.trace.Json;

/**
 * The {@code --json} output of an exploration: exactly one JSON object with the fields {@code
 * program}, {@code strategy}, {@code sequences}, {@code partialRuns}, {@code runs}, {@code
 * redundantRuns}, {@code probeRuns}, {@code infeasibleVariants}, {@code failures}, {@code
 * deadlocks}, {@code complete}, {@code completedBound}, {@code estimatedSequences}, {@code
 * estimatedSequencesLow}, {@code estimatedSequencesHigh}, {@code estimateExact}, {@code seconds},
 * {@code sequencesPerSecond}, {@code peakHeapMb}, and the expected counts; after {@code deadlocks},
 * {@code dataRaces} (the number of distinct pairs of source sites) and {@code races} (each an
 * object with {@code class}, {@code field}, and {@code first} and {@code second}, each {@code
 * {"access":"read"|"write", "site":"pkg.Class.method(File.java:12)"}}); after {@code strategy},
 * {@code reductions} (an array of names) when reductions were applied, and then the expected counts
 * are those of the reduced exploration (-1 if none was published); last, {@code warnings} (an array
 * of strings) when there are any. The estimate's fields are null when there is none.
 */
final class ResultJson {

  private ResultJson() {}

  static String of(Example example, ExplorationResult result, double peakHeapMb) {
    SpaceEstimate estimate = result.estimate();
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
    json.put("program", example.name());
    json.put("strategy", result.strategy().id());
    if (!result.reductions().isEmpty()) {
      json.put("reductions", result.reductions().stream().map(Reduction::label).toList());
    }
    json.put("sequences", result.sequences());
    json.put("partialRuns", result.partialRuns());
    json.put("runs", result.runs());
    json.put("redundantRuns", result.redundantRuns());
    json.put("probeRuns", result.probeRuns());
    json.put("infeasibleVariants", result.infeasibleVariants());
    json.put("failures", result.failures().size());
    json.put("deadlocks", result.deadlocks().size());
    json.put("dataRaces", result.dataRaces().size());
    json.put("races", result.dataRaces().stream().map(ResultJson::race).toList());
    json.put("complete", result.complete());
    json.put("completedBound", result.completedBound());
    json.put("estimatedSequences", estimate == null ? null : fixed(estimate.sequences(), 1));
    json.put("estimatedSequencesLow", estimate == null ? null : fixed(estimate.low(), 1));
    json.put("estimatedSequencesHigh", estimate == null ? null : fixed(estimate.high(), 1));
    json.put("estimateExact", estimate == null ? null : estimate.exact());
    json.put("seconds", fixed(result.elapsed().toNanos() / 1e9, 3));
    json.put("sequencesPerSecond", fixed(result.sequencesPerSecond(), 1));
    json.put("peakHeapMb", fixed(peakHeapMb, 1));
    json.put("expectedSequences", example.expectedSequences(result.reductions()));
    json.put("paperSequences", example.paperSequences(result.reductions()));
    if (!result.warnings().isEmpty()) {
      json.put("warnings", List.copyOf(result.warnings()));
    }
    return Json.write(json);
  }

  private static Map<String, Object> race(DataRace race) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("class", race.className());
    json.put("field", race.field());
    json.put("first", access(race.first()));
    json.put("second", access(race.second()));
    return json;
  }

  private static Map<String, Object> access(DataRace.Access access) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("access", access.kind());
    json.put("site", access.site());
    return json;
  }

  /** Returns {@code value} with {@code decimals} digits after the point, rounded half up. */
  private static BigDecimal fixed(double value, int decimals) {
    return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
  }
}
