package org.richtest.internal.explore;

import java.util.ArrayDeque;
import java.util.Deque;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;

/**
 * Race-bounded reachability testing: the variants whose path from the first run reverses at most
 * 0, then 1, 2, … races, up to the options' race bound. Each round is the depth-first search of
 * {@link ReachabilityExplorer} over the variant tree cut at its bound; it ends complete at the
 * first bound that cut nothing.
 */
public final class RaceBoundedExplorer implements Explorer {

  /*
   * A variant's races are its parent's plus the columns its race-table row changes (a new partner
   * reverses one race). The tree is the one of paper Fig. 9, so the round of bound b runs every
   * node with at most b races once, and the nodes with exactly b are the new ones: each partial
   * order is exercised at most once per round, and counted as a sequence exactly once, in the round
   * of its number of races. The earlier nodes a round runs again, to rebuild the frames leading to
   * its new ones, are redundant runs. No history is kept across rounds; a frame is a sequence's
   * lazy generator and its races, as in the plain search.
   */

  private record Frame(VariantGenerator generator, int races) {}

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor =
        new RunExecutor(options.watchdog(), options.reductions()).configuredBy(options);
    Tally tally = Tally.withProbes(program, options, executor);
    for (int bound = 0; ; bound++) {
      boolean cut = false;
      Deque<Frame> frames = new ArrayDeque<>();
      if (!tally.mayContinue()
          || !runAndPush(program, Variant.EMPTY, 0, bound, options, executor, tally, frames)) {
        return tally.result(false);
      }
      while (!frames.isEmpty()) {
        Frame top = frames.peek();
        long analysis = System.nanoTime();
        int[] row = top.generator().nextRow();
        tally.analysisNanos += System.nanoTime() - analysis;
        if (row == null) {
          frames.pop();
          continue;
        }
        int races = top.races() + VariantGenerator.reversedRaces(row);
        if (races > bound) {
          cut = true;
          continue;
        }
        Variant variant = top.generator().variant(row);
        if (!tally.mayContinue()
            || !runAndPush(program, variant, races, bound, options, executor, tally, frames)) {
          return tally.result(false);
        }
      }
      tally.completedBound = bound;
      if (!cut || bound == options.raceBound()) {
        return tally.result(!cut);
      }
    }
  }

  /** Runs {@code variant} and pushes its frame; returns false if a bug ended the exploration. */
  private static boolean runAndPush(
      Program program,
      Variant variant,
      int races,
      int bound,
      ExplorationOptions options,
      RunExecutor executor,
      Tally tally,
      Deque<Frame> frames) {
    RunExecutor.Recorded recorded =
        ReachabilityExplorer.runVariant(program, variant, options, executor, tally);
    if (recorded == null) {
      return true;
    }
    RunResult run = recorded.result();
    long ran = System.nanoTime();
    tally.count(run, races == bound);
    if (tally.stoppedByBug()) {
      return false;
    }
    frames.push(
        new Frame(new VariantGenerator(recorded.indexed(), variant, recorded.facts()), races));
    tally.analysisNanos += System.nanoTime() - ran;
    return true;
  }
}
