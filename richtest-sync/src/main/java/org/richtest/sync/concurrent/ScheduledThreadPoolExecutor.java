package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkPool;
import org.richtest.sync.internal.concurrent.ModelledScheduler;
import org.richtest.sync.internal.concurrent.PoolShape;
import org.richtest.sync.internal.concurrent.Rejection;

/**
 * A pool of {@code corePoolSize} workers that runs tasks after a delay, with the API of the JDK's
 * {@link java.util.concurrent.ScheduledThreadPoolExecutor}. Under an exploration a delay's expiry
 * is an event that races with every other (see {@link ModelledScheduler}): a delayed task may run
 * before or after anything the program does meanwhile, and of two tasks of one pool, one
 * scheduled no later with no longer a delay runs first. {@code execute} and {@code submit} are
 * tasks without a delay, as in the JDK. A periodic task ({@code scheduleAtFixedRate}, {@code
 * scheduleWithFixedDelay}) waits for each period as a delayed task does, at most the exploration's
 * {@code maxPeriods} periods in a run (a task cut there is reported); it stops when cancelled,
 * when a period throws ({@code get} throws that), and at {@code shutdown} unless {@link
 * #setContinueExistingPeriodicTasksAfterShutdownPolicy} says otherwise, as in the JDK. Outside an
 * exploration it forwards to the JDK's pool.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor
    implements ScheduledExecutorService {

  private final @Nullable ModelledScheduler modelled;
  private final java.util.concurrent.@Nullable ScheduledExecutorService real;

  /** Creates a pool of {@code corePoolSize} workers. */
  public ScheduledThreadPoolExecutor(int corePoolSize) {
    this(corePoolSize, null, PoolShape.ABORT, null);
  }

  /** Creates a pool whose workers {@code threadFactory} makes, started as logical threads. */
  public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
    this(corePoolSize, Objects.requireNonNull(threadFactory), PoolShape.ABORT, null);
  }

  /**
   * Creates a pool with a handler of the tasks scheduled after {@code shutdown}; under an
   * exploration the JDK's four policies are modelled (all but {@code AbortPolicy} drop the task
   * then, as in the JDK).
   *
   * @throws UnsupportedOperationException under exploration, for a handler of the program's own
   */
  public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
    this(corePoolSize, null, handler, null);
  }

  /** Creates a pool with a thread factory and a handler, as the two constructors above. */
  public ScheduledThreadPoolExecutor(
      int corePoolSize, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
    this(corePoolSize, Objects.requireNonNull(threadFactory), handler, null);
  }

  /** Creates a pool whose line is called {@code name} under an exploration. */
  ScheduledThreadPoolExecutor(int corePoolSize, @Nullable ThreadFactory factory,
      RejectedExecutionHandler handler, @Nullable String name) {
    this(requireModelled(corePoolSize, handler)
        ? new ModelledScheduler(corePoolSize, Rejection.of(handler), factory, name,
            ThreadPoolExecutor.tasks())
        : null, corePoolSize, factory, handler, name);
  }

  private ScheduledThreadPoolExecutor(@Nullable ModelledScheduler modelled, int corePoolSize,
      @Nullable ThreadFactory factory, RejectedExecutionHandler handler, @Nullable String name) {
    this(modelled, modelled != null ? null : factory != null
        ? new java.util.concurrent.ScheduledThreadPoolExecutor(corePoolSize, factory, handler)
        : new java.util.concurrent.ScheduledThreadPoolExecutor(corePoolSize, handler), name);
  }

  private ScheduledThreadPoolExecutor(@Nullable ModelledScheduler modelled,
      java.util.concurrent.@Nullable ScheduledExecutorService real, @Nullable String name) {
    super(modelled != null ? modelled : new JdkPool(Objects.requireNonNull(real), name));
    this.modelled = modelled;
    this.real = real;
  }

  /**
   * Returns whether the pool is modelled (under an exploration), checking the arguments as the
   * JDK does.
   *
   * @throws IllegalArgumentException if {@code corePoolSize < 0}
   */
  private static boolean requireModelled(int corePoolSize, RejectedExecutionHandler handler) {
    if (corePoolSize < 0) {
      throw new IllegalArgumentException("a pool needs corePoolSize >= 0, was " + corePoolSize);
    }
    Objects.requireNonNull(handler);
    return creatingUnderExploration();
  }

  @Override
  public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
    Objects.requireNonNull(command);
    return modelled != null
        ? modelled.schedule(java.util.concurrent.Executors.callable(command), delay, unit)
        : Objects.requireNonNull(real).schedule(command, delay, unit);
  }

  @Override
  public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
    return modelled != null
        ? modelled.schedule(callable, delay, unit)
        : Objects.requireNonNull(real).schedule(callable, delay, unit);
  }

  /**
   * Runs {@code command} periodically at a fixed rate; under an exploration at most {@code
   * maxPeriods} periods a run.
   *
   * @throws IllegalArgumentException if {@code period} is not positive
   */
  @Override
  public ScheduledFuture<?> scheduleAtFixedRate(
      Runnable command, long initialDelay, long period, TimeUnit unit) {
    return modelled != null
        ? modelled.schedulePeriodic(command, initialDelay, period, unit, true)
        : Objects.requireNonNull(real).scheduleAtFixedRate(command, initialDelay, period, unit);
  }

  /**
   * Runs {@code command} periodically with a fixed delay between runs; under an exploration at most
   * {@code maxPeriods} periods a run.
   *
   * @throws IllegalArgumentException if {@code delay} is not positive
   */
  @Override
  public ScheduledFuture<?> scheduleWithFixedDelay(
      Runnable command, long initialDelay, long delay, TimeUnit unit) {
    return modelled != null
        ? modelled.schedulePeriodic(command, initialDelay, delay, unit, false)
        : Objects.requireNonNull(real).scheduleWithFixedDelay(command, initialDelay, delay, unit);
  }

  /** Sets whether periodic tasks go on after {@code shutdown}; false by default, as the JDK's. */
  public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
    if (modelled != null) {
      modelled.continuePeriodicAfterShutdown(value);
    } else {
      jdk().setContinueExistingPeriodicTasksAfterShutdownPolicy(value);
    }
  }

  /** Returns whether periodic tasks go on after {@code shutdown}. */
  public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
    return modelled != null
        ? modelled.continuesPeriodicAfterShutdown()
        : jdk().getContinueExistingPeriodicTasksAfterShutdownPolicy();
  }

  /**
   * Sets whether delayed tasks still waiting for their delay run after {@code shutdown}; true by
   * default, as the JDK's; if false, {@code shutdown} cancels them.
   */
  public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
    if (modelled != null) {
      modelled.executeDelayedAfterShutdown(value);
    } else {
      jdk().setExecuteExistingDelayedTasksAfterShutdownPolicy(value);
    }
  }

  /** Returns whether delayed tasks still waiting for their delay run after {@code shutdown}. */
  public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
    return modelled != null
        ? modelled.executesDelayedAfterShutdown()
        : jdk().getExecuteExistingDelayedTasksAfterShutdownPolicy();
  }

  private java.util.concurrent.ScheduledThreadPoolExecutor jdk() {
    return (java.util.concurrent.ScheduledThreadPoolExecutor) Objects.requireNonNull(real);
  }
}
