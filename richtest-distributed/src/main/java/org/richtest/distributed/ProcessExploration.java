package org.richtest.distributed;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
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
   * @throws org.richtest.NondeterminismException if the program explored differently here or in a
   *     worker process
   * @throws IllegalStateException if a worker process failed exploring an item
   */
  public static ProcessResult explore(
      String name, Program program, ExplorationOptions options, ProcessSettings settings)
      throws InterruptedException {
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
    return WorkItemRunner.startingOver(
        options, current -> attempt(name, program, current, settings));
  }

  private static ProcessResult attempt(
      String name, Program program, ExplorationOptions options, ProcessSettings settings)
      throws InterruptedException {
    WorkItemRunner runner = WorkItemRunner.of(program, options);
    long start = System.nanoTime();
    ItemFrontier frontier =
        new ItemFrontier(runner.root(), settings.processes(), options.maxTime(), start);
    ChildPool pool = new ChildPool(frontier, settings);
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
