package org.richtest.internal.explore;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/** Counts the runs of an exploration and decides when a budget or a bug ends it. */
final class Tally {

  private final ExplorationOptions options;
  private final long start = System.nanoTime();
  private final List<RunResult> bugs = new ArrayList<>();
  long sequences;
  long partialRuns;
  long runs;
  long runNanos;
  long analysisNanos;
  private boolean stopped;
  private boolean cutShort;
  private final List<String> warnings = new ArrayList<>(1);

  Tally(ExplorationOptions options) {
    this.options = options;
  }

  /**
   * Returns whether neither a bug nor a budget has ended the exploration. A spent budget only ends
   * it if there is more to do: the explorer asks right before each further run.
   */
  boolean mayContinue() {
    if (stopped || runs >= options.maxRuns()) {
      stopped = true;
    } else if (options.maxTime() != null
        && System.nanoTime() - start >= options.maxTime().toNanos()) {
      stopped = true;
    }
    return !stopped;
  }

  /** Records a run without deciding yet whether a budget ends the exploration. */
  void count(RunResult run, boolean newSequence) {
    runs++;
    if (runs == 1 && UncontrolledProgram.suspected(run)) {
      warnings.add(UncontrolledProgram.warning());
    }
    if (run.outcome() instanceof RunOutcome.PartialRun) {
      partialRuns++;
    } else if (newSequence) {
      sequences++;
    }
    options.listener().onRun(run);
    if (run.outcome() instanceof RunOutcome.WatchdogStop stop) {
      // Its sequence ends where the thread got stuck: what lies beyond was never explored. A thread
      // still running keeps a carrier busy, so exploring on could starve every later run.
      cutShort = true;
      stopped |= stop.stillRunning();
    }
    if (run.outcome().isProgramBug() && newSequence) {
      bugs.add(run);
      stopped |= options.stopAtFirstBug();
    }
  }

  /** Returns whether a bug stopped the exploration. */
  boolean stoppedByBug() {
    return stopped;
  }

  ExplorationResult result(boolean exhausted) {
    return new ExplorationResult(
        options.strategy(),
        sequences,
        partialRuns,
        runs,
        ImmutableList.copyOf(bugs),
        exhausted && !stopped && !cutShort,
        Duration.ofNanos(System.nanoTime() - start),
        Duration.ofNanos(runNanos),
        Duration.ofNanos(analysisNanos),
        options.reductions(),
        ImmutableList.copyOf(warnings));
  }
}
