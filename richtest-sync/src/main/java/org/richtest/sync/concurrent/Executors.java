package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.PoolShape;
import org.richtest.sync.internal.concurrent.RunThreadFactory;

/**
 * The factory methods of {@link java.util.concurrent.Executors}, returning {@link
 * ThreadPoolExecutor} drop-ins: a changed import is enough. Each has an overload taking the pool's
 * line name (its workers are {@code <name>-worker-<k>}). Outside an exploration each pool forwards
 * to the JDK's. Under an exploration the threads a {@link ThreadFactory} makes become the pool's
 * logical workers (their {@code run()} is the worker, their name its thread's name), a
 * work-stealing pool is a fixed pool of its parallelism, and a scheduled pool's delays expire by
 * events ({@link ScheduledThreadPoolExecutor}).
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
   * Returns a fixed pool whose threads {@code threadFactory} makes; under an exploration each is
   * started as a logical thread running the thread's {@code run()}, under the thread's name.
   *
   * @throws IllegalArgumentException if {@code nThreads <= 0}
   */
  public static ExecutorService newFixedThreadPool(int nThreads, ThreadFactory threadFactory) {
    Objects.requireNonNull(threadFactory);
    if (nThreads <= 0) {
      throw new IllegalArgumentException("a pool needs at least one thread, was " + nThreads);
    }
    return new ThreadPoolExecutor(PoolShape.fixed(nThreads), threadFactory, null,
        () -> java.util.concurrent.Executors.newFixedThreadPool(nThreads, threadFactory));
  }

  /** Returns a pool of one worker; tasks run one at a time in the order they were submitted. */
  public static ExecutorService newSingleThreadExecutor() {
    return newFixedThreadPool(1);
  }

  /** Returns a single-thread pool whose line is called {@code name}, or the default when null. */
  public static ExecutorService newSingleThreadExecutor(@Nullable String name) {
    return newFixedThreadPool(1, name);
  }

  /** Returns a single-thread pool whose thread {@code threadFactory} makes. */
  public static ExecutorService newSingleThreadExecutor(ThreadFactory threadFactory) {
    Objects.requireNonNull(threadFactory);
    return new ThreadPoolExecutor(PoolShape.fixed(1), threadFactory, null,
        () -> java.util.concurrent.Executors.newSingleThreadExecutor(threadFactory));
  }

  /** Returns a pool that reuses an idle worker for a task, or starts one if none is idle. */
  public static ExecutorService newCachedThreadPool() {
    return newCachedThreadPool((String) null);
  }

  /** Returns a cached pool whose line is called {@code name}, or the default name when null. */
  public static ExecutorService newCachedThreadPool(@Nullable String name) {
    return new ThreadPoolExecutor(PoolShape.cached(), null, name,
        () -> java.util.concurrent.Executors.newCachedThreadPool(workerFactory(name)));
  }

  /** Returns a cached pool whose threads {@code threadFactory} makes. */
  public static ExecutorService newCachedThreadPool(ThreadFactory threadFactory) {
    Objects.requireNonNull(threadFactory);
    return new ThreadPoolExecutor(PoolShape.cached(), threadFactory, null,
        () -> java.util.concurrent.Executors.newCachedThreadPool(threadFactory));
  }

  /** Returns an executor that starts a new thread for each task (a virtual one outside). */
  public static ExecutorService newVirtualThreadPerTaskExecutor() {
    return newThreadPerTaskExecutor((String) null);
  }

  /** Returns an executor that starts a thread per task, whose line is called {@code name}. */
  public static ExecutorService newThreadPerTaskExecutor(@Nullable String name) {
    return new ThreadPoolExecutor(PoolShape.perTaskThreads(), null, name,
        () -> name == null
            ? java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()
            : java.util.concurrent.Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name(name + "-worker-", 1).factory()));
  }

  /** Returns an executor that starts a thread made by {@code threadFactory} per task. */
  public static ExecutorService newThreadPerTaskExecutor(ThreadFactory threadFactory) {
    Objects.requireNonNull(threadFactory);
    return new ThreadPoolExecutor(PoolShape.perTaskThreads(), threadFactory, null,
        () -> java.util.concurrent.Executors.newThreadPerTaskExecutor(threadFactory));
  }

  /**
   * Returns a work-stealing pool of as many workers as processors; under an exploration a fixed
   * pool of that many workers (see {@link #newWorkStealingPool(int)}).
   */
  public static ExecutorService newWorkStealingPool() {
    return newWorkStealingPool(Runtime.getRuntime().availableProcessors());
  }

  /**
   * Returns the JDK's work-stealing pool of {@code parallelism} outside an exploration; under one,
   * a fixed pool of {@code parallelism} workers taking the tasks in the order submitted, as a
   * work-stealing pool does for tasks submitted from outside it; a task that forks others runs
   * them as {@link ForkJoinTask#fork} does, each on a thread of its own. Not modelled there: the
   * spare threads it adds while a worker blocks, and the idle workers it lets go.
   *
   * @throws IllegalArgumentException if {@code parallelism <= 0}
   */
  public static ExecutorService newWorkStealingPool(int parallelism) {
    if (parallelism <= 0) {
      throw new IllegalArgumentException("a pool needs at least one thread, was " + parallelism);
    }
    return new ThreadPoolExecutor(PoolShape.fixed(parallelism), null, null,
        () -> java.util.concurrent.Executors.newWorkStealingPool(parallelism));
  }

  /**
   * Returns a pool of {@code corePoolSize} workers that runs tasks after a delay; under an
   * exploration each delay's expiry is an event (see {@link ScheduledThreadPoolExecutor}).
   */
  public static ScheduledExecutorService newScheduledThreadPool(int corePoolSize) {
    return new ScheduledThreadPoolExecutor(corePoolSize);
  }

  /** Returns a pool of one worker that runs tasks after a delay. */
  public static ScheduledExecutorService newSingleThreadScheduledExecutor() {
    return new ScheduledThreadPoolExecutor(1);
  }

  /** Returns a scheduled pool whose workers {@code threadFactory} makes. */
  public static ScheduledExecutorService newScheduledThreadPool(
      int corePoolSize, ThreadFactory threadFactory) {
    return new ScheduledThreadPoolExecutor(corePoolSize, threadFactory);
  }

  /** Returns a scheduled pool of one worker, which {@code threadFactory} makes. */
  public static ScheduledExecutorService newSingleThreadScheduledExecutor(
      ThreadFactory threadFactory) {
    return new ScheduledThreadPoolExecutor(1, threadFactory);
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

  /**
   * Returns the JDK's default thread factory; under an exploration one that names its threads as
   * the JDK's does, {@code pool-<n>-thread-<m>}, but counts the factories {@code n} per run rather
   * than per JVM, so that a worker's name is the same in every run.
   */
  public static ThreadFactory defaultThreadFactory() {
    return creatingUnderExploration()
        ? RunThreadFactory.next()
        : java.util.concurrent.Executors.defaultThreadFactory();
  }

  /** Returns a factory naming threads {@code <name>-worker-<k>}, or the JDK's default factory. */
  static ThreadFactory workerFactory(@Nullable String name) {
    return name == null
        ? java.util.concurrent.Executors.defaultThreadFactory()
        : Thread.ofPlatform().name(name + "-worker-", 1).daemon(false).factory();
  }

  /** Returns where the program called {@code api}: the first frame of another class. */
  static String callSite(Class<?> api) {
    return StackWalker.getInstance().walk(frames -> frames
        .dropWhile(frame -> !frame.getClassName().equals(api.getName()))
        .dropWhile(frame -> frame.getClassName().equals(api.getName()))
        .findFirst()
        .map(StackWalker.StackFrame::toStackTraceElement)
        .map(StackTraceElement::toString)
        .orElse("an unknown site"));
  }
}
