package org.richtest.junit5;

import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationResult;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * The parts of a failing test's message: the outcome, how it was found and the sequence in text
 * form; the data races; the paths of the trace and its diagram and, last, the line that replays it.
 */
final class FailureMessage {

  private FailureMessage() {}

  /** Returns the outcome, how it was found, and the sequence in text form, line by line. */
  static String of(RunResult run, String howFound) {
    String text = run.sequence().toText();
    return run.outcome()
        + "\n"
        + howFound
        + "\nsequence:\n"
        + text
        + (text.endsWith("\n") ? "" : "\n");
  }

  /** Returns one line per data race found, after a heading; empty if none. */
  static String dataRaces(ExplorationResult result) {
    StringBuilder text = new StringBuilder();
    if (!result.dataRaces().isEmpty()) {
      text.append(result.dataRaces().size()).append(" data race")
          .append(result.dataRaces().size() == 1 ? "" : "s").append(":\n");
      result.dataRaces().forEach(race -> text.append("  ").append(race).append('\n'));
    }
    return text.toString();
  }

  /**
   * Returns the trace's and the diagram's paths and, last, the copy-pasteable replay; a trace in a
   * build's {@code target} directory is said to go with the next {@code mvn clean}.
   */
  static String traceLines(Path json, Path svg) {
    String literal = json.toString().replace("\\", "\\\\").replace("\"", "\\\"");
    return "trace: "
        + json
        + "\ndiagram: "
        + svg.toAbsolutePath()
        + (inTarget(json) ? "\nkept: under target/, which mvn clean deletes; copy the trace to keep"
            + " it, or save traces elsewhere with @ReachabilityTest(traceDir = ...)" : "")
        + "\nreplay: @ReachabilityTest(replay = \""
        + literal
        + "\")";
  }

  private static boolean inTarget(Path file) {
    for (Path part : file) {
      if (part.toString().equals("target")) {
        return true;
      }
    }
    return false;
  }

  /** Returns the program's own throwable of a failed run, the cause of the test's failure. */
  static @Nullable Throwable cause(RunResult run) {
    return run.outcome() instanceof RunOutcome.Failure failure ? failure.cause() : null;
  }
}
