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
 * Iterative context bounding (Musuvathi &amp; Qadeer, PLDI 2007, as in CHESS): every schedule with
 * no preemption, then every schedule with at most one, two, … up to the options' preemption bound,
 * each bound by a stateless depth-first search over the decisions it allows. The search ends
 * complete at the first bound that cut nothing: it has then run every schedule.
 */
public final class ContextBoundedExplorer implements Explorer {

  /*
   * The paper's Algorithm 1 runs every execution once, in the round of its number of preemptions,
   * by keeping a queue of the states where the next round preempts. A stateless search keeps no
   * such queue: the round of bound c runs every schedule with at most c preemptions, so a schedule
   * with k preemptions runs once in each round from k on, and its repeats count as redundant runs.
   * Each schedule runs at most once per round. Distinct partial orders are counted by a hash set,
   * as for the oracle.
   */

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor = new RunExecutor(options.watchdog()).configuredBy(options);
    Tally tally = Tally.withProbes(program, options, executor);
    Set<HashCode> seen = new HashSet<>();
    for (int bound = 0; ; bound++) {
      boolean cut = false;
      DecisionPrefix.@org.jspecify.annotations.Nullable Path prefix = DecisionPrefix.Path.EMPTY;
      while (prefix != null) {
        if (!tally.mayContinue()) {
          return tally.result(false);
        }
        PreemptionBoundedPrefix chooser = new PreemptionBoundedPrefix(prefix, bound);
        long start = System.nanoTime();
        RunResult run = executor.execute(program, chooser);
        tally.runNanos += System.nanoTime() - start;
        tally.count(run, seen.add(PartialOrderKey.of(run.sequence())));
        if (tally.stoppedByBug()) {
          return tally.result(false);
        }
        cut |= chooser.cut();
        prefix = chooser.next();
      }
      tally.completedBound = bound;
      if (!cut || bound == options.preemptionBound()) {
        return tally.result(!cut);
      }
    }
  }
}
