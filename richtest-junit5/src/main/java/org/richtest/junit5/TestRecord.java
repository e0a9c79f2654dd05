package org.richtest.junit5;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.ResultFields;
import org.richtest.trace.Json;

/**
 * What one explored test leaves for CI to read: a JSON file {@code <reportDir>/<name>.json},
 * replaced at every run of the test, and one line on standard output. The file holds {@code test}
 * (the trace's base name, {@code <Class>.<method>}), {@code class}, {@code method}, {@code
 * exploredBy} ({@code method}, {@code class} or {@code switch}), {@code passed}, {@code failure}
 * (the first line of the failure, or null), {@code controlled} (false if the first run controlled
 * nothing, so the test ran once), the result's fields ({@link ResultFields#of}: strategy, counts,
 * bugs, complete, estimate, time), {@code bounds} (the budgets and bounds asked for, null where
 * none: {@code maxRuns}, {@code maxSeconds}, {@code preemptionBound}, {@code raceBound}, {@code
 * sample}; {@code parallelism}, {@code stopAtFirstBug}, {@code failIfIncomplete}) and {@code
 * warnings}.
 */
final class TestRecord {

  private TestRecord() {}

  /**
   * Writes the record of the test {@code name} ({@code method} of {@code testClass}) and returns
   * its path.
   *
   * @throws UncheckedIOException if the file cannot be written: CI would read nothing
   */
  static Path write(Configuration configuration, String name, Class<?> testClass, Method method,
      ExploredTest test, ExplorationOptions options, ExplorationResult result, Verdict verdict) {
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
    json.put("test", name);
    json.put("class", testClass.getName());
    json.put("method", method.getName());
    json.put("exploredBy", test.origin().name().toLowerCase(Locale.ROOT));
    json.put("passed", verdict.passed());
    json.put("failure", verdict.failure() == null ? null
        : String.valueOf(verdict.failure().getMessage()).lines().findFirst().orElse(""));
    json.put("controlled", !verdict.ranOnce());
    json.putAll(ResultFields.of(result,
        verdict.trace() == null ? List.of() : List.of(verdict.trace().toString())));
    json.put("bounds", bounds(options, test.settings().failIfIncomplete()
        || configuration.failIfIncomplete()));
    json.put("warnings", List.copyOf(result.warnings()));
    Path file = configuration.reportDir().resolve(name + ".json").toAbsolutePath();
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, Json.write(json) + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("RichTest: cannot write the record of " + name, e);
    }
    return file;
  }

  /** Returns the line printed for the test: its name, what was explored, and the record's path. */
  static String line(String name, ExplorationResult result, Verdict verdict, Path record) {
    String what = !verdict.ranOnce() ? result.summary()
        : verdict.passed() ? "no synchronization event, ran once: nothing to explore"
        : "nothing controlled in its one run";
    return "richtest: " + name + ": " + what + (verdict.passed() ? "" : ", FAILED")
        + " (" + record + ")";
  }

  private static Map<String, @Nullable Object> bounds(
      ExplorationOptions options, boolean failIfIncomplete) {
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
    json.put("maxRuns", options.maxRuns() == Long.MAX_VALUE ? null : options.maxRuns());
    json.put("maxSeconds", options.maxTime() == null ? null : options.maxTime().toSeconds());
    json.put("preemptionBound", options.preemptionBound() == ExplorationOptions.UNBOUNDED
        ? null : options.preemptionBound());
    json.put("raceBound", options.raceBound() == ExplorationOptions.NO_RACE_BOUND
        ? null : options.raceBound());
    json.put("sample", options.sample() == 0 ? null : options.sample());
    json.put("parallelism", options.parallelism());
    json.put("stopAtFirstBug", options.stopAtFirstBug());
    json.put("failIfIncomplete", failIfIncomplete);
    return json;
  }
}
