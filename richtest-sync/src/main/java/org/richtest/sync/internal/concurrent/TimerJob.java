package org.richtest.sync.internal.concurrent;

import java.util.TimerTask;
import java.util.concurrent.TimeUnit;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.LogicalEpoch;

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
  /** The epoch milliseconds of logical time 0, as the program's clock reads them. */
  private final long originMillis;
  /** The logical time a one-shot job is due at. */
  private long deadline;
  private boolean started;
  private boolean cancelled;
  private @Nullable Throwable thrown;

  /**
   * Makes the job of {@code task} on {@code timer}, run once, or every {@code periodMillis} if
   * positive, at a fixed rate or with a fixed delay after each period began.
   */
  TimerJob(TimerTask task, ModelledScheduler timer, long periodMillis, boolean fixedRate) {
    this.task = task;
    this.timer = timer;
    this.originMillis = Controller.current().readsLogicalTime()
        ? LogicalEpoch.EPOCH_MILLIS
        : System.currentTimeMillis(); // real time: no time passes in the run, so 0 is now
    this.future = timer.newPeriodicTask(this::body);
    if (periodMillis > 0) {
      PeriodicTask every = new PeriodicTask(future, TimeUnit.MILLISECONDS.toNanos(periodMillis),
          timer, fixedRate ? PeriodicTask.Pacing.RATE : PeriodicTask.Pacing.DELAY_AFTER_START);
      every.wrappedBy(this);
      this.periodic = every;
    } else {
      this.periodic = null;
    }
  }

  /**
   * Holds the job back until the logical time {@code due} gives, after the timer's {@code schedule}
   * event ({@link ModelledScheduler#hold}).
   */
  void hold(LongUnaryOperator due) {
    if (periodic != null) {
      timer.holdPeriodic(periodic, due);
    } else {
      deadline = timer.hold(this, due);
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
   * {@code TimerTask.scheduledExecutionTime}: the time the latest period begun was due on the run's
   * logical clock, the first period's before any ran; not an event.
   */
  long scheduledExecutionTime() {
    long due = periodic != null ? periodic.dueOfLatestBegun() : deadline;
    return originMillis + due / 1_000_000;
  }

  @Override
  public String toString() {
    return task + " as " + future;
  }
}
