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
 * The oracle (semantics §8): every sequence of controller decisions, by stateless depth-first search
 * with decision-prefix replay, like VeriSoft without reduction. Distinct partial orders are counted by
 * a 128-bit hash of their synchronization pairs; this set is the only history kept, which is fine for
 * an oracle and a baseline.
 */
public final class ExhaustiveExplorer implements Explorer {

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor = new RunExecutor(options.watchdog()).configuredBy(options);
    Tally tally = Tally.withProbes(program, options, executor);
    Set<HashCode> seen = new HashSet<>();
    DecisionPrefix.@org.jspecify.annotations.Nullable Path prefix = DecisionPrefix.Path.EMPTY;
    while (prefix != null && !tally.stoppedByBug()) {
      if (!tally.mayContinue()) {
        return tally.result(false);
      }
      DecisionPrefix chooser = new DecisionPrefix(prefix);
      long start = System.nanoTime();
      RunResult run = executor.execute(program, chooser);
      tally.runNanos += System.nanoTime() - start;
      tally.count(run, seen.add(PartialOrderKey.of(run.sequence())));
      prefix = chooser.next();
    }
    return tally.result(prefix == null);
  }
}
