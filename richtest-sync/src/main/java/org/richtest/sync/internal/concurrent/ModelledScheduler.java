package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * A {@code ScheduledThreadPoolExecutor} drop-in under exploration: a {@link ModelledPool} of core
 * workers on an unbounded queue whose {@code schedule} holds a task back until its delay expires.
 * The expiry is a timed event: {@code schedule} (an event) starts a logical timer thread {@code
 * <pool>-<submitter>-timer<k>} whose one {@code expire} event, open at any time, races with every
 * other event, so the task may run before or after any event not ordered with it. Delays of one
 * pool keep their order: a task scheduled no later and with no longer a delay than another expires
 * no later, since an {@code expire} expires, in the order scheduled, every pending task so ordered
 * before or equal to its own; a task's own timer that finds it expired already expires nothing.
 * As the JDK's pool by default, delayed tasks run after {@code shutdown} (idle workers stay until
 * the last expires) and {@code shutdownNow} returns them. Not modelled: the JDK's removing of
 * cancelled tasks at {@code shutdown} (a cancelled task expires and is skipped), and periodic
 * tasks, which the drop-in refuses under exploration. A {@code java.util.Timer} is such a pool of
 * one worker ({@link TimerModel}), with {@link #cancel} and {@link #purge} of its own.
 */
public final class ModelledScheduler extends ModelledPool {

  /** A task waiting for its delay; {@code order} counts the pool's {@code schedule}s. */
  private record Pending(long order, long delayNanos, Runnable task) {

    /** Whether this expires no later than {@code other}: scheduled no later, delay no longer. */
    boolean before(Pending other) {
      return order <= other.order && delayNanos <= other.delayNanos;
    }
  }

  /** The tasks waiting for their delay, in the order scheduled. */
  private final List<Pending> pending = new ArrayList<>();
  private long scheduled;

  /**
   * Creates the line of a scheduled pool of {@code corePoolSize} workers that {@code factory}
   * makes, or of its own when null, which meets a task scheduled after {@code shutdown} with
   * {@code rejection}; see {@link ModelledPool#ModelledPool}.
   */
  public ModelledScheduler(int corePoolSize, Rejection rejection,
      @Nullable ThreadFactory factory, @Nullable String name, Tasks tasks) {
    super(new PoolShape(corePoolSize, Integer.MAX_VALUE, Integer.MAX_VALUE, rejection, false),
        factory, name, tasks);
  }

  /**
   * Schedules {@code callable} to run once its delay expires (a non-positive delay too: its timer
   * still races) and returns its future; rejected after {@code shutdown}.
   */
  public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
    Objects.requireNonNull(callable);
    RunnableFuture<V> task = newTask(callable);
    long delayNanos = hold(task, delay, unit);
    return new ScheduledTask<>(task, delayNanos);
  }

  /**
   * Holds {@code task} back until its delay expires, after a {@code schedule} event, or rejects it
   * after {@code shutdown}; returns the delay in nanoseconds.
   */
  long hold(Runnable task, long delay, TimeUnit unit) {
    long delayNanos = Math.max(0, unit.toNanos(delay));
    perform("schedule");
    if (shutDown()) {
      reject(task);
      return delayNanos;
    }
    Pending waiting = new Pending(scheduled++, delayNanos, task);
    pending.add(waiting);
    ensurePrestart();
    run().start(run().nameThread(lineName("timer")), () -> expire(waiting));
    return delayNanos;
  }

  /** The body of a timer: expires its task and every pending task due no later. */
  private void expire(Pending timer) {
    perform("expire");
    for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
      Pending due = it.next();
      if (due.before(timer)) {
        it.remove();
        expired(due.task());
      }
    }
    if (shutDown() && pending.isEmpty()) {
      releaseIdle();
    }
  }

  /**
   * {@code java.util.Timer.cancel}, an event: the timer takes no more tasks and drops those queued
   * or waiting for their delay; a task running finishes, not interrupted.
   */
  public void cancel() {
    perform("cancel");
    stop(false);
  }

  /**
   * {@code java.util.Timer.purge}, an event: removes the tasks waiting for their delay or queued
   * that {@code cancelled} selects and returns how many.
   */
  public int purge(Predicate<Runnable> cancelled) {
    perform("purge");
    int before = pending.size();
    pending.removeIf(waiting -> cancelled.test(waiting.task()));
    return before - pending.size() + removeQueued(cancelled);
  }

  @Override
  boolean awaitsDelayed() {
    return !pending.isEmpty();
  }

  @Override
  List<Runnable> drainDelayed() {
    List<Runnable> drained = new ArrayList<>();
    pending.forEach(waiting -> drained.add(waiting.task()));
    pending.clear();
    return drained;
  }
}
