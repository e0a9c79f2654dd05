package org.richtest;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.time.Duration;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What an exploration found.
 *
 * @param strategy the strategy used
 * @param sequences the distinct complete SYN-sequences exercised (for reachability testing, every
 *     complete run; for the other strategies, the distinct partial orders among their runs)
 * @param partialRuns runs that ended partial (paper section VII; for {@link Strategy#DPOR}, runs
 *     cut short because every enabled choice was in the sleep set), not counted as sequences
 * @param runs every run performed, except the probes of the estimate
 * @param bugs the runs that failed, deadlocked or hit the watchdog, each with its replayable sequence
 * @param complete whether the exploration finished, rather than stopping at a bug or a budget; false
 *     too after a watchdog stop, since what would have followed the stuck thread was not explored
 * @param elapsed wall-clock time, that of the sessions before a resume from a checkpoint included
 * @param runTime the part of {@code elapsed} spent executing the program under control
 * @param analysisTime the part spent on race analysis and deriving variants
 * @param reductions the reductions applied; with any, not every sequence was exercised
 * @param warnings what the user should know about the exploration, such as that nothing in the
 *     program was controlled
 * @param redundantRuns runs that exercised a partial order an earlier run had exercised already
 * @param probeRuns the runs spent on the probes of {@code estimate}, not counted in {@code runs}
 * @param estimate the number of sequences the program has: exact if the exploration completed,
 *     else estimated from random probes; null if no probe finished
 * @param completedBound the largest preemption bound ({@link Strategy#CONTEXT_BOUNDED}) or race
 *     bound whose runs were all made; -1 if none was, or the exploration has no bound
 * @param dataRaces the distinct data races on plain fields found in any run, in the order found
 *     (code rewritten by the agent only); not bugs by themselves, see {@link #assertNoDataRaces()}
 * @param infeasibleVariants variants of reachability testing that no run can exercise, dropped
 *     without a run: a read of a shared variable derived to take a write that another read's
 *     constraints keep from being its latest (docs/decisions.md, "Shared variables"); they have no
 *     sequence, so nothing is missed
 * @param periodicCuts runs that cut a periodic task at the bound on its periods ({@link
 *     ExplorationOptions#maxPeriods()}): the exploration may be complete, but only up to that
 *     bound, as the summary says
 */
public record ExplorationResult(
    Strategy strategy,
    long sequences,
    long partialRuns,
    long runs,
    ImmutableList<RunResult> bugs,
    boolean complete,
    Duration elapsed,
    Duration runTime,
    Duration analysisTime,
    ImmutableSet<Reduction> reductions,
    ImmutableList<String> warnings,
    long redundantRuns,
    long probeRuns,
    @Nullable SpaceEstimate estimate,
    int completedBound,
    ImmutableList<DataRace> dataRaces,
    long infeasibleVariants,
    long periodicCuts) {

  /** Returns the runs that ended with an uncaught throwable or the watchdog. */
  public ImmutableList<RunResult> failures() {
    return bugs.stream()
        .filter(b -> !(b.outcome() instanceof RunOutcome.Deadlock))
        .collect(ImmutableList.toImmutableList());
  }

  /** Returns the runs that ended in a deadlock. */
  public ImmutableList<RunResult> deadlocks() {
    return bugs.stream()
        .filter(b -> b.outcome() instanceof RunOutcome.Deadlock)
        .collect(ImmutableList.toImmutableList());
  }

  /** Returns the exercised sequences per second. */
  public double sequencesPerSecond() {
    double seconds = elapsed.toNanos() / 1e9;
    return seconds == 0 ? 0 : sequences / seconds;
  }

  /**
   * Throws {@link RichTestFailure} with the first bug's replayable sequence if there is one.
   *
   * @throws RichTestFailure if a run failed or deadlocked
   */
  public void assertNoBugs() {
    if (!bugs.isEmpty()) {
      throw new RichTestFailure(bugs.get(0), this);
    }
  }

  /**
   * Throws {@link AssertionError} listing the data races found, if any.
   *
   * @throws AssertionError if a run had a data race
   */
  public void assertNoDataRaces() {
    if (!dataRaces.isEmpty()) {
      throw new AssertionError(dataRaces.size() + " data race" + (dataRaces.size() == 1 ? "" : "s")
          + " found:\n  " + dataRaces.stream().map(DataRace::toString)
              .collect(Collectors.joining("\n  ")));
    }
  }

  /**
   * Returns a short human summary; it names the reductions if any was applied, and redundant runs,
   * the bound reached and, for an incomplete exploration, the estimate follow the time when there
   * is something to say.
   */
  public String summary() {
    StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
        "%s%s: %d sequences, %d partial runs, %d runs, %d failures, %d deadlocks, %s, %.3f s",
        strategy.id(),
        reductions.isEmpty() ? "" : " reduced by " + reductionLabels(),
        sequences,
        partialRuns,
        runs,
        failures().size(),
        deadlocks().size(),
        complete ? "complete" : "incomplete",
        elapsed.toNanos() / 1e9));
    if (!dataRaces.isEmpty()) {
      text.append(", ").append(dataRaces.size()).append(" data race")
          .append(dataRaces.size() == 1 ? "" : "s");
    }
    if (redundantRuns > 0) {
      text.append(", ").append(redundantRuns).append(" redundant runs");
    }
    if (infeasibleVariants > 0) {
      text.append(", ").append(infeasibleVariants).append(" infeasible variant")
          .append(infeasibleVariants == 1 ? "" : "s").append(" dropped");
    }
    if (periodicCuts > 0) {
      text.append(", periodic tasks cut at maxPeriods in ").append(periodicCuts).append(" run")
          .append(periodicCuts == 1 ? "" : "s");
    }
    if (completedBound >= 0) {
      text.append(", bound ").append(completedBound).append(" completed");
    }
    if (estimate != null && !estimate.exact()) {
      text.append(String.format(Locale.ROOT, ", %s, %.1f%% explored",
          estimate, 100 * estimate.explored(sequences)));
    }
    return text.toString();
  }

  /** Returns the reductions applied as the command line names them, such as {@code symmetry,pv}. */
  public String reductionLabels() {
    return reductions.stream().map(Reduction::label).collect(Collectors.joining(","));
  }
}
