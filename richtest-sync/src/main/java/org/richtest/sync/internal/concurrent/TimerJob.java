package org.richtest.sync.internal.concurrent;

import java.util.TimerTask;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * A {@code TimerTask} scheduled on a {@link TimerModel}: a modelled task (its {@code run} and
 * {@code cancel} are events on its line, so a cancel races with the expiry) that runs the program's
 * {@code task.run()}, once or, for a periodic schedule, period after period ({@link PeriodicTask}).
 * As on the JDK's timer thread, what the task throws ends the timer and is thrown on, uncaught,
 * instead of being kept as a future's outcome.
 */
final class TimerJob implements Runnable {

  private final TimerTask task;
  private final ModelledScheduler timer;
  private final ModelledTask<Object> future;
  private final @Nullable PeriodicTask periodic;
  private final long firstMillis;
  private final long periodMillis;
  private boolean started;
  private boolean cancelled;
  private @Nullable Throwable thrown;

  /**
   * Makes the job of {@code task} on {@code timer}, first due at {@code firstMillis} (a logical
   * time: the clock when scheduled plus the delay), then every {@code periodMillis} if positive.
   */
  TimerJob(TimerTask task, ModelledScheduler timer, long firstMillis, long periodMillis) {
    this.task = task;
    this.timer = timer;
    this.firstMillis = firstMillis;
    this.periodMillis = periodMillis;
    this.future = timer.newPeriodicTask(this::body);
    if (periodMillis > 0) {
      PeriodicTask every =
          new PeriodicTask(future, TimeUnit.MILLISECONDS.toNanos(periodMillis), timer);
      every.wrappedBy(this);
      this.periodic = every;
    } else {
      this.periodic = null;
    }
  }

  /** Holds the job back for {@code delayMillis}, after the timer's {@code schedule} event. */
  void hold(long delayMillis) {
    if (periodic != null) {
      timer.holdPeriodic(periodic, delayMillis, TimeUnit.MILLISECONDS);
    } else {
      timer.hold(this, delayMillis, TimeUnit.MILLISECONDS);
    }
  }

  private @Nullable Object body() {
    started = true;
    try {
      task.run();
    } catch (RuntimeException | Error failed) {
      thrown = failed;
      throw failed;
    }
    return null;
  }

  @Override
  public void run() {
    if (periodic != null) {
      periodic.run();
    } else {
      future.run();
    }
    Throwable failed = thrown;
    if (failed != null) {
      timer.cancel();
      if (failed instanceof Error error) {
        throw error;
      }
      throw (RuntimeException) failed;
    }
  }

  /**
   * {@code TimerTask.cancel}: an event on the task's line; true, as the JDK's, if this stops a run
   * that had not begun, or, for a periodic task, if it had not been cancelled already (the JDK's
   * periodic task stays scheduled until cancelled, whatever happened to its timer).
   */
  boolean cancelTask() {
    boolean stopped = future.cancel(false) && !started;
    boolean wasScheduled = !cancelled;
    cancelled = true;
    return periodic != null ? wasScheduled : stopped;
  }

  /** Whether {@code TimerTask.cancel} was called: what {@code Timer.purge} removes; not an event. */
  boolean cancelledByTask() {
    return cancelled;
  }

  /**
   * {@code TimerTask.scheduledExecutionTime}: the logical time the latest period begun was due, the
   * first period's before any ran; not an event.
   */
  long scheduledExecutionTime() {
    int periods = periodic != null ? periodic.periods() : 0;
    return firstMillis + Math.max(0, periods - 1) * periodMillis;
  }

  @Override
  public String toString() {
    return task + " as " + future;
  }
}
