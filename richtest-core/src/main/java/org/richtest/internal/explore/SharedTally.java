package org.richtest.internal.explore;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;
import org.richtest.DataRace;
import org.richtest.ExplorationResult;
import org.richtest.RunResult;
import org.richtest.internal.variant.Variant;

/**
 * A {@link Tally} the workers share: counting is one at a time, a run budget counts the runs in
 * flight, so that the workers together never exceed it, and a bug or a spent budget stops every
 * worker before its next run. The probes of the estimate run on whichever worker finds them
 * behind, one at a time and outside the tally's lock. It also keeps the variant of every bug, for a
 * checkpoint.
 *
 * <p>A run takes the tally's lock once to be counted (with its times), and once to start only under
 * a budget: every write to an object the workers share moves its cache line between their cores,
 * which two workers pay for on every run.
 */
final class SharedTally {

  /** The counts and findings a checkpoint saves. */
  record Counts(
      long runs,
      long sequences,
      long partialRuns,
      long infeasibleVariants,
      long periodicCuts,
      long elapsedNanos,
      List<DataRace> dataRaces,
      List<String> warnings,
      List<Variant> bugs) {}

  private final Tally tally;
  private final ReentrantLock probing = new ReentrantLock();
  /** The runs each worker made, guarded by this tally's lock as the counts are. */
  private final long[] workerRuns;
  private final List<Variant> bugVariants = new ArrayList<>();
  /** Whether a budget can end the exploration; if not, runs in flight are not counted. */
  private final boolean budgeted;
  /** The runs started and not yet counted, for the run budget. */
  private long inFlight;
  /** The tally's runs, as {@link #count} leaves them, for the probes to read without the lock. */
  private volatile long runs;
  /** The rows the frames skipped as infeasible, counted apart by the frontier. */
  private final LongSupplier skippedRows;
  private volatile boolean stopped;

  SharedTally(Tally tally, int workers, LongSupplier skippedRows) {
    this.tally = tally;
    this.skippedRows = skippedRows;
    this.workerRuns = new long[workers];
    this.budgeted = tally.budgeted();
  }

  /**
   * Returns whether a worker may start another run, and if so counts it as in flight; false once a
   * bug or a budget ended the exploration, or {@link #stop} was called. Without a budget only a bug
   * or {@link #stop} ends it, which {@link #stopped} says at once: no lock, and nothing in flight.
   */
  boolean mayStart() {
    if (!budgeted) {
      return !stopped;
    }
    synchronized (this) {
      if (stopped || !tally.mayStart(inFlight)) {
        stopped = true;
        return false;
      }
      inFlight++;
      return true;
    }
  }

  /**
   * Counts the run that {@code worker} made of {@code variant}, which {@link #mayStart} allowed,
   * and the time it took to run ({@code runNanos}) and to analyse ({@code analysisNanos}).
   */
  synchronized void count(
      int worker, Variant variant, RunResult run, long runNanos, long analysisNanos) {
    ended();
    int bugs = tally.bugCount();
    tally.count(run, true);
    if (tally.bugCount() > bugs) {
      bugVariants.add(variant);
    }
    if (tally.stoppedByBug()) {
      stopped = true;
    }
    workerRuns[worker]++;
    runs = tally.runs;
    addTimes(runNanos, analysisNanos);
  }

  /**
   * Forgets a run {@link #mayStart} allowed whose variant no run can exercise: it counts nothing
   * but the time it took, as {@link #count}'s.
   */
  synchronized void dropInfeasible(long runNanos, long analysisNanos) {
    ended();
    tally.infeasibleVariants++;
    addTimes(runNanos, analysisNanos);
  }

  private void ended() {
    if (budgeted) {
      inFlight--;
    }
  }

  private void addTimes(long runNanos, long analysisNanos) {
    tally.runNanos += runNanos;
    tally.analysisNanos += analysisNanos;
  }

  /** Ends the exploration: no worker starts another run. */
  void stop() {
    stopped = true;
  }

  /** Returns whether a bug, a budget or {@link #stop} ended the exploration. */
  boolean stopped() {
    return stopped;
  }

  /**
   * Lets the probes catch up with the runs, unless another worker is probing already. Takes the
   * probes' lock only when they are behind, which most runs they are not: trying it after every run
   * wrote its word from every worker.
   */
  void keepProbesUp() {
    long made = runs;
    if (!tally.probesBehind(made) || !probing.tryLock()) {
      return;
    }
    try {
      tally.keepProbesUp(made);
    } finally {
      probing.unlock();
    }
  }

  /** Continues the counts of a checkpoint, whose bugs were re-run as {@code bugs}. */
  synchronized void restore(Counts counts, List<RunResult> bugs) {
    tally.restore(counts, bugs);
    bugVariants.addAll(counts.bugs());
    stopped = tally.stoppedByBug();
    runs = tally.runs;
  }

  /** Returns the counts so far. */
  synchronized Counts counts() {
    return new Counts(tally.runs, tally.sequences, tally.partialRuns,
        tally.infeasibleVariants + skippedRows.getAsLong(), tally.periodicCuts,
        tally.elapsedNanos(), tally.dataRaces(), tally.runWarnings(),
        ImmutableList.copyOf(bugVariants));
  }

  /** Returns the runs each worker made. */
  synchronized ImmutableList<Long> workerRuns() {
    ImmutableList.Builder<Long> made = ImmutableList.builder();
    for (long runsOfOne : workerRuns) {
      made.add(runsOfOne);
    }
    return made.build();
  }

  /** Returns the result, once every worker has ended. */
  synchronized ExplorationResult result(boolean exhausted) {
    tally.infeasibleVariants += skippedRows.getAsLong();
    return tally.result(exhausted);
  }
}
