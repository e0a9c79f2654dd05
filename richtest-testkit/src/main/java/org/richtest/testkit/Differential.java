package org.richtest.testkit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * Compares reachability testing, sequential and parallel, with the exhaustive oracle on one program
 * (semantics §8): the sets of partial orders must be equal, reachability testing must exercise none
 * twice, the parallel exploration and the one by work items of a distributed engine
 * ({@link WorkItemExploration}) must make the sequential one's runs, and the partial orders that
 * fail or deadlock must be the same. {@link #explore} and {@link #difference} compare any two
 * explorations the same way.
 */
public final class Differential {

  /** The workers of the parallel reachability testing compared too. */
  private static final int PARALLEL_WORKERS = 3;

  /** The runs of a work item in the exploration by work items compared too. */
  private static final long WORK_ITEM_RUNS = 2;

  private Differential() {}

  /** The outcome of one comparison; {@link #problem()} is empty when the strategies agree. */
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

    /** Returns whether the oracle gave up before its space ended, so that nothing was compared. */
    public boolean oracleGaveUp() {
      return problem.startsWith(ORACLE_GAVE_UP);
    }
  }

  /**
   * The partial orders one exploration exercised.
   *
   * @param partialOrders the partial order of every complete run, in run order, repeats included
   * @param bugs the partial orders of the runs that failed, deadlocked or hit the watchdog
   * @param result the exploration's result
   */
  public record Exploration(
      List<String> partialOrders, Set<String> bugs, ExplorationResult result) {

    /** Returns the distinct partial orders. */
    public Set<String> distinct() {
      return new TreeSet<>(partialOrders);
    }
  }

  /**
   * The runs an oracle may make before a comparison gives up, unless the caller gives its own
   * budget: a generated program whose space has no end (or is too large to compare) fails its
   * test, naming its seed, instead of holding CI.
   */
  private static final long ORACLE_RUNS = Long.getLong("richtest.differential.oracleRuns", 1_000_000);
  private static final String ORACLE_GAVE_UP = "the oracle did not end within ";

  /** Explores {@code program} with both strategies, collecting all bugs, and compares them. */
  public static Comparison compare(Program program) {
    return compare(program, null);
  }

  /**
   * Explores {@code program} with both strategies, collecting all bugs, and compares them; with a
   * {@code checkpoint} file, also an exploration stopped half-way and resumed from it ({@link
   * #compareResumed}).
   */
  public static Comparison compare(Program program, @Nullable Path checkpoint) {
    return compare(program, checkpoint, UnaryOperator.identity());
  }

  /**
   * Explores {@code program} as {@link #compare(Program)} does, every exploration with its options
   * changed by {@code setting} (thread ends as events from the first run, for a program that asks
   * whether a thread is alive; without it every exploration, work items too, starts over).
   */
  public static Comparison compareWith(
      Program program, UnaryOperator<ExplorationOptions> setting) {
    return compare(program, null, setting);
  }

  /**
   * Compares as {@link #compare(Program)} does, the oracle giving up after {@code oracleRuns} runs
   * ({@link Comparison#oracleGaveUp}).
   */
  public static Comparison compareWithin(Program program, long oracleRuns) {
    return compare(program, null, UnaryOperator.identity(), oracleRuns);
  }

  /**
   * Compares as {@link #compareWith} does, the oracle giving up after {@code oracleRuns} runs
   * ({@link Comparison#oracleGaveUp}): a program whose space ends only by a rule under test fails
   * fast when the rule is broken.
   */
  public static Comparison compareWithin(
      Program program, UnaryOperator<ExplorationOptions> setting, long oracleRuns) {
    return compare(program, null, setting, oracleRuns);
  }

  private static Comparison compare(Program program, @Nullable Path checkpoint,
      UnaryOperator<ExplorationOptions> setting) {
    return compare(program, checkpoint, setting, ORACLE_RUNS);
  }

  private static Comparison compare(Program program, @Nullable Path checkpoint,
      UnaryOperator<ExplorationOptions> setting, long oracleRuns) {
    Exploration ex = explore(program,
        setting.apply(options(Strategy.EXHAUSTIVE)).withMaxRuns(oracleRuns));
    if (!ex.result().complete()) {
      return new Comparison(0, ex.distinct().size(), 0, 0, ex.result().runs(),
          ORACLE_GAVE_UP + oracleRuns + " runs (" + ex.result().summary()
              + "): the program's space is too large to compare, or without end\n");
    }
    long budget = runBudget(ex);
    Exploration rt =
        explore(program, setting.apply(options(Strategy.REACHABILITY)).withMaxRuns(budget));
    StringBuilder problem = new StringBuilder();
    if (!rt.result().complete()) {
      problem.append("reachability testing did not end within ").append(budget)
          .append(" runs; the oracle found ").append(ex.distinct().size()).append(" sequences\n");
    }
    if (new HashSet<>(rt.partialOrders()).size() != rt.partialOrders().size()) {
      problem.append("reachability testing exercised a partial order twice\n");
    }
    problem.append(difference(rt, ex));
    Exploration parallel = explore(program,
        setting.apply(options(Strategy.REACHABILITY)).withParallelism(PARALLEL_WORKERS)
            .withMaxRuns(budget));
    if (new HashSet<>(parallel.partialOrders()).size() != parallel.partialOrders().size()) {
      problem.append("parallel reachability testing exercised a partial order twice\n");
    }
    if (parallel.result().runs() != rt.result().runs()
        || parallel.result().partialRuns() != rt.result().partialRuns()) {
      problem.append("parallel reachability testing made ").append(parallel.result().runs())
          .append(" runs, ").append(parallel.result().partialRuns()).append(" partial, not ")
          .append(rt.result().runs()).append(", ").append(rt.result().partialRuns()).append('\n');
    }
    problem.append(ResultParity.difference("parallel", rt.result(), parallel.result()));
    String parallelDifference = difference(parallel, ex);
    if (!parallelDifference.isEmpty()) {
      problem.append("parallel (").append(PARALLEL_WORKERS).append(" workers): ")
          .append(parallelDifference);
    }
    Exploration items = WorkItemExploration.explore(
        program, setting.apply(options(Strategy.REACHABILITY)).withMaxRuns(budget),
        WORK_ITEM_RUNS);
    if (items.result().runs() != rt.result().runs()
        || items.result().partialRuns() != rt.result().partialRuns()
        || items.partialOrders().size() != rt.partialOrders().size()) {
      problem.append("work items made ").append(items.result().runs()).append(" runs, ")
          .append(items.result().partialRuns()).append(" partial, not ")
          .append(rt.result().runs()).append(", ").append(rt.result().partialRuns()).append('\n');
    }
    problem.append(ResultParity.difference("work items", rt.result(), items.result()));
    String itemDifference = difference(items, ex);
    if (!itemDifference.isEmpty()) {
      problem.append("work items of ").append(WORK_ITEM_RUNS).append(" runs: ")
          .append(itemDifference);
    }
    if (checkpoint != null) {
      problem.append(compareResumed(program, rt, ex, checkpoint));
    }
    return new Comparison(
        rt.partialOrders().size(),
        ex.distinct().size(),
        rt.result().runs(),
        rt.result().partialRuns(),
        ex.result().runs(),
        problem.toString());
  }

  /**
   * Returns the runs reachability testing may take on a program whose oracle exploration was {@code
   * oracle}: far more than it needs (it makes one run per sequence, and a few partial ones), so that
   * an exploration that does not end is reported instead of hanging the test.
   */
  static long runBudget(Exploration oracle) {
    return 20L * oracle.distinct().size() + 200;
  }

  /**
   * Compares with {@code oracle} the exploration of {@code program} by reachability testing on two
   * workers that saves a checkpoint to {@code file} and stops after half its runs, then is resumed
   * from it: together, the two sessions must exercise the oracle's partial orders and count as the
   * uninterrupted {@code whole}. Returns the problem, empty if none.
   */
  public static String compareResumed(
      Program program, Exploration whole, Exploration oracle, Path file) {
    long half = Math.max(1, whole.result().runs() / 2);
    ExplorationOptions options = options(Strategy.REACHABILITY).withParallelism(2);
    Exploration first = explore(program, options.withCheckpoint(file).withMaxRuns(half));
    Exploration second =
        explore(program, options.withResume(file).withMaxRuns(runBudget(oracle)));
    Set<String> together = new TreeSet<>(first.partialOrders());
    together.addAll(second.partialOrders());
    StringBuilder problem = new StringBuilder();
    Set<String> missing = new TreeSet<>(oracle.distinct());
    missing.removeAll(together);
    if (!missing.isEmpty()) {
      problem.append("missed by a resumed exploration: ").append(missing).append('\n');
    }
    if (!second.result().complete()
        || second.result().sequences() != whole.result().sequences()
        || second.result().runs() != whole.result().runs()) {
      problem.append("resumed after ").append(half).append(" runs: ")
          .append(second.result().sequences()).append(" sequences in ")
          .append(second.result().runs()).append(" runs, complete ")
          .append(second.result().complete()).append(", not ")
          .append(whole.result().sequences()).append(" in ").append(whole.result().runs())
          .append('\n');
    }
    problem.append(ResultParity.difference("resumed", whole.result(), second.result()));
    return problem.toString();
  }

  /**
   * Returns the options of a differential exploration: {@code strategy}, collecting every bug, and
   * spin loops ended ({@code withReadsInARow(1)}, off by default), so that the random programs'
   * spins stay finite for both strategies alike.
   */
  public static ExplorationOptions options(Strategy strategy) {
    return ExplorationOptions.defaults().withStrategy(strategy).withStopAtFirstBug(false)
        .withReadsInARow(1);
  }

  /**
   * Explores {@code program} with {@code options}, recording the partial order of every run that is
   * not partial; the options' own listener is replaced.
   */
  public static Exploration explore(Program program, ExplorationOptions options) {
    List<String> partialOrders = new ArrayList<>();
    Set<String> bugs = new TreeSet<>();
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {
        if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
          partialOrders.add(key(run));
          if (run.outcome().isProgramBug()) {
            bugs.add(key(run));
          }
        }
      }

      @Override
      public void onRestart(String reason) {
        partialOrders.clear();
        bugs.clear();
      }
    };
    ExplorationResult result = RichTest.explore(program, options.withListener(listener));
    return new Exploration(partialOrders, bugs, result);
  }

  /**
   * Returns how two explorations of one program differ: in their sets of partial orders, in the
   * partial orders that fail or deadlock, or because one did not complete; empty if they agree.
   */
  public static String difference(Exploration subject, Exploration reference) {
    String name = subject.result().strategy().id();
    String other = reference.result().strategy().id();
    StringBuilder problem = new StringBuilder();
    Set<String> missing = new TreeSet<>(reference.distinct());
    missing.removeAll(subject.distinct());
    Set<String> extra = new TreeSet<>(subject.distinct());
    extra.removeAll(reference.distinct());
    if (!missing.isEmpty()) {
      problem.append("missed by ").append(name).append(": ").append(missing).append('\n');
    }
    if (!extra.isEmpty()) {
      problem.append("not found by ").append(other).append(": ").append(extra).append('\n');
    }
    if (!subject.bugs().equals(reference.bugs())) {
      problem.append("bugs differ: ").append(name).append(' ').append(subject.bugs())
          .append(' ').append(other).append(' ').append(reference.bugs()).append('\n');
    }
    if (!subject.result().complete() || !reference.result().complete()) {
      problem.append("an exploration did not complete\n");
    }
    return problem.toString();
  }

  /** Returns the identity of a run's partial order: its sorted synchronization pairs. */
  public static String key(RunResult run) {
    return run.sequence().pairs().toString();
  }
}
