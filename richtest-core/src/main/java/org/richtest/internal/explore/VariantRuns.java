package org.richtest.internal.explore;

import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;

/**
 * Runs the variants of {@code program} on {@code executor}, an executor of the exploration's own:
 * what the parallel and the subtree explorations do for every variant they take.
 */
record VariantRuns(Program program, ExplorationOptions options, RunExecutor executor) {

  /** Returns the runs of {@code program}'s variants on a new executor configured by {@code options}. */
  static VariantRuns of(Program program, ExplorationOptions options) {
    return new VariantRuns(program, options,
        new RunExecutor(options.watchdog(), options.reductions()).configuredBy(options));
  }

  /** Runs {@code variant}; null if no run can exercise it (an infeasible variant: no subtree). */
  RunExecutor.@Nullable Recorded record(Variant variant) {
    return ReachabilityExplorer.replay(program, variant, options, executor);
  }
}
