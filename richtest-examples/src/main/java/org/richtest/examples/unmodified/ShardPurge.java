package org.richtest.examples.unmodified;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Two shards purged on a fork/join pool of its own, whose task forks one shard's purge, purges the
 * other itself and then stops the pool with {@code shutdownNow}. Carelessly it stops the pool
 * while the forked purge may still be queued, and {@code shutdownNow} cancels such a task, which
 * never runs; carefully it joins the forked purge first.
 */
public final class ShardPurge {

  private final AtomicInteger purged = new AtomicInteger();

  /** Purges both shards, joining the forked purge before stopping the pool if {@code careful}. */
  public int purge(boolean careful) {
    ForkJoinPool pool = new ForkJoinPool(2);
    pool.execute(new RecursiveAction() {
      @Override
      protected void compute() {
        RecursiveAction other = new RecursiveAction() {
          @Override
          protected void compute() {
            purged.incrementAndGet();
          }
        };
        other.fork();
        purged.incrementAndGet();
        if (careful) {
          other.join();
        }
        pool.shutdownNow();
      }
    });
    pool.close();
    return purged.get();
  }
}
