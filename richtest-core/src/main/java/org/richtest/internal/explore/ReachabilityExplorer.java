package org.richtest.internal.explore;

import java.util.ArrayDeque;
import java.util.Deque;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.internal.replay.InfeasibleVariantException;
import org.richtest.internal.replay.PrefixReplay;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;

/**
 * Algorithm Reachability-Testing (paper Fig. 9): a free run, then one prefix-based run per derived
 * variant, each collected sequence generating variants in turn. No sequence is kept once its
 * variants are exhausted: the worklist is a depth-first stack of frames, each a sequence's lazy
 * {@link VariantGenerator}, so memory is bounded by depth times sequence size, not by the number of
 * sequences (semantics §7). Every partial order is exercised exactly once (paper Theorem 2).
 */
public final class ReachabilityExplorer implements Explorer {

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor =
        new RunExecutor(options.watchdog(), options.reductions()).configuredBy(options);
    Tally tally = Tally.withProbes(program, options, executor);
    Deque<VariantGenerator> frames = new ArrayDeque<>();
    runAndPush(program, Variant.EMPTY, options, executor, tally, frames);
    while (!frames.isEmpty() && !tally.stoppedByBug()) {
      long analysis = System.nanoTime();
      VariantGenerator top = frames.peek();
      Variant variant = top.next();
      tally.infeasibleVariants += top.takeInfeasibleRows();
      tally.analysisNanos += System.nanoTime() - analysis;
      if (variant == null) {
        frames.pop();
        continue;
      }
      if (!tally.mayContinue()) {
        return tally.result(false);
      }
      runAndPush(program, variant, options, executor, tally, frames);
    }
    return tally.result(frames.isEmpty());
  }

  private static void runAndPush(
      Program program,
      Variant variant,
      ExplorationOptions options,
      RunExecutor executor,
      Tally tally,
      Deque<VariantGenerator> frames) {
    RunExecutor.Recorded recorded = runVariant(program, variant, options, executor, tally);
    if (recorded == null) {
      tally.infeasibleVariants++;
      return;
    }
    RunResult run = recorded.result();
    long ran = System.nanoTime();
    tally.count(run, true);
    if (!tally.stoppedByBug()) {
      frames.push(new VariantGenerator(recorded.indexed(), variant, recorded.facts()));
      tally.analysisNanos += System.nanoTime() - ran;
    }
  }

  /**
   * Runs {@code variant} by prefix-based replay, recording what the reductions need, and adds the
   * time it takes to the tally's; returns null for a variant no run can exercise.
   */
  static RunExecutor.@Nullable Recorded runVariant(
      Program program,
      Variant variant,
      ExplorationOptions options,
      RunExecutor executor,
      Tally tally) {
    long start = System.nanoTime();
    try {
      return replay(program, variant, options, executor);
    } finally {
      tally.runNanos += System.nanoTime() - start;
    }
  }

  /**
   * Runs {@code variant} by prefix-based replay, recording what the reductions need; returns null
   * for a variant no run can exercise (see {@link InfeasibleVariantException}), which has no
   * sequence and no subtree.
   */
  static RunExecutor.@Nullable Recorded replay(
      Program program, Variant variant, ExplorationOptions options, RunExecutor executor) {
    try {
      return executor.record(
          program, new PrefixReplay(variant, new FreeRunChooser(options.freeRunPolicy()), false));
    } catch (InfeasibleVariantException infeasible) {
      return null;
    }
  }
}
