package org.richtest.sync.internal.concurrent;

import java.util.TimerTask;
import java.util.concurrent.Callable;
import java.util.concurrent.RunnableFuture;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A {@code TimerTask} scheduled on a {@link TimerModel}: a modelled task (its {@code run} and
 * {@code cancel} are events on its line, so a cancel races with the expiry) that runs the program's
 * {@code task.run()}. As on the JDK's timer thread, what the task throws ends the timer ({@code
 * onFailure}) and is thrown on, uncaught, instead of being kept as a future's outcome.
 */
final class TimerJob implements Runnable {

  private final TimerTask task;
  private final RunnableFuture<Object> future;
  private final Runnable onFailure;
  private boolean started;
  private boolean cancelled;
  private @Nullable Throwable thrown;

  /** Makes the job of {@code task}; {@code newTask} makes its modelled task from its body. */
  TimerJob(TimerTask task, Function<Callable<Object>, RunnableFuture<Object>> newTask,
      Runnable onFailure) {
    this.task = task;
    this.onFailure = onFailure;
    this.future = newTask.apply(this::body);
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
    future.run();
    Throwable failed = thrown;
    if (failed != null) {
      onFailure.run();
      if (failed instanceof Error error) {
        throw error;
      }
      throw (RuntimeException) failed;
    }
  }

  /**
   * {@code TimerTask.cancel}: an event on the task's line; true, as the JDK's, only if this stops
   * a run that had not begun.
   */
  boolean cancelTask() {
    boolean stopped = future.cancel(false) && !started;
    cancelled = true;
    return stopped;
  }

  /** Whether {@code TimerTask.cancel} was called: what {@code Timer.purge} removes; not an event. */
  boolean cancelledByTask() {
    return cancelled;
  }

  @Override
  public String toString() {
    return task + " as " + future;
  }
}
