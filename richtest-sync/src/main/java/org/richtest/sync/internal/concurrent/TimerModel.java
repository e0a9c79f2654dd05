package org.richtest.sync.internal.concurrent;

import java.util.Collections;
import java.util.Date;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TimerTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.LogicalEpoch;

/**
 * A {@code java.util.Timer} under exploration: a {@link ModelledScheduler} of one worker, the
 * timer's background thread, so each delay's expiry is an event racing with every other and the
 * tasks run one at a time in order of expiry; a periodic task waits for each period alike, at most
 * the exploration's {@code maxPeriods} periods a run. The program's {@code TimerTask}s stay the JDK's; the
 * model runs {@code task.run()} ({@link TimerJob}) and learns of {@code TimerTask.cancel} from the
 * agent, which sends that call to {@link #cancel(TimerTask)} (and {@code scheduledExecutionTime()}
 * to {@link #scheduledExecutionTime}): the JDK keeps a task's state in
 * package-private fields of {@code java.base} that no drop-in can read. Which tasks each run
 * scheduled or cancelled is kept per run.
 */
public final class TimerModel {

  private static final Object KEY = new Object();

  /** The run's {@code TimerTask}s scheduled on a modelled timer, and those cancelled before. */
  private static final class Scheduled {
    final Map<TimerTask, TimerJob> jobs = new IdentityHashMap<>();
    final Set<TimerTask> cancelledUnscheduled = Collections.newSetFromMap(new IdentityHashMap<>());
  }

  private final ModelledScheduler scheduler;

  /** Creates the line of a timer called {@code name}, or the default name when null. */
  public TimerModel(@Nullable String name, Tasks tasks) {
    this.scheduler = new ModelledScheduler(1, Rejection.of(PoolShape.ABORT), null, name, tasks);
  }

  private static Scheduled of(Controller run) {
    return run.attachment(KEY, key -> new Scheduled());
  }

  /**
   * Schedules {@code task} to run once after {@code delayMillis}, as {@code Timer.schedule}.
   *
   * @throws IllegalStateException as the JDK's, if the task was scheduled or cancelled already or
   *     the timer was cancelled
   */
  public void schedule(TimerTask task, long delayMillis) {
    schedule(task, delayMillis, 0, false);
  }

  /**
   * Schedules {@code task} to run after {@code delayMillis} and then every {@code periodMillis}
   * if positive, at a fixed rate or with a fixed delay after each period began, at most the
   * exploration's {@code maxPeriods} periods; the caller checked the arguments.
   *
   * @throws IllegalStateException as the JDK's, if the task was scheduled or cancelled already or
   *     the timer was cancelled
   */
  public void schedule(TimerTask task, long delayMillis, long periodMillis, boolean fixedRate) {
    long delayNanos = TimeUnit.MILLISECONDS.toNanos(delayMillis);
    schedule(task, known -> ModelledScheduler.later(known, delayNanos), periodMillis, fixedRate);
  }

  /**
   * As {@link #schedule(TimerTask, long, long, boolean)}, first at {@code time}: a time of the
   * run's logical clock when the run reads it (the program computed it from that clock; one from
   * real time, as {@code new Date()} gives, is a delay from real time now: {@link
   * LogicalEpoch#deadline}), else a delay from real time now.
   */
  public void schedule(TimerTask task, Date time, long periodMillis, boolean fixedRate) {
    if (Controller.current().readsLogicalTime()) {
      long date = time.getTime();
      schedule(task, known -> LogicalEpoch.deadline(date, known), periodMillis, fixedRate);
    } else {
      schedule(task, Math.max(0, time.getTime() - System.currentTimeMillis()), periodMillis,
          fixedRate);
    }
  }

  private void schedule(
      TimerTask task, LongUnaryOperator due, long periodMillis, boolean fixedRate) {
    Scheduled known = of(Controller.current());
    if (known.jobs.containsKey(task) || known.cancelledUnscheduled.contains(task)) {
      throw new IllegalStateException("Task already scheduled or cancelled");
    }
    TimerJob job = new TimerJob(task, scheduler, periodMillis, fixedRate);
    try {
      job.hold(due);
    } catch (RejectedExecutionException cancelled) {
      throw new IllegalStateException("Timer already cancelled.");
    }
    known.jobs.put(task, job);
  }

  /** {@code Timer.cancel}: drops the tasks not yet run, lets a running one finish; an event. */
  public void cancel() {
    scheduler.cancel();
  }

  /** {@code Timer.purge}: removes the cancelled tasks not yet run and returns how many; an event. */
  public int purge() {
    return scheduler.purge(task -> task instanceof TimerJob job && job.cancelledByTask());
  }

  /**
   * {@code task.cancel()} under exploration, which the agent sends here: an event on the task's
   * line if a modelled timer holds it, returning whether a run that had not begun was stopped; the
   * task's own {@code cancel} is called too.
   */
  public static boolean cancel(Controller run, TimerTask task) {
    Scheduled known = of(run);
    TimerJob job = known.jobs.get(task);
    boolean own = task.cancel();
    if (job == null) {
      known.cancelledUnscheduled.add(task);
      return own;
    }
    return job.cancelTask();
  }

  /**
   * {@code task.scheduledExecutionTime()} under exploration, which the agent sends here: for a task
   * a modelled timer holds, the time its latest period begun was due on the run's logical clock
   * (the first's before any ran); otherwise the JDK's answer.
   */
  public static long scheduledExecutionTime(Controller run, TimerTask task) {
    TimerJob job = of(run).jobs.get(task);
    return job != null ? job.scheduledExecutionTime() : task.scheduledExecutionTime();
  }
}
