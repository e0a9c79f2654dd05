package org.richtest.internal.explore;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.internal.schedule.RunExecutor;

/**
 * Counts the runs of an exploration, decides when a budget or a bug ends it, and keeps the probes
 * that estimate the size of the space up with the runs.
 */
final class Tally {

  /** The probes an exploration cut short by a budget finishes at least. */
  static final int MIN_PROBES = 3;
  /** The most distinct warnings of runs an exploration reports. */
  private static final int MOST_WARNINGS = 50;
  /** At most this long spent finishing probes after a budget ended the exploration. */
  private static final Duration PROBES_AT_THE_END = Duration.ofSeconds(1);

  private final ExplorationOptions options;
  private final @Nullable SpaceProbes probes;
  private final long start = System.nanoTime();
  /** The time the sessions before a resume explored, so that the rate counts their sequences fairly. */
  private long earlierNanos;
  private final List<RunResult> bugs = new ArrayList<>();
  private final Set<DataRace> dataRaces = new LinkedHashSet<>();
  long sequences;
  long partialRuns;
  long redundantRuns;
  long runs;
  long runNanos;
  /** Variants dropped because no run can exercise them (see ExplorationResult). */
  long infeasibleVariants;
  /** Runs that cut a periodic task at the bound on its periods (see ExplorationResult). */
  long periodicCuts;
  long analysisNanos;
  int completedBound = -1;
  private boolean stopped;
  private boolean cutShort;
  private final List<String> warnings = new ArrayList<>(1);
  private final UnseenFields unseenFields;
  private boolean budgetSpent;

  /** Creates a tally without probes. */
  Tally(ExplorationOptions options) {
    this(options, null);
  }

  /** Creates a tally with probes of {@code program}'s variant tree, unless the options turn them off. */
  static Tally withProbes(Program program, ExplorationOptions options, RunExecutor executor) {
    return new Tally(
        options, options.probeShare() > 0 ? new SpaceProbes(program, options, executor) : null);
  }

  /** Creates a tally that runs {@code probes} along, at the options' share of the runs. */
  Tally(ExplorationOptions options, @Nullable SpaceProbes probes) {
    this.options = options;
    this.probes = probes;
    this.unseenFields = new UnseenFields(options.exploredFields());
  }

  /**
   * Returns whether neither a bug nor a budget has ended the exploration. A spent budget only ends
   * it if there is more to do: the explorer asks right before each further run. The probes catch
   * up with their share of the runs first.
   */
  boolean mayContinue() {
    if (probes != null && !stopped) {
      probes.keepUp(runs);
    }
    return mayStart(0);
  }

  /** Returns whether a run or a time budget can end the exploration. */
  boolean budgeted() {
    return options.maxRuns() != Long.MAX_VALUE || options.maxTime() != null;
  }

  /**
   * Returns whether neither a bug nor a budget has ended the exploration, with {@code inFlight}
   * runs started but not yet counted, which the run budget counts too. The probes do not run.
   */
  boolean mayStart(long inFlight) {
    if (stopped) {
      return false;
    }
    budgetSpent =
        runs + inFlight >= options.maxRuns()
            || options.maxTime() != null
                && System.nanoTime() - start >= options.maxTime().toNanos();
    stopped = budgetSpent;
    return !stopped;
  }

  /**
   * Returns whether {@link #keepProbesUp} would make probe runs: a parallel worker asks before it
   * takes the probes' lock, which is then taken only when there is something to do.
   */
  boolean probesBehind(long explorationRuns) {
    return probes != null && !stopped && probes.behind(explorationRuns);
  }

  /** Makes the probes catch up with their share of {@code explorationRuns}, unless stopped. */
  void keepProbesUp(long explorationRuns) {
    if (probes != null && !stopped) {
      probes.keepUp(explorationRuns);
    }
  }

  /**
   * Continues the counts of an earlier exploration of the same program: its runs, sequences,
   * partial runs, infeasible variants and periodic cuts, the time it took, its data races and
   * warnings, and the bugs it found, re-run.
   */
  void restore(SharedTally.Counts earlier, List<RunResult> earlierBugs) {
    runs = earlier.runs();
    infeasibleVariants = earlier.infeasibleVariants();
    periodicCuts = earlier.periodicCuts();
    this.earlierNanos = earlier.elapsedNanos();
    sequences = earlier.sequences();
    partialRuns = earlier.partialRuns();
    dataRaces.addAll(earlier.dataRaces());
    warnings.addAll(earlier.warnings());
    bugs.addAll(earlierBugs);
    stopped = options.stopAtFirstBug() && !bugs.isEmpty();
  }

  /** Returns the data races found so far, in the order found. */
  ImmutableList<DataRace> dataRaces() {
    return ImmutableList.copyOf(dataRaces);
  }

  /** Returns the warnings of the runs so far (not those made once the exploration ends). */
  ImmutableList<String> runWarnings() {
    return ImmutableList.copyOf(warnings);
  }

  /** Returns the number of bugs recorded so far. */
  int bugCount() {
    return bugs.size();
  }

  /**
   * Records a run without deciding yet whether a budget ends the exploration.
   *
   * @param isNew whether no earlier run exercised the run's partial order (partial runs: whether
   *     the run is not a repeat)
   */
  void count(RunResult run, boolean isNew) {
    runs++;
    if (runs == 1 && UncontrolledProgram.suspected(run)) {
      warnings.add(UncontrolledProgram.warning());
    }
    unseenFields.sawRun(run);
    if (!isNew) {
      redundantRuns++;
    } else if (run.outcome() instanceof RunOutcome.PartialRun) {
      partialRuns++;
    } else {
      sequences++;
    }
    dataRaces.addAll(run.dataRaces());
    if (run.periodicCuts() > 0) {
      periodicCuts++;
    }
    for (String note : run.warnings()) {
      if (!warnings.contains(note) && warnings.size() < MOST_WARNINGS) {
        warnings.add(note);
      }
    }
    options.listener().onRun(run);
    if (run.outcome() instanceof RunOutcome.WatchdogStop stop) {
      // Its sequence ends where the thread got stuck: what lies beyond was never explored. A thread
      // still running keeps a carrier busy, so exploring on could starve every later run.
      cutShort = true;
      stopped |= stop.stillRunning();
    }
    if (run.outcome().isProgramBug() && isNew && !(options.stopAtFirstBug() && !bugs.isEmpty())) {
      // With several workers, runs in flight at the first bug still end; they add no second one.
      bugs.add(run);
      stopped |= options.stopAtFirstBug();
    }
  }

  /** Returns whether a bug stopped the exploration. */
  boolean stoppedByBug() {
    return stopped;
  }

  /**
   * Returns the result. An exploration that ends incomplete other than at a bug (a budget, a
   * preemption or race bound) first finishes {@value #MIN_PROBES} probes, if the probes have not,
   * so that it reports an estimate with an interval; for a second at most, since on a tree with
   * unbounded paths no probe finishes (no estimate then).
   */
  ExplorationResult result(boolean exhausted) {
    boolean stoppedByBug = stopped && !budgetSpent;
    if (probes != null && !exhausted && !stoppedByBug) {
      probes.finishAtLeast(MIN_PROBES, PROBES_AT_THE_END);
    }
    return result(exhausted, probes);
  }

  /** Returns the result, with the estimate of {@code estimator} (the sampling explorer's own). */
  ExplorationResult result(boolean exhausted, @Nullable SpaceProbes estimator) {
    boolean complete = exhausted && !stopped && !cutShort;
    long probesDone = estimator == null ? 0 : estimator.finished();
    SpaceEstimate estimate =
        complete
            ? SpaceEstimate.exact(sequences, probesDone)
            : estimator == null ? null : estimator.estimate(sequences);
    return new ExplorationResult(
        options.strategy(),
        sequences,
        partialRuns,
        runs,
        ImmutableList.copyOf(bugs),
        complete,
        Duration.ofNanos(elapsedNanos()),
        Duration.ofNanos(runNanos),
        Duration.ofNanos(analysisNanos),
        options.reductions(),
        warnings(),
        redundantRuns,
        probes == null ? 0 : probes.runs(),
        estimate,
        completedBound,
        ImmutableList.copyOf(dataRaces),
        infeasibleVariants,
        periodicCuts);
  }

  private ImmutableList<String> warnings() {
    ImmutableList.Builder<String> all = ImmutableList.<String>builder().addAll(warnings);
    unseenFields.warning().ifPresent(all::add);
    return all.build();
  }

  /** Returns the time explored so far, the sessions before a resume included. */
  long elapsedNanos() {
    return System.nanoTime() - start + earlierNanos;
  }
}
