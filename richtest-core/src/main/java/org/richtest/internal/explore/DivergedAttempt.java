package org.richtest.internal.explore;

import java.util.ArrayList;
import java.util.List;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.internal.schedule.KeptValues;

/**
 * The first attempt of an exploration that may diverge and start over: a listener that passes
 * every call on and keeps the bugs the attempt found, so that starting over loses none of them,
 * and then the result of the second attempt with those bugs first and a warning saying why
 * (docs/decisions.md, "State kept across runs").
 */
final class DivergedAttempt implements RunListener {

  private final RunListener listener;
  private final List<RunResult> bugs = new ArrayList<>();

  DivergedAttempt(RunListener listener) {
    this.listener = listener;
  }

  @Override
  public void onRun(RunResult run) {
    if (run.outcome().isProgramBug()) {
      bugs.add(run);
    }
    listener.onRun(run);
  }

  @Override
  public void onEstimate(SpaceEstimate estimate) {
    listener.onEstimate(estimate);
  }

  @Override
  public void onProgress(ExplorationProgress progress) {
    listener.onProgress(progress);
  }

  /** A start over to model interrupts or the ends of threads finds its bugs again: drop them. */
  @Override
  public void onRestart(String reason) {
    bugs.clear();
    listener.onRestart(reason);
  }

  /**
   * Returns {@code result}, of the exploration started over after {@code diverged}, with the bugs
   * of this attempt first and a warning, if it had bugs or its runs read state an earlier run left:
   * the sequences that only the first state leads to were not all explored. {@code leaves} ends the
   * warning: what the exploration leaves in the field that diverged, if it is left changed.
   */
  ExplorationResult after(
      NondeterminismException diverged, ExplorationResult result, String leaves) {
    boolean kept = String.valueOf(diverged.getMessage()).startsWith(KeptValues.READ_KEPT);
    if (bugs.isEmpty() && !kept) {
      return result;
    }
    String warning = "the runs diverged, so the exploration started over once from the state they"
        + " left, and its counts are of the second start; sequences only the first state leads to"
        + " may be missing (" + diverged.getMessage() + ")" + leaves
        + (bugs.isEmpty() ? "" : "; the " + bugs.size() + " bug" + (bugs.size() == 1 ? "" : "s")
            + " found before it come first among the bugs");
    return AmendedResult.with(result, bugs, List.of(warning));
  }
}
