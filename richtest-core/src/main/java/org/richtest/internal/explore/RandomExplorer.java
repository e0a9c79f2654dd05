package org.richtest.internal.explore;

import com.google.common.hash.HashCode;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.schedule.PctChooser;
import org.richtest.internal.schedule.RunExecutor;

/**
 * Random testing: independent runs, each with probabilistic concurrency testing ({@link
 * PctChooser}) at the options' depth, or uniformly random choices at depth 0. Every run takes its
 * randomness from a generator split off one seeded by the free-run policy ({@value #DEFAULT_SEED}
 * unless it is seeded). It never completes; without a budget it stops after {@value
 * #DEFAULT_RUNS} runs. Distinct partial orders are counted by a hash set.
 */
public final class RandomExplorer implements Explorer {

  /** The number of runs when the options set neither a run nor a time budget. */
  public static final long DEFAULT_RUNS = 1_000;

  /** The seed when the free-run policy is not seeded. */
  public static final long DEFAULT_SEED = 0;

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    ExplorationOptions budgeted =
        options.maxRuns() == Long.MAX_VALUE && options.maxTime() == null
            ? options.withMaxRuns(DEFAULT_RUNS)
            : options;
    RunExecutor executor = new RunExecutor(budgeted.watchdog()).configuredBy(budgeted);
    Tally tally = Tally.withProbes(program, budgeted, executor);
    Set<HashCode> seen = new HashSet<>();
    SplittableRandom seeds =
        new SplittableRandom(
            options.freeRunPolicy() instanceof FreeRunPolicy.SeededRandom seeded
                ? seeded.seed()
                : DEFAULT_SEED);
    int steps = 1;
    while (tally.mayContinue()) {
      SplittableRandom random = seeds.split();
      Chooser chooser =
          options.pctDepth() == 0
              ? new FreeRunChooser(FreeRunPolicy.seededRandom(random.nextLong()))
              : new PctChooser(random, options.pctDepth(), steps);
      long start = System.nanoTime();
      RunResult run = executor.execute(program, chooser);
      tally.runNanos += System.nanoTime() - start;
      tally.count(run, seen.add(PartialOrderKey.of(run.sequence())));
      if (chooser instanceof PctChooser pct) {
        steps = Math.max(steps, pct.steps());
      }
    }
    return tally.result(false);
  }
}
