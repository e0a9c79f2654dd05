package org.richtest.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * Compares reachability testing with the exhaustive oracle on one program (semantics §8): the sets of
 * partial orders must be equal, reachability testing must exercise none twice, and the partial orders
 * that fail or deadlock must be the same.
 */
public final class Differential {

  private Differential() {}

  /** The outcome of one comparison; {@link #problem()} is null when the strategies agree. */
  public record Comparison(
      int reachabilitySequences,
      int oracleSequences,
      long reachabilityRuns,
      long partialRuns,
      long oracleRuns,
      String problem) {

    /** Returns whether the two strategies agree. */
    public boolean agrees() {
      return problem.isEmpty();
    }
  }

  /** Explores {@code program} with both strategies, collecting all bugs, and compares them. */
  public static Comparison compare(Program program) {
    List<String> reachability = new ArrayList<>();
    Set<String> reachabilityBugs = new TreeSet<>();
    ExplorationResult rt = RichTest.explore(program, options(Strategy.REACHABILITY, run -> {
      if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
        reachability.add(key(run));
        if (run.outcome().isProgramBug()) {
          reachabilityBugs.add(key(run));
        }
      }
    }));
    Set<String> oracle = new TreeSet<>();
    Set<String> oracleBugs = new TreeSet<>();
    ExplorationResult ex = RichTest.explore(program, options(Strategy.EXHAUSTIVE, run -> {
      oracle.add(key(run));
      if (run.outcome().isProgramBug()) {
        oracleBugs.add(key(run));
      }
    }));
    StringBuilder problem = new StringBuilder();
    Set<String> distinct = new HashSet<>(reachability);
    if (distinct.size() != reachability.size()) {
      problem.append("reachability testing exercised a partial order twice\n");
    }
    Set<String> missing = new TreeSet<>(oracle);
    missing.removeAll(distinct);
    Set<String> extra = new TreeSet<>(distinct);
    extra.removeAll(oracle);
    if (!missing.isEmpty()) {
      problem.append("missed by reachability testing: ").append(missing).append('\n');
    }
    if (!extra.isEmpty()) {
      problem.append("not found by the oracle: ").append(extra).append('\n');
    }
    if (!reachabilityBugs.equals(oracleBugs)) {
      problem.append("bugs differ: reachability ").append(reachabilityBugs)
          .append(" oracle ").append(oracleBugs).append('\n');
    }
    if (!rt.complete() || !ex.complete()) {
      problem.append("an exploration did not complete\n");
    }
    return new Comparison(
        reachability.size(), oracle.size(), rt.runs(), rt.partialRuns(), ex.runs(), problem.toString());
  }

  private static ExplorationOptions options(Strategy strategy, org.richtest.RunListener listener) {
    return ExplorationOptions.defaults()
        .withStrategy(strategy)
        .withStopAtFirstBug(false)
        .withListener(listener);
  }

  /** Returns the identity of a run's partial order: its sorted synchronization pairs. */
  public static String key(RunResult run) {
    return run.sequence().pairs().toString();
  }
}
