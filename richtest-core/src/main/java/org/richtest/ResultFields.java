package org.richtest;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * An exploration's result as the members of a JSON object, in a fixed order, for the results that
 * machines read: the command line's {@code explore --json} and the JUnit extension's record of each
 * explored test. Values are those {@code org.richtest.trace.Json} writes: maps keep their order,
 * decimals are {@link BigDecimal}s of a fixed precision, absent values null.
 */
public final class ResultFields {

  private ResultFields() {}

  /**
   * Returns {@code strategy}, {@code reductions} (only when some were applied), {@code sequences},
   * {@code partialRuns}, {@code runs}, {@code redundantRuns}, {@code probeRuns}, {@code
   * infeasibleVariants}, {@code periodicCuts}, {@code failures}, {@code deadlocks}, {@code dataRaces}, {@code races} (each
   * with {@code class}, {@code field}, {@code first} and {@code second}, each {@code {"access",
   * "site"}}), {@code bugs} (each as {@link #bug}; {@code traces} holds the trace file of the first
   * ones, if any was written), {@code complete}, {@code completedBound}, {@code
   * estimatedSequences}, {@code estimatedSequencesLow}, {@code estimatedSequencesHigh}, {@code
   * estimateExact} (null without an estimate), {@code seconds} and {@code sequencesPerSecond}.
   */
  public static Map<String, @Nullable Object> of(ExplorationResult result, List<String> traces) {
    SpaceEstimate estimate = result.estimate();
    Map<String, @Nullable Object> json = new LinkedHashMap<>();
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
    json.put("periodicCuts", result.periodicCuts());
    json.put("failures", result.failures().size());
    json.put("deadlocks", result.deadlocks().size());
    json.put("dataRaces", result.dataRaces().size());
    json.put("races", result.dataRaces().stream().map(ResultFields::race).toList());
    json.put("bugs", bugs(result.bugs(), traces));
    json.put("complete", result.complete());
    json.put("completedBound", result.completedBound());
    json.put("estimatedSequences", estimate == null ? null : fixed(estimate.sequences(), 1));
    json.put("estimatedSequencesLow", estimate == null ? null : fixed(estimate.low(), 1));
    json.put("estimatedSequencesHigh", estimate == null ? null : fixed(estimate.high(), 1));
    json.put("estimateExact", estimate == null ? null : estimate.exact());
    json.put("seconds", fixed(result.elapsed().toNanos() / 1e9, 3));
    json.put("sequencesPerSecond", fixed(result.sequencesPerSecond(), 1));
    return json;
  }

  /**
   * Returns a bug as {@code kind} ({@link RunOutcome#kind()}), {@code thread} (the failing or
   * stuck thread; for a deadlock, {@code blocked}: each thread with what it {@code waitsFor} and
   * its {@code source} line instead), {@code message} (for a failure its exception, else the
   * outcome as the summary prints it), {@code source} (for a failure whose stack trace has a frame
   * of the program, {@link RunOutcome.Failure#source()}) and {@code trace} (the file it was saved
   * to, when {@code trace} is not null): the members a trace file records as its outcome ({@link
   * RunOutcome#recorded()}).
   */
  public static Map<String, @Nullable Object> bug(RunResult bug, @Nullable String trace) {
    Map<String, @Nullable Object> json = bug.outcome().recorded().fields();
    if (trace != null) {
      json.put("trace", trace);
    }
    return json;
  }

  private static List<Map<String, @Nullable Object>> bugs(List<RunResult> bugs, List<String> traces) {
    return IntStream.range(0, bugs.size())
        .mapToObj(i -> bug(bugs.get(i), i < traces.size() ? traces.get(i) : null))
        .toList();
  }

  private static Map<String, Object> race(DataRace race) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("class", race.className());
    json.put("field", race.field());
    json.put("on", switch (race.target()) {
      case FIELD -> "field";
      case ARRAY_ELEMENT -> "array element";
      case OBJECT -> "object";
    });
    json.put("first", access(race.first()));
    json.put("second", access(race.second()));
    return json;
  }

  private static Map<String, Object> access(DataRace.Access access) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("access", access.kind());
    json.put("site", access.site());
    if (!access.call().isEmpty()) {
      json.put("call", access.call());
    }
    if (!access.thread().isEmpty()) {
      json.put("thread", access.thread());
    }
    return json;
  }

  /** Returns {@code value} with {@code decimals} digits after the point, rounded half up. */
  private static BigDecimal fixed(double value, int decimals) {
    return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
  }
}
