package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.sync.internal.concurrent.InvokingPool;
import org.richtest.sync.internal.concurrent.ModelledCommonPool;
import org.richtest.sync.internal.concurrent.ModelledForkJoinPool;
import org.richtest.sync.internal.concurrent.ModelledForkJoinTask;

/**
 * A fork/join pool with the API of {@link java.util.concurrent.ForkJoinPool}. Under an
 * exploration the pool has no workers of its own: a task submitted to it is {@linkplain
 * ForkJoinTask#fork forked}, so it runs on a new logical thread, and {@link #invoke} joins it;
 * every order of the tasks' events that work stealing could produce is explored
 * (docs/decisions.md, "Fork/join"). Another pool than the common pool has a life cycle under
 * exploration: a task submitted from outside is an event on the pool's line, rejected once it is
 * shut down, and the pool terminates once every such task and everything it forked has ended;
 * {@code shutdown}, {@code shutdownNow}, {@code isShutdown}, {@code isTerminated}, the timed {@code
 * awaitTermination}, {@code close}, {@code invokeAny} and the timed {@code invokeAll} are modelled
 * as a thread pool's ({@link ThreadPoolExecutor}). The common pool's {@code invokeAny} and timed
 * {@code invokeAll} are too, its tasks forked; its {@code shutdown} does nothing, as the JDK's;
 * its {@code awaitTermination}, and {@code isQuiescent}/{@code awaitQuiescence} of any pool, are
 * not modelled and throw {@link UnsupportedOperationException}: join the tasks instead. Outside an exploration it
 * is the JDK's pool, running the drop-in tasks' JDK sides.
 */
public class ForkJoinPool extends AbstractExecutorService {

  /** The JDK's default factory of workers, the only one a pool under exploration accepts. */
  public static final java.util.concurrent.ForkJoinPool.ForkJoinWorkerThreadFactory
      defaultForkJoinWorkerThreadFactory =
          java.util.concurrent.ForkJoinPool.defaultForkJoinWorkerThreadFactory;

  private final java.util.concurrent.@Nullable ForkJoinPool jdk;
  /** The life cycle under exploration; null outside one and for the common pool. */
  private final @Nullable ModelledForkJoinPool modelled;
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
    this.modelled = jdk == null && !common ? new ModelledForkJoinPool(ThreadPoolExecutor.tasks())
        : null;
    this.parallelism = parallelism;
    this.common = common;
    if (modelled != null) {
      hosts(Controller.current()).put(modelled, this);
    }
  }

  /** The key of a run's pools with a life cycle, by their line, for {@link #hosting}. */
  private static final Object HOSTS = new Object();

  private static Map<ModelledForkJoinPool, ForkJoinPool> hosts(Controller run) {
    return run.attachment(HOSTS, key -> new IdentityHashMap<>());
  }

  /**
   * Returns the pool whose task the calling thread runs, or null ({@code ForkJoinTask.getPool}):
   * outside an exploration the JDK's, seen through a drop-in; under one, the pool of the task's
   * member thread, the common pool for a task forked outside every pool, and null in a thread
   * that runs no pool's task (a task it {@code invoke}s runs in it, as in the JDK).
   */
  static @Nullable ForkJoinPool hosting() {
    if (!creatingUnderExploration()) {
      java.util.concurrent.ForkJoinPool host = java.util.concurrent.ForkJoinTask.getPool();
      return host == null ? null : new ForkJoinPool(host, host.getParallelism(),
          host == java.util.concurrent.ForkJoinPool.commonPool());
    }
    ModelledForkJoinPool member = ModelledForkJoinPool.hosting();
    if (member != null) {
      return hosts(Controller.current()).get(member);
    }
    return ModelledForkJoinTask.inCommonPool() ? commonPool() : null;
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
    execute(task);
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
    } else if (modelled != null) {
      modelled.submit(task.modelled());
    } else {
      task.modelled().startInCommonPool();
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
      invoking().execute(task);
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

  /**
   * Runs {@code tasks} and waits until all are done or {@code timeout} elapses, then cancels those
   * not done; under exploration as a thread pool's, the common pool's too: each wait may time out.
   */
  @Override
  public <T> List<java.util.concurrent.Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    Objects.requireNonNull(unit);
    if (jdk != null) {
      return jdk.invokeAll(tasks, timeout, unit);
    }
    return invoking().invokeAll(tasks, timeout, unit);
  }

  /**
   * Returns the result of a task that completed normally, cancelling the others; under
   * exploration as a thread pool's, the common pool's too.
   */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    if (jdk != null) {
      return jdk.invokeAny(tasks);
    }
    return invoking().invokeAny(tasks);
  }

  /** As {@link #invokeAny(Collection)}; under exploration each wait for a task may time out. */
  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    Objects.requireNonNull(unit);
    if (jdk != null) {
      return jdk.invokeAny(tasks, timeout, unit);
    }
    return invoking().invokeAny(tasks, timeout, unit);
  }

  private static <T> Runnable asRunnable(ForkJoinTask<T> task) {
    return task::invoke;
  }

  /** Shuts the pool down: its tasks go on, later ones from outside it are rejected. */
  @Override
  public void shutdown() {
    if (jdk != null) {
      jdk.shutdown();
    } else if (modelled != null) {
      modelled.shutdown();
    }
  }

  /**
   * Shuts the pool down, cancels the tasks no worker took yet and interrupts the threads running
   * its tasks; returns an empty list, as the JDK's. Under exploration a task submitted or forked
   * in the pool is cancelled or runs as a worker's taking of it comes after or before the call.
   */
  @Override
  public List<Runnable> shutdownNow() {
    if (jdk != null) {
      return jdk.shutdownNow();
    }
    return modelled != null ? modelled.shutdownNow(Executors.callSite(ForkJoinPool.class))
        : List.of();
  }

  @Override
  public boolean isShutdown() {
    if (jdk != null) {
      return jdk.isShutdown();
    }
    return modelled != null && modelled.isShutdown();
  }

  @Override
  public boolean isTerminated() {
    if (jdk != null) {
      return jdk.isTerminated();
    }
    return modelled != null && modelled.isTerminated();
  }

  /**
   * Waits until the pool has terminated or {@code timeout} elapses, and returns whether it
   * terminated; under exploration both outcomes are explored. Not modelled for the common pool
   * under exploration (the JDK's waits for it to be quiescent).
   */
  @Override
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(unit);
    if (jdk != null) {
      return jdk.awaitTermination(timeout, unit);
    }
    return withLifeCycle("awaitTermination").awaitTermination(timeout, unit);
  }

  /** Shuts the pool down and waits until it terminated; does nothing on the common pool. */
  @Override
  public void close() {
    if (jdk != null) {
      jdk.close();
    } else if (modelled != null) {
      modelled.close();
    }
  }

  /** The JDK's outside an exploration; not modelled under one. */
  public boolean isQuiescent() {
    if (jdk != null) {
      return jdk.isQuiescent();
    }
    throw notModelled("isQuiescent");
  }

  /** The JDK's outside an exploration; not modelled under one. */
  public boolean awaitQuiescence(long timeout, TimeUnit unit) {
    if (jdk != null) {
      return jdk.awaitQuiescence(timeout, unit);
    }
    throw notModelled("awaitQuiescence");
  }

  /**
   * Returns what runs {@code invokeAny} and the timed {@code invokeAll} under exploration: the
   * pool's life cycle, or the run's common pool, which has none.
   */
  private InvokingPool invoking() {
    return modelled != null ? modelled : ModelledCommonPool.of(ThreadPoolExecutor.tasks());
  }

  /** Returns the pool's life cycle under exploration, refusing {@code method} on the common pool. */
  private ModelledForkJoinPool withLifeCycle(String method) {
    if (modelled == null) {
      throw new UnsupportedOperationException("ForkJoinPool.commonPool()." + method
          + " is not modelled under exploration: wait for the tasks with join, invoke or get "
          + "instead");
    }
    return modelled;
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
