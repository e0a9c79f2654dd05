package org.richtest.examples.unmodified;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A service that stops by waiting for its worker pool in the loop real code writes, {@code while
 * (!pool.awaitTermination(1, SECONDS))}, with an ordering mistake: the worker's flush job waits for
 * the "stopped" signal, which {@code stop} gives only after the pool terminated. So {@code stop}
 * waits for ever: a plain JVM shows it hung, timing out every second.
 */
public final class GracefulShutdown {

  private final ExecutorService workers = Executors.newSingleThreadExecutor();
  private final CountDownLatch stopped = new CountDownLatch(1);

  /** Starts the flush job, which runs once the service has stopped. */
  public void start() {
    workers.execute(() -> {
      try {
        stopped.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
  }

  /** Takes no more work, waits until the workers are done, then says it stopped. */
  public void stop() throws InterruptedException {
    workers.shutdown();
    int seconds = 0;
    while (!workers.awaitTermination(1, TimeUnit.SECONDS)) {
      seconds++; // still waiting for the workers
    }
    stopped.countDown();
  }
}
