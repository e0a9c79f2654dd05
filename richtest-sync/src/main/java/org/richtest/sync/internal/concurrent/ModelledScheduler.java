package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

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
 * the last expires) and {@code shutdownNow} returns them.
 *
 * <p>A timer's delay passes on the run's logical clock: before its {@code expire} it advances the
 * clock to the task's deadline, the logical time its scheduler knew after {@code schedule} plus the
 * delay, so that a task, and whatever learns of its expiry, reads at least that time.
 *
 * <p>A periodic task ({@link PeriodicTask}) waits for each period's delay as a one-shot task
 * waits for its own: after a period the worker hands it back by a {@code reExecutePeriodic}
 * event, and a new timer's {@code expire} races with everything else. Fixed rate and fixed delay
 * differ only in when the next period is due on the logical clock. A task stops when cancelled or
 * when a period throws (the JDK's {@code runAndReset}); at {@code shutdown} it is dropped and
 * cancelled unless {@link #continuePeriodicAfterShutdown}; and after {@link Controller#maxPeriods}
 * periods it is cut, which the run reports ({@link Controller#periodicCut}). Not modelled: the
 * JDK's removing of cancelled tasks at {@code shutdown} (a cancelled task expires and is skipped).
 * A {@code java.util.Timer} is such a pool of one worker ({@link TimerModel}), with {@link #cancel}
 * and {@link #purge} of its own.
 */
public final class ModelledScheduler extends ModelledPool {

  /**
   * A task waiting for its delay; {@code order} counts the pool's {@code schedule}s, {@code
   * deadline} is the logical time its expiry comes no earlier than (docs/decisions.md, "Logical
   * time").
   */
  private record Pending(long order, long delayNanos, long deadline, Runnable task) {

    /** Whether this expires no later than {@code other}: scheduled no later, delay no longer. */
    boolean before(Pending other) {
      return order <= other.order && delayNanos <= other.delayNanos;
    }
  }

  /** The tasks waiting for their delay, in the order scheduled. */
  private final List<Pending> pending = new ArrayList<>();
  /** The periodic tasks not yet done, by what the pool queues for them. */
  private final Map<Runnable, PeriodicTask> periodic = new IdentityHashMap<>();
  /** The periodic tasks cut at the bound, which the JDK would hold for their next period. */
  private final List<PeriodicTask> cut = new ArrayList<>();
  private long scheduled;
  private boolean continuePeriodic;
  private boolean executeDelayed = true;

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
    long delayNanos = Math.max(0, unit.toNanos(delay));
    long deadline = hold(task, known -> later(known, delayNanos));
    return new ScheduledTask<>(task, delayNanos, () -> deadline, false);
  }

  /**
   * Schedules {@code callable} to run periodically, first after {@code initialDelay}, then each
   * period due {@code period} after the last was due if {@code fixedRate}, else {@code period}
   * after the last ended (on the logical clock: the same where no time passes while a period runs),
   * and returns its future, which only a cancel or a period's failure completes.
   *
   * @throws IllegalArgumentException if {@code period} is not positive, as the JDK's
   */
  public ScheduledFuture<?> schedulePeriodic(
      Runnable command, long initialDelay, long period, TimeUnit unit, boolean fixedRate) {
    Objects.requireNonNull(command);
    Objects.requireNonNull(unit);
    if (period <= 0) {
      throw new IllegalArgumentException();
    }
    ModelledTask<Object> task = newPeriodicTask(java.util.concurrent.Executors.callable(command));
    PeriodicTask every = new PeriodicTask(task, unit.toNanos(period), this,
        fixedRate ? PeriodicTask.Pacing.RATE : PeriodicTask.Pacing.DELAY_AFTER_END);
    long delayNanos = Math.max(0, unit.toNanos(initialDelay));
    holdPeriodic(every, known -> later(known, delayNanos));
    return new ScheduledTask<>(task, delayNanos, every::due, true);
  }

  /** Returns a new task for the periods of {@code callable}, named as {@link #newTask}'s. */
  <V> ModelledTask<V> newPeriodicTask(Callable<V> callable) {
    return ModelledTask.unshown(lineName("task"), callable, done -> { });
  }

  /** Holds the first period of {@code every} back as {@link #hold} does. */
  void holdPeriodic(PeriodicTask every, LongUnaryOperator due) {
    periodic.put(every.outer(), every);
    every.firstDue(hold(every.outer(), due));
  }

  /**
   * Sets whether periodic tasks go on after {@code shutdown}, as the JDK's {@code
   * setContinueExistingPeriodicTasksAfterShutdownPolicy} (false by default); not an event.
   */
  public void continuePeriodicAfterShutdown(boolean value) {
    continuePeriodic = value;
  }

  /** Returns whether periodic tasks go on after {@code shutdown}; not an event. */
  public boolean continuesPeriodicAfterShutdown() {
    return continuePeriodic;
  }

  /**
   * Sets whether one-shot tasks still waiting for their delay run after {@code shutdown}, as the
   * JDK's {@code setExecuteExistingDelayedTasksAfterShutdownPolicy} (true by default); not an event.
   */
  public void executeDelayedAfterShutdown(boolean value) {
    executeDelayed = value;
  }

  /** Returns whether delayed one-shot tasks run after {@code shutdown}; not an event. */
  public boolean executesDelayedAfterShutdown() {
    return executeDelayed;
  }

  /**
   * Holds {@code task} back until its delay expires, after a {@code schedule} event, or rejects it
   * after {@code shutdown}; returns its deadline, which {@code due} gives from the logical time the
   * caller knows after the event (a delay from it, or a date).
   */
  long hold(Runnable task, LongUnaryOperator due) {
    perform("schedule");
    long known = run().knownNanos();
    long deadline = Math.max(known, due.applyAsLong(known));
    if (shutDown()) {
      periodic.remove(task);
      reject(task);
      return deadline;
    }
    Pending waiting = pend(task, deadline - known, deadline);
    ensurePrestart();
    startTimer(waiting);
    return deadline;
  }

  /** Returns {@code nanos} after the logical time {@code time}, or the end of time. */
  static long later(long time, long nanos) {
    return time > Long.MAX_VALUE - nanos ? Long.MAX_VALUE : time + nanos;
  }

  /**
   * Makes {@code task} wait for {@code delayNanos}, until {@link #startTimer} expires it at {@code
   * deadline}.
   */
  private Pending pend(Runnable task, long delayNanos, long deadline) {
    Pending waiting = new Pending(scheduled++, delayNanos, deadline, task);
    pending.add(waiting);
    return waiting;
  }

  /**
   * Starts the timer whose expiry releases {@code waiting}: its delay passes (the logical clock
   * reaches the deadline, an event where the run models the clock), then it expires, so that what
   * learns of the expiry learns that time.
   */
  private void startTimer(Pending waiting) {
    run().start(run().nameThread(lineName("timer")), () -> {
      run().timeReached(waiting.deadline());
      expire(waiting);
    });
  }

  /**
   * Hands a periodic task that ran a period back to wait for the next, by a {@code
   * reExecutePeriodic} event of the worker, as the JDK's: after {@code shutdown} it is cancelled
   * instead unless the policy continues it, and after the exploration's {@code maxPeriods} periods
   * it is cut and the run told.
   */
  void reExecutePeriodic(PeriodicTask every) {
    perform("reExecutePeriodic");
    if (shutDown() && !continuePeriodic) {
      periodic.remove(every.outer());
      every.cancel();
    } else if (every.periods() >= run().maxPeriods()) {
      periodic.remove(every.outer());
      cut.add(every);
      run().periodicCut();
    } else {
      // The delay that orders it among the pool's: the period, or less where it catches up (a
      // fixed rate behind its schedule); the period where nothing read the clock, as before it.
      long known = run().knownNanos();
      long deadline = Math.max(known, every.nextDue(known));
      startTimer(pend(every.outer(), Math.min(every.periodNanos(), deadline - known), deadline));
      return;
    }
    if (shutDown() && pending.isEmpty()) {
      releaseIdle();
    }
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

  /**
   * Drops and cancels what the JDK's {@code onShutdown} drops: the periodic tasks waiting for their
   * delay or queued, and those cut at the bound (which the JDK would hold for their next period),
   * unless {@link #continuePeriodicAfterShutdown}; the one-shot tasks still waiting for their delay
   * if not {@link #executeDelayedAfterShutdown}. The caller's {@code shutdown} event has just
   * completed.
   */
  @Override
  void onShutdown() {
    List<PeriodicTask> droppedPeriodic = new ArrayList<>();
    List<Runnable> droppedDelayed = new ArrayList<>();
    pending.removeIf(waiting -> drops(waiting.task(), true, droppedPeriodic, droppedDelayed));
    removeQueued(task -> drops(task, false, droppedPeriodic, droppedDelayed));
    if (!continuePeriodic) {
      droppedPeriodic.addAll(cut);
      cut.clear();
    }
    droppedPeriodic.forEach(PeriodicTask::cancel);
    for (Runnable task : droppedDelayed) {
      if (task instanceof Future<?> future) {
        future.cancel(false);
      }
    }
  }

  /** Whether {@code shutdown} drops {@code task}, which it then adds to what was dropped. */
  private boolean drops(Runnable task, boolean delayed, List<PeriodicTask> droppedPeriodic,
      List<Runnable> droppedDelayed) {
    PeriodicTask every = periodic.get(task);
    if (every != null && !continuePeriodic) {
      periodic.remove(task);
      droppedPeriodic.add(every);
      return true;
    }
    if (every == null && delayed && !executeDelayed) {
      droppedDelayed.add(task);
      return true;
    }
    return false;
  }

  /** Forgets a periodic task that ended (cancelled, or a period threw); not an event. */
  void ended(PeriodicTask every) {
    periodic.remove(every.outer());
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
    periodic.clear();
    cut.clear();
    return drained;
  }
}
