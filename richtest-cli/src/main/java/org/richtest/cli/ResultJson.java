package org.richtest.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationResult;
import org.richtest.ResultFields;
import org.richtest.examples.Example;
import org.richtest.trace.Json;

/**
 * The {@code --json} output of an exploration: exactly one JSON object, {@code program} and then
 * the fields of {@link ResultFields#of} (from {@code strategy} to {@code sequencesPerSecond}, with
 * {@code bugs} listing every bug found, each with its trace file when {@code --trace-out} wrote
 * one), then {@code peakHeapMb} and the expected counts ({@code expectedSequences}, {@code
 * paperSequences}: those of the reduced exploration with reductions, -1 if none was published);
 * last, {@code warnings} (an array of strings) when there are any.
 */
final class ResultJson {

  private ResultJson() {}

  /**
   * Returns the JSON object of {@code result}; {@code traces} are the trace files written for its
   * bugs, in order, none without {@code --trace-out}.
   */
  static String of(
      Example example, ExplorationResult result, double peakHeapMb, List<String> traces) {
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
    json.put("program", example.name());
    json.putAll(ResultFields.of(result, traces));
    json.put("peakHeapMb", BigDecimal.valueOf(peakHeapMb).setScale(1, RoundingMode.HALF_UP));
    json.put("expectedSequences", example.expectedSequences(result.reductions()));
    json.put("paperSequences", example.paperSequences(result.reductions()));
    if (!result.warnings().isEmpty()) {
      json.put("warnings", List.copyOf(result.warnings()));
    }
    return Json.write(json);
  }
}
