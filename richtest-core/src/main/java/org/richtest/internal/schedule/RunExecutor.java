package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableSet;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RichTestInternalError;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.reduce.ReductionFacts;

/**
 * Executes one controlled run and guards it with the watchdog: if no thread reaches a synchronization
 * call within the limit, the run stops with {@link RunOutcome.WatchdogStop} naming the thread, which
 * is interrupted and given a grace period to end.
 */
public final class RunExecutor {

  private static final long TEARDOWN_MILLIS = 2_000;

  private final Duration watchdog;
  private final ImmutableSet<Reduction> reductions;

  /** Creates an executor whose watchdog fires after {@code watchdog} without progress. */
  public RunExecutor(Duration watchdog) {
    this(watchdog, ImmutableSet.of());
  }

  /**
   * Creates an executor whose watchdog fires after {@code watchdog} without progress and whose runs
   * record what {@code reductions} need.
   */
  public RunExecutor(Duration watchdog, Set<Reduction> reductions) {
    this.watchdog = watchdog;
    this.reductions = ImmutableSet.copyOf(reductions);
  }

  /** A run's result, its sequence indexed for race analysis, and what it recorded for the reductions. */
  public record Recorded(RunResult result, IndexedSequence indexed, ReductionFacts facts) {}

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
    ControlledRun run = new ControlledRun(chooser, reductions);
    try {
      run.start(program);
      RunResult result = awaitResult(run);
      return new Recorded(result, run.index(result.sequence()), run.reductionFacts());
    } finally {
      run.abort();
      try {
        run.awaitTermination(TEARDOWN_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private RunResult awaitResult(ControlledRun run) {
    long seen = -1;
    while (true) {
      try {
        return run.result().get(watchdog.toNanos(), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        long now = run.progress();
        if (now == seen) {
          String thread = run.holderName();
          SynSequence soFar = run.recordedSoFar();
          run.abort();
          boolean ended = run.interruptHolder(TEARDOWN_MILLIS);
          return new RunResult(soFar, new RunOutcome.WatchdogStop(thread, watchdog, !ended));
        }
        seen = now;
      } catch (ExecutionException e) {
        if (e.getCause() instanceof RuntimeException runtime) {
          throw runtime;
        }
        if (e.getCause() instanceof Error error) {
          throw error;
        }
        throw new RichTestInternalError("run failed", e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for a run", e);
      }
    }
  }
}
