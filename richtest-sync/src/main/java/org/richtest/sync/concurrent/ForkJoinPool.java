package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * A fork/join pool with the API of {@link java.util.concurrent.ForkJoinPool}. Under an
 * exploration the pool has no workers of its own: a task submitted to it is {@linkplain
 * ForkJoinTask#fork forked}, so it runs on a new logical thread, and {@link #invoke} joins it;
 * every order of the tasks' events that work stealing could produce is explored
 * (docs/decisions.md, "Fork/join"). The common pool's {@code shutdown} does nothing, as the
 * JDK's; the life cycle of another pool ({@code shutdown}, {@code close}, {@code
 * awaitTermination}, …) and {@code invokeAny} are not modelled under exploration and throw {@link
 * UnsupportedOperationException}: join the tasks instead. Outside an exploration it is the JDK's
 * pool, running the drop-in tasks' JDK sides.
 */
public class ForkJoinPool extends AbstractExecutorService {

  /** The JDK's default factory of workers, the only one a pool under exploration accepts. */
  public static final java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory
      defaultForkJoinWorkerThreadFactory =
          java.util.concurrent.ForkJoinPool.defaultForkJoinWorkerThreadFactory;

  private final java.util.concurrent.@Nullable ForkJoinPool jdk;
  private final int parallelism;
  private final boolean common;

  /** Creates a pool of as many workers as processors. */
  public ForkJoinPool() {
    this(Runtime.getRuntime().availableProcessors());
  }

  /**
   * Creates a pool of {@code parallelism} workers.
   *
   * @throws IllegalArgumentException if {@code parallelism} is not positive or above the JDK's
   *     limit
   */
  public ForkJoinPool(int parallelism) {
    this(creatingUnderExploration() ? null : new java.util.concurrent.ForkJoinPool(parallelism),
        checkedParallelism(parallelism), false);
  }

  /**
   * Creates a pool of {@code parallelism} workers made by {@code factory}; under an exploration the
   * pool has no workers, so only the default factory and no handler are accepted, and {@code
   * asyncMode} (the order of tasks never joined) changes nothing, every order being explored.
   *
   * @throws UnsupportedOperationException under exploration with another factory or a handler
   */
  public ForkJoinPool(int parallelism,
      java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory factory,
      Thread.@Nullable UncaughtExceptionHandler handler, boolean asyncMode) {
    this(creatingUnderExploration()
            ? withoutWorkers(factory, handler)
            : new java.util.concurrent.ForkJoinPool(parallelism, factory, handler, asyncMode),
        checkedParallelism(parallelism), false);
  }

  /**
   * Creates a pool as the JDK's constructor of every setting does; under an exploration as {@link
   * #ForkJoinPool(int, java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory,
   * Thread.UncaughtExceptionHandler, boolean)}, the sizes and the keep-alive changing nothing.
   */
  public ForkJoinPool(int parallelism,
      java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory factory,
      Thread.@Nullable UncaughtExceptionHandler handler, boolean asyncMode, int corePoolSize,
      int maximumPoolSize, int minimumRunnable,
      java.util.function.@Nullable Predicate<? super java.util.concurrent.ForkJoinPool> saturate,
      long keepAliveTime, TimeUnit unit) {
    this(creatingUnderExploration()
            ? withoutWorkers(factory, handler)
            : new java.util.concurrent.ForkJoinPool(parallelism, factory, handler, asyncMode,
                corePoolSize, maximumPoolSize, minimumRunnable, saturate, keepAliveTime, unit),
        checkedParallelism(parallelism), false);
  }

  /** Returns no JDK pool, after checking that a pool without workers can honour the settings. */
  private static java.util.concurrent.@Nullable ForkJoinPool withoutWorkers(
      java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory factory,
      Thread.@Nullable UncaughtExceptionHandler handler) {
    Objects.requireNonNull(factory);
    if (factory != defaultForkJoinWorkerThreadFactory || handler != null) {
      throw new UnsupportedOperationException("a ForkJoinPool with a worker factory of its own or "
          + "an uncaught-exception handler is not modelled under exploration, where forked "
          + "tasks run on threads of their own; use new ForkJoinPool(parallelism)");
    }
    return null;
  }

  private ForkJoinPool(
      java.util.concurrent.@Nullable ForkJoinPool jdk, int parallelism, boolean common) {
    this.jdk = jdk;
    this.parallelism = parallelism;
    this.common = common;
  }

  private static int checkedParallelism(int parallelism) {
    if (parallelism <= 0 || parallelism > 0x7fff) {
      throw new IllegalArgumentException("parallelism " + parallelism);
    }
    return parallelism;
  }

  /**
   * Returns the common pool: the JDK's outside an exploration; under one, a pool whose tasks are
   * forked like any other's.
   */
  public static ForkJoinPool commonPool() {
    java.util.concurrent.ForkJoinPool jdkCommon = java.util.concurrent.ForkJoinPool.commonPool();
    return new ForkJoinPool(creatingUnderExploration() ? null : jdkCommon,
        jdkCommon.getParallelism(), true);
  }

  /** Returns the JDK common pool's parallelism. */
  public static int getCommonPoolParallelism() {
    return java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
  }

  /** Returns the parallelism the pool was created with; never an event. */
  public int getParallelism() {
    return parallelism;
  }

  /** Runs {@code task} in the pool, waits for it to be done and returns its result. */
  public <T> @Nullable T invoke(ForkJoinTask<T> task) {
    Objects.requireNonNull(task);
    if (jdk != null) {
      jdk.execute(ForkJoinPool.<T>asRunnable(task));
    } else {
      task.fork();
    }
    return task.join();
  }

  /** Runs {@code task} in the pool and returns it, to be joined. */
  public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
    execute(task);
    return task;
  }

  /** Runs {@code task} in the pool. */
  public void execute(ForkJoinTask<?> task) {
    Objects.requireNonNull(task);
    if (jdk != null) {
      jdk.execute(asRunnable(task));
    } else {
      task.fork();
    }
  }

  /**
   * Runs {@code task} in the pool; what it throws is uncaught in the thread that runs it, as the
   * JDK's hands it to its worker's handler (under an exploration the run fails).
   */
  @Override
  public void execute(Runnable task) {
    Objects.requireNonNull(task);
    if (jdk != null) {
      jdk.execute(task);
    } else {
      new ForkJoinTask<Void>(true) {
        @Override
        public @Nullable Void getRawResult() {
          return null;
        }

        @Override
        protected void setRawResult(@Nullable Void value) {}

        @Override
        protected boolean exec() {
          task.run();
          return true;
        }
      }.fork();
    }
  }

  @Override
  public <T> ForkJoinTask<T> submit(Callable<T> task) {
    return submit(ForkJoinTask.adapt(task));
  }

  @Override
  @SuppressWarnings("unchecked")
  public ForkJoinTask<?> submit(Runnable task) {
    return submit((ForkJoinTask<Object>) ForkJoinTask.adapt(task));
  }

  /** Runs every task in the pool and waits for each to be done, as the JDK's. */
  @Override
  public <T> List<java.util.concurrent.Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks) {
    if (jdk != null) {
      return jdk.invokeAll(tasks);
    }
    List<java.util.concurrent.Future<T>> futures = new ArrayList<>();
    for (Callable<T> task : tasks) {
      futures.add(submit(task));
    }
    for (java.util.concurrent.Future<T> future : futures) {
      try {
        ((ForkJoinTask<T>) future).join();
      } catch (RuntimeException failed) {
        // As the JDK's: the failure is the future's, seen by its get.
      }
    }
    return futures;
  }

  /** The JDK's outside an exploration; not modelled under one. */
  @Override
  public <T> List<java.util.concurrent.Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    if (jdk != null) {
      return jdk.invokeAll(tasks, timeout, unit);
    }
    throw notModelled("invokeAll(tasks, timeout, unit)");
  }

  /** The JDK's outside an exploration; not modelled under one. */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    if (jdk != null) {
      return jdk.invokeAny(tasks);
    }
    throw notModelled("invokeAny");
  }

  /** The JDK's outside an exploration; not modelled under one. */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    if (jdk != null) {
      return jdk.invokeAny(tasks, timeout, unit);
    }
    throw notModelled("invokeAny");
  }

  private static <T> Runnable asRunnable(ForkJoinTask<T> task) {
    return task::invoke;
  }

  @Override
  public void shutdown() {
    if (jdk != null) {
      jdk.shutdown();
    } else if (!common) {
      throw notModelled("shutdown");
    }
  }

  @Override
  public List<Runnable> shutdownNow() {
    if (jdk != null) {
      return jdk.shutdownNow();
    }
    if (common) {
      return List.of();
    }
    throw notModelled("shutdownNow");
  }

  @Override
  public boolean isShutdown() {
    if (jdk != null) {
      return jdk.isShutdown();
    }
    if (common) {
      return false;
    }
    throw notModelled("isShutdown");
  }

  @Override
  public boolean isTerminated() {
    if (jdk != null) {
      return jdk.isTerminated();
    }
    if (common) {
      return false;
    }
    throw notModelled("isTerminated");
  }

  @Override
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    if (jdk != null) {
      return jdk.awaitTermination(timeout, unit);
    }
    throw notModelled("awaitTermination");
  }

  @Override
  public void close() {
    if (jdk != null) {
      jdk.close();
    } else if (!common) {
      throw notModelled("close");
    }
  }

  private static UnsupportedOperationException notModelled(String method) {
    return new UnsupportedOperationException("ForkJoinPool." + method + " is not modelled under "
        + "exploration: wait for the pool's tasks with join, invoke or get instead");
  }

  @Override
  public String toString() {
    return jdk != null ? jdk.toString() : "ForkJoinPool[parallelism = " + parallelism + "]";
  }
}
