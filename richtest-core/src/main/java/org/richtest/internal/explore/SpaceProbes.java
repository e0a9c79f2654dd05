package org.richtest.internal.explore;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.reduce.ReductionFacts;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;

/**
 * Random probes of reachability testing's variant tree, and the estimate of the number of
 * sequences (complete runs) the tree holds: Knuth's estimator in Chen's stratified form.
 */
final class SpaceProbes {

  /*
   * Knuth (1975) follows one random root-to-leaf path; with W the product of the numbers of
   * children above a node, the sum of W over the path's complete runs is an unbiased estimate of
   * their number in the tree. Chen (1992, heuristic sampling) keeps one node per depth and *type*
   * instead of one per depth: a probe goes down level by level; every child of a kept node enters
   * the next level with its parent's weight, and children of one type merge into one with the sum
   * of their weights, the survivor drawn with probability proportional to weight. Any type gives an
   * unbiased estimate; a type that tells small subtrees from large ones cuts the variance. Here the
   * type is the number of events the child's variant keeps: the fewer it keeps, the more is left
   * to explore below it. With one type per depth this is Knuth's estimator. A probe runs every node
   * it keeps once (the root, shared by all probes, only the first time).
   *
   * The estimate is the mean over finished probes, with a Student-t 95% interval from their
   * variance (Welford's update). A node's children come from enumerating its race table's rows and
   * deriving each row's variant, so a probe step costs as much analysis as the node's whole frame
   * in the depth-first search.
   */

  /** The exploration runs after which probing starts. */
  static final long FIRST_AFTER = 1_000;

  private static final long DEFAULT_SEED = 0x5EEDL;
  /** Student's t at 97.5% for 1 to 30 degrees of freedom; 1.96 beyond. */
  private static final double[] T_975 = {
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
    2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042
  };

  /**
   * A node kept for the next level of a probe: a row of its parent's race table, and the weight it
   * stands for. Its variant is derived only when it runs.
   */
  private record Kept(VariantGenerator parent, int[] row, double weight) {}

  private final Program program;
  private final ExplorationOptions options;
  private final RunExecutor executor;
  private final SplittableRandom random;
  private @Nullable IndexedSequence root;
  private ReductionFacts rootFacts = ReductionFacts.NONE;
  private boolean rootComplete;
  private boolean singleNode;
  private boolean inProbe;
  private List<Kept> level = List.of();
  private int next;
  private Map<Integer, Kept> below = new LinkedHashMap<>();
  private double sum;
  /** Volatile for {@link #behind}, which a parallel worker asks without the probes' lock. */
  private volatile long runs;
  private long runNanos;
  private long finished;
  private double mean;
  private double squares;
  private boolean stopped;
  /**
   * When the steps must stop, by {@link System#nanoTime()}; null for no limit. A node's children
   * are every row of its race table, which can be vast (many threads with reads to keep coherent),
   * so the clock is read between rows too: a time budget holds even inside one expansion.
   */
  private @Nullable Long deadline;

  /** Creates probes of {@code program}'s variant tree, seeded by the options' free-run policy. */
  SpaceProbes(Program program, ExplorationOptions options, RunExecutor executor) {
    this.program = program;
    this.options = options;
    this.executor = executor;
    this.random =
        new SplittableRandom(
            options.freeRunPolicy() instanceof FreeRunPolicy.SeededRandom seeded
                ? seeded.seed()
                : DEFAULT_SEED);
    this.deadline =
        options.maxTime() == null ? null : System.nanoTime() + options.maxTime().toNanos();
  }

  /** Returns the runs the probes made. */
  long runs() {
    return runs;
  }

  /** Returns the time the probes spent running the program, in nanoseconds. */
  long runNanos() {
    return runNanos;
  }

  /** Returns the number of finished probes. */
  long finished() {
    return finished;
  }

  /** Returns whether the tree is the root alone, so that probing can tell nothing more. */
  boolean singleNode() {
    return singleNode;
  }

  /**
   * Makes probe runs until they are the options' share of {@code explorationRuns}, once the
   * exploration has made {@value #FIRST_AFTER} runs: a smaller one finishes or is cut by a budget
   * before the estimate would matter.
   */
  void keepUp(long explorationRuns) {
    while (behind(explorationRuns) && step()) {}
  }

  /** Returns whether the probes are short of their share of {@code explorationRuns}. */
  boolean behind(long explorationRuns) {
    return explorationRuns >= FIRST_AFTER && runs < options.probeShare() * explorationRuns;
  }

  /**
   * Makes probe runs until at least {@code probes} probes have finished, or for {@code limit}: a
   * probe of a tree with unbounded paths (a retry or spin loop) never finishes, and an exploration
   * its budget ended must still end.
   */
  void finishAtLeast(long probes, Duration limit) {
    deadline = System.nanoTime() + limit.toNanos();
    while (finished < probes && step()) {}
  }

  /**
   * Takes one step of the probes unless they stopped for good: the tree is a single node, or a
   * probe run hit the watchdog. Returns whether they go on.
   */
  private boolean step() {
    if (stopped || singleNode || pastDeadline()) {
      return false;
    }
    RunResult run = next();
    stopped = run != null && run.outcome() instanceof RunOutcome.WatchdogStop;
    return true;
  }

  /**
   * Takes one step of the current probe: runs the root if it has not run yet, or the next node the
   * probe keeps. Returns the run, or null when the step made none (it expanded the shared root, or
   * finished a probe).
   */
  @Nullable RunResult next() {
    if (root == null) {
      RunExecutor.Recorded recorded = Objects.requireNonNull(run(Variant.EMPTY));
      root = recorded.indexed();
      rootFacts = recorded.facts();
      rootComplete = complete(recorded.result());
      return recorded.result();
    }
    if (!inProbe) {
      sum = rootComplete ? 1 : 0;
      int children = expand(root, Variant.EMPTY, rootFacts, 1);
      if (children < 0) {
        return null;
      }
      if (children == 0) {
        singleNode = true;
        finish();
        return null;
      }
      inProbe = true;
      descend();
      return null;
    }
    if (next == level.size()) {
      if (below.isEmpty()) {
        finish();
        return null;
      }
      descend();
    }
    Kept node = level.get(next++);
    Variant variant = node.parent().variant(node.row());
    RunExecutor.Recorded recorded = run(variant);
    if (recorded == null) {
      return null;
    }
    RunResult run = recorded.result();
    if (complete(run)) {
      sum += node.weight();
    }
    expand(recorded.indexed(), variant, recorded.facts(), node.weight());
    return run;
  }

  /** Makes the level being built the level being run. */
  private void descend() {
    level = new ArrayList<>(below.values());
    below = new LinkedHashMap<>();
    next = 0;
  }

  /**
   * Adds the children of a node to the next level; returns their number, or -1 if the deadline
   * passed first, which abandons the probe (one with a node's children missing would be biased).
   */
  private int expand(
      IndexedSequence sequence, Variant variant, ReductionFacts facts, double weight) {
    VariantGenerator generator = new VariantGenerator(sequence, variant, facts);
    int children = 0;
    for (int[] row = generator.nextRow(); row != null; row = generator.nextRow()) {
      if (pastDeadline()) {
        clearProbe();
        return -1;
      }
      children++;
      int type = generator.keptEvents(row);
      Kept kept = below.get(type);
      if (kept == null) {
        below.put(type, new Kept(generator, row, weight));
      } else {
        double total = kept.weight() + weight;
        below.put(
            type,
            random.nextDouble() * total < weight
                ? new Kept(generator, row, total)
                : new Kept(kept.parent(), kept.row(), total));
      }
    }
    return children;
  }

  private boolean pastDeadline() {
    return deadline != null && System.nanoTime() - deadline >= 0;
  }

  /** Ends the current probe, finished or abandoned. */
  private void clearProbe() {
    inProbe = false;
    level = List.of();
    next = 0;
    below = new LinkedHashMap<>();
  }

  private void finish() {
    clearProbe();
    finished++;
    double delta = sum - mean;
    mean += delta / finished;
    squares += delta * (sum - mean);
    SpaceEstimate estimate = estimate(0);
    if (estimate != null) {
      options.listener().onEstimate(estimate);
    }
  }

  /**
   * Returns the estimate, raised to {@code exercised} (the sequences already seen) if it is below,
   * or null before a probe finished.
   */
  @Nullable SpaceEstimate estimate(long exercised) {
    if (finished == 0) {
      return null;
    }
    double half = finished < 2
        ? 0
        : t975(finished - 1) * Math.sqrt(squares / (finished - 1) / finished);
    double value = Math.max(mean, exercised);
    double low = Math.min(value, Math.max(mean - half, exercised));
    return new SpaceEstimate(value, low, Math.max(mean + half, value), finished, false);
  }

  private static double t975(long degreesOfFreedom) {
    return degreesOfFreedom <= T_975.length ? T_975[(int) degreesOfFreedom - 1] : 1.96;
  }

  /** Runs {@code variant}; null if no run can exercise it, a node with no sequence below it. */
  private RunExecutor.@Nullable Recorded run(Variant variant) {
    runs++;
    long start = System.nanoTime();
    try {
      return ReachabilityExplorer.replay(program, variant, options, executor);
    } finally {
      runNanos += System.nanoTime() - start;
    }
  }

  private static boolean complete(RunResult run) {
    return !(run.outcome() instanceof RunOutcome.PartialRun);
  }
}
