package org.richtest.examples.unmodified;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import org.richtest.Program;

/**
 * A {@link TaskWorker} runs on a single-thread executor, is given one task and is cancelled with
 * {@code Future.cancel(true)}; closing the executor then waits for it to end. The worker that
 * swallows the interrupt never ends when the interrupt finds it waiting for the next task.
 */
public final class CancelledWorkerScenario implements Program {

  private final boolean swallowsInterrupt;

  /** Creates the scenario with the broken worker or the correct one. */
  public CancelledWorkerScenario(boolean swallowsInterrupt) {
    this.swallowsInterrupt = swallowsInterrupt;
  }

  @Override
  public void run() throws Exception {
    BlockingQueue<String> tasks = new LinkedBlockingQueue<>();
    ExecutorService executor = Executors.newSingleThreadExecutor();
    Future<?> work = executor.submit(new TaskWorker(tasks, swallowsInterrupt));
    tasks.put("render");
    work.cancel(true);
    executor.close();
  }
}
