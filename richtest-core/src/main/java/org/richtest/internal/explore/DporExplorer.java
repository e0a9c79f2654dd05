package org.richtest.internal.explore;

import com.google.common.hash.HashCode;
import java.util.HashSet;
import java.util.Set;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.UnsupportedProgramException;
import org.richtest.event.Line;
import org.richtest.internal.dpor.DporSearch;
import org.richtest.internal.schedule.RunClock;
import org.richtest.internal.schedule.RunExecutor;

/**
 * Stateless dynamic partial-order reduction with backtrack and sleep sets ({@link DporSearch}):
 * runs until no state on the search path has a backtrack decision left. It exercises every partial
 * order at least once; a run whose partial order an earlier run had already exercised counts as
 * redundant (found by a hash set of partial orders, as for the oracle), and a run that the sleep
 * sets end early counts as partial.
 */
public final class DporExplorer implements Explorer {

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    RunExecutor executor = new RunExecutor(options.watchdog()).configuredBy(options);
    Tally tally = Tally.withProbes(program, options, executor);
    Set<HashCode> seen = new HashSet<>();
    DporSearch search = new DporSearch();
    do {
      if (!tally.mayContinue()) {
        return tally.result(false);
      }
      long start = System.nanoTime();
      RunExecutor.Recorded recorded = executor.record(program, search.nextRun());
      RunResult run = recorded.result();
      rejectSharedVariables(run);
      long ran = System.nanoTime();
      tally.runNanos += ran - start;
      tally.count(
          run,
          run.outcome() instanceof RunOutcome.PartialRun
              || seen.add(PartialOrderKey.of(run.sequence())));
      if (tally.stoppedByBug()) {
        return tally.result(false);
      }
      search.backtrack(recorded.indexed());
      tally.analysisNanos += System.nanoTime() - ran;
    } while (search.advance());
    return tally.result(true);
  }

  /**
   * Refuses a program with shared variables: DPOR's transitions are named by their sending partner
   * and its dependency is "same receiving line", neither of which holds for a read, which takes a
   * write without consuming it and fires on the reader's own line.
   */
  private static void rejectSharedVariables(RunResult run) {
    for (Line line : run.sequence().lines()) {
      if (line.isVariable()) {
        String what = RunClock.isOne(line.name())
            ? "the program reads the clock, the run's logical clock " + line.name()
                + ", which its timeouts write; or read real time: withLogicalClock(false), CLI"
                + " --real-time"
            : "the program reads and writes " + line.name();
        throw new UnsupportedProgramException(
            "the dpor strategy does not support shared variables yet (" + what
                + "); use reachability testing, the default strategy, which explores them");
      }
    }
  }
}
