package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;

/**
 * The pool that an executor's arguments describe, as an exploration models it: the JDK's {@code
 * ThreadPoolExecutor} with its core and maximum sizes, its work queue's capacity and its rejection
 * policy, or a thread per task. Keep-alive times are not modelled: an idle worker stays.
 *
 * @param corePoolSize the workers a task starts while fewer are alive
 * @param maximumPoolSize the most workers; a task the queue cannot take starts one below it
 * @param queueCapacity how many tasks wait for a worker: {@link Integer#MAX_VALUE} for an
 *     unbounded queue, 0 for a hand-off ({@code SynchronousQueue}), whose idle workers take tasks
 *     most recently idle first, as its stack does; the queue's idle workers take them longest idle
 *     first
 * @param rejection what a task no one takes gets
 * @param perTask whether each worker runs one task and ends ({@code newThreadPerTaskExecutor})
 */
public record PoolShape(
    int corePoolSize, int maximumPoolSize, int queueCapacity, Rejection rejection,
    boolean perTask) {

  /** The JDK's default handler of a rejected task, which throws. */
  public static final RejectedExecutionHandler ABORT =
      new java.util.concurrent.ThreadPoolExecutor.AbortPolicy();

  /** Returns the pool of {@code Executors.newFixedThreadPool(n)}. */
  public static PoolShape fixed(int nThreads) {
    return new PoolShape(nThreads, nThreads, Integer.MAX_VALUE, Rejection.ABORT, false);
  }

  /** Returns the pool of {@code Executors.newCachedThreadPool()}. */
  public static PoolShape cached() {
    return new PoolShape(0, Integer.MAX_VALUE, 0, Rejection.ABORT, false);
  }

  /** Returns the executor of {@code Executors.newThreadPerTaskExecutor}. */
  public static PoolShape perTaskThreads() {
    return new PoolShape(0, Integer.MAX_VALUE, 0, Rejection.ABORT, true);
  }

  /**
   * Returns the shape of a pool built from the JDK constructor's arguments; {@code capacity} tells
   * the capacity of a work queue (see {@link #queueCapacity}), or -1 for a queue an exploration
   * does not model. Outside an exploration the JDK's pool is built, so any valid arguments do.
   *
   * @throws IllegalArgumentException for arguments the JDK rejects
   * @throws UnsupportedOperationException under exploration, for a work queue or a handler it
   *     does not model
   */
  public static PoolShape of(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler,
      ToIntFunction<BlockingQueue<Runnable>> capacity) {
    if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize
        || keepAliveTime < 0) {
      throw new IllegalArgumentException("a pool needs 0 <= corePoolSize <= maximumPoolSize, "
          + "0 < maximumPoolSize and keepAliveTime >= 0, was " + corePoolSize + ", "
          + maximumPoolSize + ", " + keepAliveTime);
    }
    Objects.requireNonNull(unit);
    Objects.requireNonNull(workQueue);
    Objects.requireNonNull(handler);
    if (!DropInOperations.creatingUnderExploration()) {
      return new PoolShape(corePoolSize, maximumPoolSize, 0, Rejection.ABORT, false);
    }
    int queueCapacity = capacity.applyAsInt(workQueue);
    if (queueCapacity < 0) {
      throw new UnsupportedOperationException("new ThreadPoolExecutor(" + corePoolSize + ", "
          + maximumPoolSize + ", " + keepAliveTime + ", " + unit + ", "
          + workQueue.getClass().getSimpleName() + ") is not modelled under exploration: its "
          + "work queue orders tasks in a way RichTest does not model; use a "
          + "LinkedBlockingQueue, an ArrayBlockingQueue or a SynchronousQueue");
    }
    return new PoolShape(
        corePoolSize, maximumPoolSize, queueCapacity, Rejection.of(handler), false);
  }

  /** Returns whether idle workers take tasks most recently idle first (a hand-off's stack). */
  boolean lastIdleFirst() {
    return queueCapacity == 0;
  }
}
