package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Date;
import java.util.Objects;
import java.util.TimerTask;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.TimerModel;

/**
 * A background thread running one-shot tasks after a delay, with the API of the JDK's {@link
 * java.util.Timer} and its {@link TimerTask}s. Under an exploration each delay's expiry is an event
 * racing with every other ({@link TimerModel}): a task may run before or after anything the
 * program does meanwhile, tasks run one at a time, and of two tasks one scheduled no later with no
 * longer a delay runs first. {@code TimerTask.cancel()} and {@code scheduledExecutionTime()} are
 * seen through the agent ({@link TimerTasks}). A delay passes on the run's logical clock, and a
 * {@code Date} is a time of that clock (in real time, a delay from the clock when the task is
 * scheduled). A periodic task waits for each period as a one-shot task for its
 * delay, at most the exploration's {@code maxPeriods} periods a run (a task cut there is
 * reported). Outside an exploration it forwards to the JDK's timer.
 */
public class Timer {

  private final @Nullable TimerModel modelled;
  private final java.util.@Nullable Timer real;

  /** Creates a timer. */
  public Timer() {
    this(null, false, creatingUnderExploration());
  }

  /** Creates a timer whose thread is a daemon if {@code isDaemon} (outside an exploration). */
  public Timer(boolean isDaemon) {
    this(null, isDaemon, creatingUnderExploration());
  }

  /** Creates a timer whose thread, and under an exploration its line, is called {@code name}. */
  public Timer(String name) {
    this(Objects.requireNonNull(name), false);
  }

  /** Creates a timer called {@code name} whose thread is a daemon if {@code isDaemon}. */
  public Timer(String name, boolean isDaemon) {
    this(Objects.requireNonNull(name), isDaemon, creatingUnderExploration());
  }

  private Timer(@Nullable String name, boolean isDaemon, boolean underExploration) {
    this.modelled = underExploration ? new TimerModel(name, ThreadPoolExecutor.tasks()) : null;
    this.real = underExploration ? null
        : name == null ? new java.util.Timer(isDaemon) : new java.util.Timer(name, isDaemon);
  }

  /** Schedules {@code task} to run once after {@code delay} milliseconds. */
  public void schedule(TimerTask task, long delay) {
    Objects.requireNonNull(task);
    if (delay < 0) {
      throw new IllegalArgumentException("Negative delay.");
    }
    if (modelled != null) {
      modelled.schedule(task, delay);
    } else {
      Objects.requireNonNull(real).schedule(task, delay);
    }
  }

  /** Schedules {@code task} to run once at {@code time}, or at once if it has passed. */
  public void schedule(TimerTask task, Date time) {
    Objects.requireNonNull(task);
    if (time.getTime() < 0) {
      throw new IllegalArgumentException("Illegal execution time.");
    }
    if (modelled != null) {
      modelled.schedule(task, time, 0, false);
    } else {
      Objects.requireNonNull(real).schedule(task, time);
    }
  }

  /**
   * Runs {@code task} after {@code delay} milliseconds, then again {@code period} milliseconds
   * after each run began; under an exploration at most {@code maxPeriods} times a run.
   *
   * @throws IllegalArgumentException if {@code delay} is negative or {@code period} not positive
   */
  public void schedule(TimerTask task, long delay, long period) {
    schedulePeriodic(task, delay, period, false);
  }

  /**
   * Runs {@code task} from {@code firstTime}, then again {@code period} milliseconds after each run
   * began; under an exploration at most {@code maxPeriods} times a run.
   *
   * @throws IllegalArgumentException if {@code period} is not positive or the time negative
   */
  public void schedule(TimerTask task, Date firstTime, long period) {
    schedulePeriodic(task, firstTime, period, false);
  }

  /**
   * Runs {@code task} after {@code delay} milliseconds, then every {@code period} milliseconds;
   * under an exploration at most {@code maxPeriods} times a run.
   *
   * @throws IllegalArgumentException if {@code delay} is negative or {@code period} not positive
   */
  public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
    schedulePeriodic(task, delay, period, true);
  }

  /**
   * Runs {@code task} from {@code firstTime}, then every {@code period} milliseconds; under an
   * exploration at most {@code maxPeriods} times a run.
   *
   * @throws IllegalArgumentException if {@code period} is not positive or the time negative
   */
  public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
    schedulePeriodic(task, firstTime, period, true);
  }

  private void schedulePeriodic(TimerTask task, long delay, long period, boolean fixedRate) {
    if (delay < 0) {
      throw new IllegalArgumentException("Negative delay.");
    }
    requirePeriod(period);
    Objects.requireNonNull(task);
    if (modelled != null) {
      modelled.schedule(task, delay, period, fixedRate);
    } else if (fixedRate) {
      Objects.requireNonNull(real).scheduleAtFixedRate(task, delay, period);
    } else {
      Objects.requireNonNull(real).schedule(task, delay, period);
    }
  }

  private void schedulePeriodic(TimerTask task, Date firstTime, long period, boolean fixedRate) {
    requirePeriod(period);
    if (firstTime.getTime() < 0) {
      throw new IllegalArgumentException("Illegal execution time.");
    }
    Objects.requireNonNull(task);
    if (modelled != null) {
      modelled.schedule(task, firstTime, period, fixedRate);
    } else if (fixedRate) {
      Objects.requireNonNull(real).scheduleAtFixedRate(task, firstTime, period);
    } else {
      Objects.requireNonNull(real).schedule(task, firstTime, period);
    }
  }

  private static void requirePeriod(long period) {
    if (period <= 0) {
      throw new IllegalArgumentException("Non-positive period.");
    }
  }

  /** Ends the timer: the tasks not yet run are dropped, a running one finishes. */
  public void cancel() {
    if (modelled != null) {
      modelled.cancel();
    } else {
      Objects.requireNonNull(real).cancel();
    }
  }

  /** Removes the cancelled tasks from the timer's queue and returns how many. */
  public int purge() {
    return modelled != null ? modelled.purge() : Objects.requireNonNull(real).purge();
  }
}
