package org.richtest.examples.unmodified;

import java.util.concurrent.BlockingQueue;

/**
 * Handles tasks from a queue until it is interrupted, as a worker cancelled by {@code
 * Future.cancel(true)} or {@code shutdownNow} is. The broken one swallows the {@link
 * InterruptedException} of {@code take}: the status is clear again, so the loop goes on and waits
 * for a task that never comes. The correct one restores the status, and the loop ends.
 */
public final class TaskWorker implements Runnable {

  private final BlockingQueue<String> tasks;
  private final boolean swallowsInterrupt;

  /** Creates a worker of {@code tasks}, broken or not. */
  public TaskWorker(BlockingQueue<String> tasks, boolean swallowsInterrupt) {
    this.tasks = tasks;
    this.swallowsInterrupt = swallowsInterrupt;
  }

  @Override
  public void run() {
    while (!Thread.currentThread().isInterrupted()) {
      try {
        handle(tasks.take());
      } catch (InterruptedException e) {
        if (!swallowsInterrupt) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  private static void handle(String task) {
    if (task.isEmpty()) {
      throw new IllegalArgumentException("an empty task");
    }
  }
}
