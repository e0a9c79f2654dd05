package org.richtest.internal.explore;

import com.google.common.hash.HashCode;
import java.util.HashSet;
import java.util.Set;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.internal.schedule.RunExecutor;

/**
 * Sampling reachability testing: the options' number of random root-to-leaf probes of the variant
 * tree ({@link SpaceProbes}), every run of them reported, and the probes' estimate of the number of
 * sequences. It never completes. The free run at the root runs once and is shared by every probe;
 * distinct partial orders are counted by a hash set, repeats are redundant runs.
 */
public final class SamplingExplorer implements Explorer {

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor =
        new RunExecutor(options.watchdog(), options.reductions()).configuredBy(options);
    Tally tally = new Tally(options);
    SpaceProbes probes = new SpaceProbes(program, options, executor);
    Set<HashCode> seen = new HashSet<>();
    while (probes.finished() < options.sample() && !probes.singleNode()) {
      if (!tally.mayContinue()) {
        return tally.result(false, probes);
      }
      long start = System.nanoTime();
      long ranBefore = probes.runNanos();
      RunResult run = probes.next();
      long ran = probes.runNanos() - ranBefore;
      tally.runNanos += ran;
      tally.analysisNanos += System.nanoTime() - start - ran;
      if (run != null) {
        tally.count(run, seen.add(PartialOrderKey.of(run.sequence())));
        if (tally.stoppedByBug()) {
          return tally.result(false, probes);
        }
      }
    }
    return tally.result(false, probes);
  }
}
