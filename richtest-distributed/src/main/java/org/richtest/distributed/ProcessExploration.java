package org.richtest.distributed;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.UnsupportedProgramException;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * Reachability testing of one program by this process and worker processes on the same machine:
 * this thread explores {@link WorkItem}s, and once the exploration has run for a while with work
 * left, N-1 worker processes (each a JVM exploring on one thread) take items from the same
 * frontier, fed over their standard input and output ({@link PipeWorker}). Each process has a JVM
 * of its own, so nothing of one worker's runs is shared with another's (collector, JIT, carrier
 * threads); the counts are those of {@code RichTest.explore}, whatever ran where.
 *
 * <pre>{@code
 * ProcessResult result = ProcessExploration.explore("dp-monitor-su-6", program,
 *     ExplorationOptions.defaults(), ProcessSettings.of(2, workerCommand));
 * }</pre>
 */
public final class ProcessExploration {

  private static final long PROGRESS_NANOS = TimeUnit.SECONDS.toNanos(1);

  /** The least time a worker process gets to answer an item. */
  private static final Duration MIN_ITEM_DEADLINE = Duration.ofSeconds(60);
  /** The longest deadline there is: what {@link System#nanoTime} measures. */
  private static final Duration NEVER = Duration.ofNanos(Long.MAX_VALUE);

  /** What the listener hears when the runs diverged and the exploration starts over, as locally. */
  private static final String DIVERGED =
      "the runs diverged, so the exploration starts over once from the state they left: ";

  /**
   * The warning of an exploration that started over after its runs diverged, whose counts are of
   * the second start. Said always, where {@code RichTest.explore} says it only if bugs were found
   * before or a run read state an earlier one left: that check needs the agent in every process,
   * and the first start's bugs are not kept.
   */
  private static final String STARTED_OVER = "the runs diverged, so the exploration started over"
      + " once from the state they left, and its counts are of the second start; sequences only"
      + " the first state leads to, and bugs found before it, may be missing (";

  /** What a second divergence adds to its message. */
  private static final String ACROSS_RUNS = "; it diverged again when explored a second time, so"
      + " the program does not repeat itself across runs: state one run changes and the next reads"
      + " (a static field, a cache or registry it fills) or nondeterminism outside synchronization"
      + " makes runs differ; start each run from the same state, or keep that code out of the"
      + " exploration";

  private ProcessExploration() {}

  /**
   * Explores {@code program}, which the worker processes resolve by {@code name}, with {@code
   * options}. As {@code RichTest.explore} does, a program that needs interrupts, the ends of
   * threads or the clock modelled starts the exploration over with them. Of the budgets only the
   * time applies, checked between items. The listener hears of this process's runs ({@code onRun})
   * and, about once a second, of the whole exploration ({@code onProgress}), all on this thread. A
   * worker process that does not start, refuses the program (another first run, unknown there) or
   * dies leaves its work to the others, said in the result's warnings.
   *
   * @throws IllegalArgumentException if the options ask for another strategy than plain
   *     reachability testing, a run budget, a checkpoint or a parallelism other than 1 (each
   *     process explores on one thread)
   * @throws NondeterminismException if the program explored differently here or in a worker
   *     process twice: the first time the exploration starts over once from the state the runs
   *     left (new worker processes, whose own first run may differ once), as {@code
   *     RichTest.explore} does, and says so in a warning
   * @throws WorkerProcessException if a worker process failed exploring an item
   * @throws IllegalStateException if the thread feeding a worker process failed (a defect)
   */
  public static ProcessResult explore(
      String name, Program program, ExplorationOptions options, ProcessSettings settings)
      throws InterruptedException {
    return explore(name, program, options, settings,
        new Tuning(itemDeadline(options, settings), false));
  }

  /**
   * What the tests set: how long a worker process gets to answer an item, and whether the
   * exploring thread, once it started the worker processes, waits for each to hold its first item
   * (or to take no part) before it explores on, so that a worker process that answers its hello
   * explores at least one item however short the exploration and however slow its JVM's start.
   */
  record Tuning(Duration itemDeadline, boolean awaitFirstItems) {}

  /**
   * How long a worker process gets to answer an item before it is taken for stuck, killed, and
   * its item explored by the others: generous, as a run may take up to the watchdog's limit.
   */
  static Duration itemDeadline(ExplorationOptions options, ProcessSettings settings) {
    Duration watchdog = options.watchdog();
    if (watchdog.compareTo(NEVER.dividedBy(settings.itemRuns())) >= 0) {
      return NEVER; // a watchdog that long is none, and so is the item's deadline
    }
    Duration runs = watchdog.multipliedBy(settings.itemRuns());
    return runs.compareTo(MIN_ITEM_DEADLINE) > 0 ? runs : MIN_ITEM_DEADLINE;
  }

  /** As {@link #explore}, tuned. */
  static ProcessResult explore(String name, Program program, ExplorationOptions options,
      ProcessSettings settings, Tuning tuning) throws InterruptedException {
    if (options.maxRuns() != Long.MAX_VALUE) {
      throw new IllegalArgumentException(
          "maxRuns does not apply to an exploration over worker processes; give maxTime");
    }
    if (options.parallelism() != 1) {
      throw new IllegalArgumentException("parallelism does not apply to an exploration over worker"
          + " processes (each explores on one thread); give more processes, was "
          + options.parallelism());
    }
    if (options.checkpoint() != null || options.resume() != null) {
      throw new IllegalArgumentException(
          "checkpoint and resume do not apply to an exploration over worker processes");
    }
    try {
      return modelling(name, program, options, settings, tuning, null);
    } catch (NondeterminismException diverged) {
      options.listener().onRestart(DIVERGED + diverged.getMessage());
      try {
        return modelling(name, program, options, settings, tuning,
            STARTED_OVER + diverged.getMessage() + ")");
      } catch (NondeterminismException again) {
        throw new NondeterminismException(again.getMessage() + ACROSS_RUNS, again);
      }
    }
  }

  /**
   * Explores, starting over with what the program turns out to need modelled (telling the
   * listener why, as {@code RichTest.explore} does); {@code warning}, if not null, is added to the
   * result.
   */
  private static ProcessResult modelling(String name, Program program, ExplorationOptions options,
      ProcessSettings settings, Tuning tuning, @Nullable String warning)
      throws InterruptedException {
    UnsupportedProgramException[] restarted = {null};
    return WorkItemRunner.startingOver(options, current -> {
      if (restarted[0] != null) {
        options.listener().onRestart(restarted[0].getMessage());
      }
      try {
        return attempt(name, program, current, settings, tuning, warning);
      } catch (UnsupportedProgramException missing) {
        restarted[0] = missing;
        throw missing;
      }
    });
  }

  private static ProcessResult attempt(String name, Program program, ExplorationOptions options,
      ProcessSettings settings, Tuning tuning, @Nullable String warning)
      throws InterruptedException {
    WorkItemRunner runner = WorkItemRunner.of(program, options);
    long start = System.nanoTime();
    ItemFrontier frontier =
        new ItemFrontier(runner.root(), settings.processes(), options.maxTime(), start);
    if (warning != null) {
      frontier.warn(warning);
    }
    ChildPool pool = new ChildPool(frontier, settings, tuning.itemDeadline());
    try (pool) {
      try {
        long nextProgress = start + PROGRESS_NANOS;
        WorkItem item;
        while ((item = frontier.take()) != null) {
          WorkResult result;
          try {
            result = runner.explore(item, settings.itemRuns());
          } catch (RuntimeException e) {
            frontier.fail(e);
            throw e;
          }
          frontier.commit(0, result);
          long now = System.nanoTime();
          if (!pool.started() && settings.processes() > 1
              && now - start >= settings.startAfter().toNanos() && frontier.waiting() > 0) {
            pool.start(Submission.of(name, options, runner.programKey(), settings.itemRuns(), "")
                .toBytes());
            if (tuning.awaitFirstItems()) {
              pool.awaitFirstItems();
            }
          }
          if (now >= nextProgress) {
            options.listener().onProgress(frontier.progress(Duration.ofNanos(now - start)));
            nextProgress = now + PROGRESS_NANOS;
          }
        }
      } catch (Throwable abrupt) {
        // Stopped before the pool closes, so that closing kills the processes at once rather than
        // waiting for them to explore what nobody will read.
        frontier.abandon();
        throw abrupt;
      }
    }
    RuntimeException failure = frontier.failure();
    if (failure != null) {
      throw failure;
    }
    WorkTally tally = frontier.tally();
    return new ProcessResult(
        tally.result(options, runner, !frontier.stopped(),
            Duration.ofNanos(System.nanoTime() - start)),
        pool.launched(), tally.items(), pool.items(), pool.bytes());
  }
}
