package org.richtest.distributed;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * The sums of committed {@link WorkResult}s, and the {@link ExplorationResult} they make: what the
 * cluster's coordinator and the engine of worker processes both report, so that their counts are
 * summed in one place. Not thread-safe.
 */
final class WorkTally {

  private long items;
  private long runs;
  private long sequences;
  private long partialRuns;
  private long infeasibleVariants;
  private long periodicCuts;
  private long nanos;
  private boolean complete = true;
  private final List<byte[]> bugs = new ArrayList<>();
  private final Set<DataRace> races = new LinkedHashSet<>();
  private final Set<String> warnings = new LinkedHashSet<>();

  /** Adds the counts and findings of one committed result. */
  void add(WorkResult result) {
    items++;
    runs += result.runs();
    sequences += result.sequences();
    partialRuns += result.partialRuns();
    infeasibleVariants += result.infeasibleVariants();
    periodicCuts += result.periodicCuts();
    nanos += result.nanos();
    complete &= result.complete() && !result.stop();
    bugs.addAll(result.bugs());
    races.addAll(result.dataRaces());
    warnings.addAll(result.warnings());
  }

  /** Adds a warning about how the exploration went (a worker process that failed). */
  void warn(String warning) {
    warnings.add(warning);
  }

  /** Returns the results added. */
  long items() {
    return items;
  }

  /** Returns the runs counted so far. */
  long runs() {
    return runs;
  }

  /** Returns the sequences exercised so far. */
  long sequences() {
    return sequences;
  }

  /**
   * Returns the exploration's result: the sums, with the failing runs replayed by {@code runner}
   * (only the first with stop at the first bug, as the sequential explorer reports it).
   *
   * @param finished whether the whole frontier was explored (no budget, bug or error stopped it)
   */
  ExplorationResult result(
      ExplorationOptions options, WorkItemRunner runner, boolean finished, Duration elapsed) {
    List<RunResult> failing = new ArrayList<>();
    for (byte[] bug : bugs) {
      if (!options.stopAtFirstBug() || failing.isEmpty()) {
        failing.add(runner.replay(bug));
      }
    }
    boolean all = finished && complete;
    return new ExplorationResult(
        options.strategy(), sequences, partialRuns, runs, ImmutableList.copyOf(failing), all,
        elapsed, Duration.ofNanos(nanos), Duration.ZERO, options.reductions(),
        ImmutableList.copyOf(warnings), 0, 0, all ? SpaceEstimate.exact(sequences, 0) : null, -1,
        ImmutableList.copyOf(races), infeasibleVariants, periodicCuts);
  }
}
