package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.PoolKind;

/**
 * The factory methods of {@link java.util.concurrent.Executors}, returning {@link
 * ThreadPoolExecutor} drop-ins: a changed import is enough. Each has an overload taking the pool's
 * line name (its workers are {@code <name>-worker-<k>}). Outside an exploration each pool forwards
 * to the JDK's. Under an exploration a {@link ThreadFactory} cannot be honoured (it makes real
 * threads), and scheduled and work-stealing pools (time, work stealing) are not modelled: those
 * methods throw {@link UnsupportedOperationException} there.
 */
public final class Executors {

  private Executors() {}

  /**
   * Returns a pool of {@code nThreads} workers sharing an unbounded queue.
   *
   * @throws IllegalArgumentException if {@code nThreads <= 0}
   */
  public static ExecutorService newFixedThreadPool(int nThreads) {
    return new ThreadPoolExecutor(nThreads, null);
  }

  /**
   * Returns a fixed pool whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code nThreads <= 0}
   */
  public static ExecutorService newFixedThreadPool(int nThreads, @Nullable String name) {
    return new ThreadPoolExecutor(nThreads, name);
  }

  /**
   * Returns a fixed pool whose threads {@code threadFactory} makes, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newFixedThreadPool(int nThreads, ThreadFactory threadFactory) {
    requireOutside(
        "newFixedThreadPool(nThreads, threadFactory)", "newFixedThreadPool(nThreads, name)");
    return java.util.concurrent.Executors.newFixedThreadPool(nThreads, threadFactory);
  }

  /** Returns a pool of one worker; tasks run one at a time in the order they were submitted. */
  public static ExecutorService newSingleThreadExecutor() {
    return newFixedThreadPool(1);
  }

  /** Returns a single-thread pool whose line is called {@code name}, or the default when null. */
  public static ExecutorService newSingleThreadExecutor(@Nullable String name) {
    return newFixedThreadPool(1, name);
  }

  /**
   * Returns a single-thread pool whose thread {@code threadFactory} makes, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newSingleThreadExecutor(ThreadFactory threadFactory) {
    requireOutside("newSingleThreadExecutor(threadFactory)", "newSingleThreadExecutor(name)");
    return java.util.concurrent.Executors.newSingleThreadExecutor(threadFactory);
  }

  /** Returns a pool that reuses an idle worker for a task, or starts one if none is idle. */
  public static ExecutorService newCachedThreadPool() {
    return newCachedThreadPool((String) null);
  }

  /** Returns a cached pool whose line is called {@code name}, or the default name when null. */
  public static ExecutorService newCachedThreadPool(@Nullable String name) {
    return new ThreadPoolExecutor(PoolKind.CACHED, 0, name,
        () -> java.util.concurrent.Executors.newCachedThreadPool(workerFactory(name)));
  }

  /**
   * Returns a cached pool whose threads {@code threadFactory} makes, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newCachedThreadPool(ThreadFactory threadFactory) {
    requireOutside("newCachedThreadPool(threadFactory)", "newCachedThreadPool(name)");
    return java.util.concurrent.Executors.newCachedThreadPool(threadFactory);
  }

  /** Returns an executor that starts a new thread for each task (a virtual one outside). */
  public static ExecutorService newVirtualThreadPerTaskExecutor() {
    return newThreadPerTaskExecutor((String) null);
  }

  /** Returns an executor that starts a thread per task, whose line is called {@code name}. */
  public static ExecutorService newThreadPerTaskExecutor(@Nullable String name) {
    return new ThreadPoolExecutor(PoolKind.PER_TASK, 0, name,
        () -> name == null
            ? java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()
            : java.util.concurrent.Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name(name + "-worker-", 1).factory()));
  }

  /**
   * Returns an executor that starts a thread made by {@code threadFactory} per task, outside an
   * exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newThreadPerTaskExecutor(ThreadFactory threadFactory) {
    requireOutside("newThreadPerTaskExecutor(threadFactory)", "newThreadPerTaskExecutor(name)");
    return java.util.concurrent.Executors.newThreadPerTaskExecutor(threadFactory);
  }

  /**
   * Returns the JDK's work-stealing pool outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newWorkStealingPool() {
    requireOutside("newWorkStealingPool()", "newFixedThreadPool(nThreads)");
    return java.util.concurrent.Executors.newWorkStealingPool();
  }

  /**
   * Returns the JDK's work-stealing pool of the given parallelism outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public static ExecutorService newWorkStealingPool(int parallelism) {
    requireOutside("newWorkStealingPool(parallelism)", "newFixedThreadPool(nThreads)");
    return java.util.concurrent.Executors.newWorkStealingPool(parallelism);
  }

  /**
   * Returns the JDK's scheduled pool outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration: delays are time, which is not explored
   */
  public static ScheduledExecutorService newScheduledThreadPool(int corePoolSize) {
    requireOutside("newScheduledThreadPool(corePoolSize)", "newFixedThreadPool(nThreads)");
    return java.util.concurrent.Executors.newScheduledThreadPool(corePoolSize);
  }

  /**
   * Returns the JDK's single-thread scheduled executor outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration: delays are time, which is not explored
   */
  public static ScheduledExecutorService newSingleThreadScheduledExecutor() {
    requireOutside("newSingleThreadScheduledExecutor()", "newSingleThreadExecutor()");
    return java.util.concurrent.Executors.newSingleThreadScheduledExecutor();
  }

  /**
   * Returns the JDK's scheduled pool, its threads made by {@code threadFactory}, outside an
   * exploration.
   *
   * @throws UnsupportedOperationException under exploration: delays are time, which is not explored
   */
  public static ScheduledExecutorService newScheduledThreadPool(
      int corePoolSize, ThreadFactory threadFactory) {
    requireOutside("newScheduledThreadPool(corePoolSize, threadFactory)",
        "newFixedThreadPool(nThreads)");
    return java.util.concurrent.Executors.newScheduledThreadPool(corePoolSize, threadFactory);
  }

  /**
   * Returns the JDK's single-thread scheduled executor, its thread made by {@code threadFactory},
   * outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration: delays are time, which is not explored
   */
  public static ScheduledExecutorService newSingleThreadScheduledExecutor(
      ThreadFactory threadFactory) {
    requireOutside("newSingleThreadScheduledExecutor(threadFactory)", "newSingleThreadExecutor()");
    return java.util.concurrent.Executors.newSingleThreadScheduledExecutor(threadFactory);
  }

  /** Returns a view of {@code executor} without its implementation's extra methods (the JDK's). */
  public static ScheduledExecutorService unconfigurableScheduledExecutorService(
      ScheduledExecutorService executor) {
    return java.util.concurrent.Executors.unconfigurableScheduledExecutorService(executor);
  }

  /** Returns a view of {@code executor} without its implementation's extra methods (the JDK's). */
  public static ExecutorService unconfigurableExecutorService(ExecutorService executor) {
    return java.util.concurrent.Executors.unconfigurableExecutorService(executor);
  }

  /** Returns a callable that runs {@code task} and returns {@code result} (the JDK's). */
  public static <T> Callable<T> callable(Runnable task, T result) {
    return java.util.concurrent.Executors.callable(task, result);
  }

  /** Returns a callable that runs {@code task} and returns null (the JDK's). */
  public static Callable<Object> callable(Runnable task) {
    return java.util.concurrent.Executors.callable(task);
  }

  /** Returns the JDK's default thread factory, for pools outside an exploration. */
  public static ThreadFactory defaultThreadFactory() {
    return java.util.concurrent.Executors.defaultThreadFactory();
  }

  /** Returns a factory naming threads {@code <name>-worker-<k>}, or the JDK's default factory. */
  static ThreadFactory workerFactory(@Nullable String name) {
    return name == null
        ? java.util.concurrent.Executors.defaultThreadFactory()
        : Thread.ofPlatform().name(name + "-worker-", 1).daemon(false).factory();
  }

  private static void requireOutside(String method, String instead) {
    if (creatingUnderExploration()) {
      throw new UnsupportedOperationException(
          "Executors." + method + " is not modelled under exploration: an exploration runs tasks "
              + "on logical threads it controls, not on threads of a factory, a schedule or a "
              + "work-stealing pool; use Executors." + instead);
    }
  }
}
