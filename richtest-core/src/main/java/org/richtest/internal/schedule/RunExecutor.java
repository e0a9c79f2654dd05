package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableSet;
import java.time.Duration;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.reduce.ReductionFacts;

/**
 * Executes one controlled run and guards it with the watchdog: if no thread reaches a
 * synchronization call within the limit, the run stops with {@link RunOutcome.WatchdogStop} naming
 * the thread, which is interrupted and given a grace period to end.
 */
public final class RunExecutor {

  private static final long TEARDOWN_MILLIS = 2_000;

  private final Duration watchdog;
  private final Watchdog watching;
  /** What the thread waiting for the exploration reads, bound where the executor was made. */
  private final @Nullable Heartbeat heartbeat;
  private final ImmutableSet<Reduction> reductions;
  private final RunModel model;
  /** The size of the latest run, which the next one is allocated at. */
  private final RunShape shape;
  /** The instances of the line names its runs give, shared as {@link #shape} is. */
  private final LineNames names;
  /**
   * The values the runs first read in objects outliving them: one store per executor, which is one
   * per exploration, shared by its workers.
   */
  private final KeptValues kept;

  /** Creates an executor whose watchdog fires after {@code watchdog} without progress. */
  public RunExecutor(Duration watchdog) {
    this(watchdog, ImmutableSet.of());
  }

  /**
   * Creates an executor whose watchdog fires after {@code watchdog} without progress and whose runs
   * record what {@code reductions} need.
   */
  public RunExecutor(Duration watchdog, Set<Reduction> reductions) {
    this(
        watchdog,
        new Watchdog(watchdog),
        Heartbeat.bound(),
        reductions,
        RunModel.DEFAULT,
        new RunShape(),
        new LineNames(),
        KeptValues.forExploration());
  }

  private RunExecutor(
      Duration watchdog,
      Watchdog watching,
      @Nullable Heartbeat heartbeat,
      Set<Reduction> reductions,
      RunModel model,
      RunShape shape,
      LineNames names,
      KeptValues kept) {
    this.watchdog = watchdog;
    this.watching = watching;
    this.heartbeat = heartbeat;
    this.reductions = ImmutableSet.copyOf(reductions);
    this.model = model;
    this.shape = shape;
    this.names = names;
    this.kept = kept;
  }

  /**
   * Returns this executor with runs modelled as {@code options} say: field accesses, interrupts,
   * the ends of threads, their length and their timeouts ({@link RunModel}).
   */
  public RunExecutor configuredBy(ExplorationOptions options) {
    return new RunExecutor(
        watchdog, watching, heartbeat, reductions, RunModel.of(options), shape, names,
        kept);
  }

  /**
   * Returns this executor with runs that model interrupts from the start, or not; as the other
   * {@code with} methods, it keeps no value its runs read (a new start, as an exploration's).
   */
  public RunExecutor withInterrupts(boolean value) {
    return new RunExecutor(
        watchdog, watching, heartbeat, reductions, model.withInterrupts(value), shape,
        names,
        new KeptValues());
  }

  /** Returns this executor with runs that model the ends of threads from the start, or not. */
  public RunExecutor withThreadEnds(boolean value) {
    return new RunExecutor(
        watchdog, watching, heartbeat, reductions, model.withThreadEnds(value), shape,
        names,
        new KeptValues());
  }

  /** Returns this executor with runs that model the logical clock from the start, or not. */
  public RunExecutor withClock(boolean value) {
    return new RunExecutor(
        watchdog, watching, heartbeat, reductions, model.withClock(value), shape, names,
        new KeptValues());
  }

  /**
   * A run's result and what it recorded for the reductions; {@link #indexed()} indexes its sequence
   * for race analysis when asked, so that the time goes to the analysis.
   */
  public static final class Recorded {
    private final RunResult result;
    private final ControlledRun run;

    private Recorded(RunResult result, ControlledRun run) {
      this.result = result;
      this.run = run;
    }

    /** Returns the run's result. */
    public RunResult result() {
      return result;
    }

    /** Returns the run's sequence indexed for race analysis; ask once. */
    public IndexedSequence indexed() {
      return run.index(result.sequence());
    }

    /** Returns what the run recorded for the reductions. */
    public ReductionFacts facts() {
      return run.reductionFacts();
    }
  }

  /**
   * Runs {@code program} once under {@code chooser}.
   *
   * @throws RuntimeException what the chooser raised (for example nondeterminism)
   */
  public RunResult execute(Program program, Chooser chooser) {
    return record(program, chooser).result();
  }

  /**
   * Runs {@code program} once under {@code chooser}, keeping what it recorded for the reductions.
   *
   * @throws RuntimeException what the chooser raised (for example nondeterminism)
   */
  public Recorded record(Program program, Chooser chooser) {
    ControlledRun run =
        new ControlledRun(
            chooser, reductions, model, shape, names, RunThreadPool.bound(), kept);
    if (heartbeat != null) {
      heartbeat.started(run);
    }
    try {
      run.start(program);
      Recorded recorded = new Recorded(awaitResult(run, program), run);
      run.sized(shape);
      return recorded;
    } finally {
      run.abort();
      try {
        run.awaitTermination(TEARDOWN_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      run.release();
    }
  }

  private RunResult awaitResult(ControlledRun run, Program program) {
    Watchdog.Watched watched = watching.watch(run);
    try {
      RunResult result = run.awaitEnd(watched);
      if (result != null) {
        return result;
      }
      if (!watched.stalled()) {
        throw new IllegalStateException("interrupted while waiting for a run");
      }
    } finally {
      watching.unwatch(watched);
    }
    String thread = run.holderName();
    String where = StuckFrame.describe(run.holderStack(), program.getClass().getClassLoader());
    SynSequence soFar = run.recordedSoFar();
    run.abort();
    boolean ended = run.interruptHolder(TEARDOWN_MILLIS);
    return new RunResult(soFar, new RunOutcome.WatchdogStop(thread, watchdog, !ended, where));
  }
}
