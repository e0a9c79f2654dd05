package org.richtest.examples.unmodified;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;

/**
 * A batch flushed by a task of a fork/join pool of its own, which the caller then shuts down. The
 * careless caller waits for the pool with {@code awaitTermination} and reads the flushed count
 * without looking at what the wait returned: when it timed out, the flush may not have happened
 * yet. The careful one closes the pool, which waits until its tasks have ended.
 */
public final class BatchFlush {

  /** How many entries the flush wrote. */
  private volatile int flushed;

  /** Flushes {@code entries} entries on {@code pool}. */
  void flush(ForkJoinPool pool, int entries) {
    pool.execute(() -> flushed = entries);
  }

  /** Flushes, shuts the pool down, waits a little whatever comes of it, and returns the count. */
  public int flushAndWaitCarelessly(int entries) throws InterruptedException {
    ForkJoinPool pool = new ForkJoinPool(2);
    flush(pool, entries);
    pool.shutdown();
    pool.awaitTermination(100, TimeUnit.MILLISECONDS);
    return flushed;
  }

  /** Flushes, closes the pool, which waits for the flush, and returns the count. */
  public int flushAndClose(int entries) {
    ForkJoinPool pool = new ForkJoinPool(2);
    flush(pool, entries);
    pool.close();
    return flushed;
  }
}
