package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The pool that the arguments of one of the JDK's {@code ThreadPoolExecutor} constructors describe,
 * as far as an exploration models it: the two shapes {@code Executors} makes, a fixed pool ({@code
 * corePoolSize == maximumPoolSize} on an unbounded {@code LinkedBlockingQueue}) and a cached pool
 * ({@code 0}, {@code Integer.MAX_VALUE}, a {@code SynchronousQueue}), aborting a rejected task.
 *
 * @param kind how the pool treats a task no new core worker takes
 * @param corePoolSize the number of core workers
 */
public record PoolShape(PoolKind kind, int corePoolSize) {

  /** The JDK's default handler of a rejected task, which throws, as the model does. */
  public static final RejectedExecutionHandler ABORT =
      new java.util.concurrent.ThreadPoolExecutor.AbortPolicy();

  /**
   * Returns the shape of a pool built from the JDK constructor's arguments ({@code threadFactory}
   * null when the constructor has none); {@code suitedPool} tells which pool a work queue makes,
   * if any: an unbounded {@code LinkedBlockingQueue} a fixed one, a {@code SynchronousQueue} a
   * cached one. Outside an exploration the JDK's pool is built, so any valid arguments do.
   *
   * @throws IllegalArgumentException for arguments the JDK rejects
   * @throws UnsupportedOperationException under exploration, for a pool it does not model
   */
  public static PoolShape of(int corePoolSize, int maximumPoolSize, long keepAliveTime,
      TimeUnit unit, BlockingQueue<Runnable> workQueue, @Nullable ThreadFactory threadFactory,
      RejectedExecutionHandler handler,
      Function<BlockingQueue<Runnable>, @Nullable PoolKind> suitedPool) {
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
      return new PoolShape(PoolKind.FIXED, corePoolSize);
    }
    String constructor = "new ThreadPoolExecutor(" + corePoolSize + ", " + maximumPoolSize + ", "
        + keepAliveTime + ", " + unit + ", " + workQueue.getClass().getSimpleName()
        + (threadFactory != null ? ", threadFactory" : "") + (handler != ABORT ? ", handler" : "")
        + ") is not modelled under exploration: ";
    if (threadFactory != null) {
      throw new UnsupportedOperationException(constructor + "an exploration runs tasks on logical "
          + "threads it controls, not on threads of a factory; leave the factory out");
    }
    if (!(handler instanceof java.util.concurrent.ThreadPoolExecutor.AbortPolicy)) {
      throw new UnsupportedOperationException(constructor + "a rejected task throws "
          + "RejectedExecutionException (the AbortPolicy); leave the handler out");
    }
    if (corePoolSize == maximumPoolSize && suitedPool.apply(workQueue) == PoolKind.FIXED) {
      return new PoolShape(PoolKind.FIXED, corePoolSize);
    }
    if (corePoolSize == 0 && maximumPoolSize == Integer.MAX_VALUE
        && suitedPool.apply(workQueue) == PoolKind.CACHED) {
      return new PoolShape(PoolKind.CACHED, 0);
    }
    throw new UnsupportedOperationException(constructor + "RichTest models the pools Executors "
        + "makes: a fixed pool (corePoolSize == maximumPoolSize, an unbounded LinkedBlockingQueue) "
        + "and a cached pool (0, Integer.MAX_VALUE, a SynchronousQueue)");
  }
}
