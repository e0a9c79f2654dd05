package org.richtest.sync.internal.concurrent;

/**
 * A periodic task of a {@link ModelledScheduler}, what the pool queues for each period: it runs one
 * period of its task ({@code runAndReset}) and, if the task is still new (not cancelled, did not
 * throw), hands itself back to the pool to wait for the next period. It counts its periods, which
 * the pool bounds by the exploration's {@code maxPeriods}.
 */
final class PeriodicTask implements Runnable {

  private final ModelledTask<?> task;
  private final long periodNanos;
  private final ModelledScheduler pool;
  /** What the pool queues for each period: this, or a job wrapping it (the JDK's outerTask). */
  private Runnable outer = this;
  private int periods;

  PeriodicTask(ModelledTask<?> task, long periodNanos, ModelledScheduler pool) {
    this.task = task;
    this.periodNanos = periodNanos;
    this.pool = pool;
  }

  /** Makes {@code job}, which runs this, what the pool queues for each period. */
  void wrappedBy(Runnable job) {
    this.outer = job;
  }

  /** Returns what the pool queues for each period. */
  Runnable outer() {
    return outer;
  }

  /** Runs one period, then waits for the next unless the task is done. */
  @Override
  public void run() {
    periods++;
    if (task.runAndReset()) {
      pool.reExecutePeriodic(this);
    } else {
      pool.ended(this);
    }
  }

  /** Returns the periods begun so far. */
  int periods() {
    return periods;
  }

  /** Returns the delay between two periods. */
  long periodNanos() {
    return periodNanos;
  }

  /** Cancels the task, without interrupting, as the JDK's pool cancels the periodic tasks it drops. */
  void cancel() {
    task.cancel(false);
  }

  @Override
  public String toString() {
    return task.toString();
  }
}
