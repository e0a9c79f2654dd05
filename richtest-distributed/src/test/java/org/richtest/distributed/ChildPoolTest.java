package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.richtest.ExplorationOptions;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/** The feeding threads of worker processes, where the exploration's own code fails on one. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
@ExtendWith(ThreadDumpOnTimeout.class)
class ChildPoolTest {

  private static final ExplorationOptions OPTIONS = ExplorationOptions.defaults();

  /**
   * An {@link Error} on a feeding thread (here committing a worker process's result, out of
   * memory) ends the exploration with an exception naming the thread, rather than leaving the
   * item it held in flight for ever, and closing the pool does not wait for the process.
   */
  @Test
  void feed_errorCommittingAResult_failsTheExplorationNamingTheThread() throws Exception {
    WorkItemRunner runner = WorkItemRunner.of(TestPrograms.resolve("mutex-3-3"), OPTIONS);
    ItemFrontier frontier = new ItemFrontier(runner.root(), 2, null, System.nanoTime()) {
      @Override
      boolean commit(int worker, WorkResult result) {
        throw new OutOfMemoryError("thrown by the test's frontier");
      }
    };
    long start = System.nanoTime();
    ProcessSettings settings = new ProcessSettings(2, PipeChildMain.command(), 20, Duration.ZERO);
    try (ChildPool pool = new ChildPool(frontier, settings, Duration.ofSeconds(60))) {
      pool.start(Submission.of("mutex-3-3", OPTIONS, runner.programKey(), 20, "").toBytes());
      pool.awaitFirstItems(); // the worker process holds the root, the only item
      assertNull(frontier.take(), "the exploration did not end");
    }
    long took = System.nanoTime() - start;
    IllegalStateException failure = assertInstanceOf(IllegalStateException.class,
        frontier.failure());
    assertFalse(failure instanceof WorkerProcessException, "a defect here, not the worker's");
    assertEquals("the thread feeding worker process 1 failed: java.lang.OutOfMemoryError: thrown"
        + " by the test's frontier", failure.getMessage());
    assertTrue(took < TimeUnit.SECONDS.toNanos(30),
        "the exploration ended in " + TimeUnit.NANOSECONDS.toMillis(took) + " ms");
  }
}
