package org.richtest.junit5;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationResult;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.SpaceEstimate;
import org.richtest.trace.TraceFiles;

/**
 * What an explored test comes to: passed, or failed with the error JUnit reports, in this order of
 * precedence: a bug (its sequence saved as a trace), a first run that controlled nothing (failed
 * closed or run once, {@link UncontrolledRun}), a warning, a data race, an exploration cut short
 * when it must be whole.
 *
 * @param failure the error to throw, null if the test passes
 * @param trace the trace the first bug was saved to, null if none
 * @param ranOnce whether the first run controlled nothing, so that the test ran once
 */
record Verdict(@Nullable AssertionError failure, @Nullable Path trace, boolean ranOnce) {

  /**
   * Returns the verdict on {@code result}, saving the first bug's trace (naming {@code program},
   * the test as {@code Class#method}, the outcome and the run settings) and diagram under the test's {@code
   * traceDir} as {@code <name>-<n>.json} and {@code .svg}.
   */
  static Verdict of(ExploredTest test, Configuration configuration, ExplorationResult result,
      FirstRunWatch watch, String name, String program, RunSettings runSettings) {
    ReachabilityTest settings = test.settings();
    if (!result.bugs().isEmpty()) {
      return bug(result, Path.of(settings.traceDir()), name, program, runSettings);
    }
    if (watch.controlledNothing()) {
      if (settings.allowUncontrolled() || configuration.allowUncontrolled()) {
        return new Verdict(null, null, true);
      }
      return new Verdict(UncontrolledRun.failure(test, watch, result.warnings())
          .map(message -> new AssertionError(message + "\n(@ReachabilityTest(allowUncontrolled"
              + " = true), or the configuration parameter " + Configuration.ALLOW_UNCONTROLLED
              + "=true, lets such a test pass after its one run)"))
          .orElse(null), null, true);
    }
    if (!result.warnings().isEmpty()) {
      return failed("RichTest: " + String.join("\n", result.warnings()));
    }
    if (settings.failOnDataRace() && !result.dataRaces().isEmpty()) {
      return failed(FailureMessage.dataRaces(result)
          + "(@ReachabilityTest(failOnDataRace = false) allows them; exploreFields explores "
          + "a field's interleavings instead)");
    }
    if (!result.complete() && (settings.failIfIncomplete() || configuration.failIfIncomplete())) {
      return failed(incomplete(result));
    }
    return new Verdict(null, null, false);
  }

  private static Verdict failed(String message) {
    return new Verdict(new AssertionError(message), null, false);
  }

  /** Returns the failure of the first bug, with its sequence saved; a warning comes last. */
  private static Verdict bug(
      ExplorationResult result, Path traceDir, String name, String program,
      RunSettings runSettings) {
    RunResult bug = result.bugs().get(0);
    String summary =
        String.format(
            Locale.ROOT,
            "%s exploration: %d runs, %d sequences, %d partial runs, %s",
            result.strategy().id(),
            result.runs(),
            result.sequences(),
            result.partialRuns(),
            result.bugs().size() == 1 ? "1 bug" : result.bugs().size() + " bugs, the first shown");
    String warnings =
        result.warnings().isEmpty() ? "" : "\nRichTest: " + String.join("\n", result.warnings());
    Path json;
    Path svg;
    try {
      json = TraceFiles.save(traceDir, name, bug.trace(program, runSettings)).toAbsolutePath();
      svg = ReachabilityExtension.saveDiagram(json, bug);
    } catch (IOException e) {
      AssertionError failure = new AssertionError(
          FailureMessage.of(bug, summary) + "trace: not saved: " + e, FailureMessage.cause(bug));
      failure.addSuppressed(e);
      return new Verdict(failure, null, false);
    }
    return new Verdict(
        new AssertionError(
            FailureMessage.of(bug, summary) + FailureMessage.dataRaces(result)
                + FailureMessage.traceLines(json, svg) + warnings,
            FailureMessage.cause(bug)),
        json,
        false);
  }

  /** Returns why an exploration cut short fails the test, with how much of it was done. */
  private static String incomplete(ExplorationResult result) {
    String share = Optional.ofNullable(result.estimate())
        .filter(estimate -> !estimate.exact())
        .map((SpaceEstimate estimate) -> String.format(Locale.ROOT, " of %s, %.1f%% explored",
            estimate, 100 * estimate.explored(result.sequences())))
        .orElse("");
    return "RichTest: the exploration was cut short (" + result.runs() + " runs, "
        + result.sequences() + " sequences" + share + ") and failIfIncomplete asks for all of it:"
        + " raise maxRuns or maxSeconds, or explore a smaller scenario";
  }

  /** Returns whether the test passed. */
  boolean passed() {
    return failure == null;
  }
}
