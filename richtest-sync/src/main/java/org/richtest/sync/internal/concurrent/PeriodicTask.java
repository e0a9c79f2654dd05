package org.richtest.sync.internal.concurrent;

/**
 * A periodic task of a {@link ModelledScheduler}, what the pool queues for each period: it runs one
 * period of its task ({@code runAndReset}) and, if the task is still new (not cancelled, did not
 * throw), hands itself back to the pool to wait for the next period. It counts its periods, which
 * the pool bounds by the exploration's {@code maxPeriods}, and knows when the next is due on the
 * run's logical clock, as its {@link Pacing} says.
 */
final class PeriodicTask implements Runnable {

  /** When the next period is due, as the JDK's schedules compute it. */
  enum Pacing {
    /** A period after the last was due: {@code scheduleAtFixedRate}, a {@code Timer}'s too. */
    RATE,
    /** A period after the last ended: {@code scheduleWithFixedDelay} of a scheduled pool. */
    DELAY_AFTER_END,
    /**
     * A period after the last began: a {@code Timer}'s fixed-delay schedule, whose thread reads
     * the clock before it runs the task.
     */
    DELAY_AFTER_START
  }

  private final ModelledTask<?> task;
  private final long periodNanos;
  private final ModelledScheduler pool;
  private final Pacing pacing;
  /** What the pool queues for each period: this, or a job wrapping it (the JDK's outerTask). */
  private Runnable outer = this;
  private int periods;
  /** The logical time the latest period scheduled is due at. */
  private long due;
  /** The logical time the worker knew of when the latest period began. */
  private long began;
  /** The logical time the latest period begun was due at. */
  private long begunDue;

  PeriodicTask(ModelledTask<?> task, long periodNanos, ModelledScheduler pool, Pacing pacing) {
    this.task = task;
    this.periodNanos = periodNanos;
    this.pool = pool;
    this.pacing = pacing;
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
    began = pool.run().knownNanos();
    begunDue = due;
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

  /** Sets when the first period is due. */
  void firstDue(long deadline) {
    due = deadline;
  }

  /** Returns the logical time the latest period scheduled is due at. */
  long due() {
    return due;
  }

  /** Returns the logical time the latest period begun was due at, the first's before any began. */
  long dueOfLatestBegun() {
    return periods == 0 ? due : begunDue;
  }

  /**
   * Returns the logical time the next period is due at, now that a period ended with the worker
   * knowing of {@code known}, and makes it the one scheduled.
   */
  long nextDue(long known) {
    long from = switch (pacing) {
      case RATE -> due;
      case DELAY_AFTER_END -> Math.max(due, known); // no earlier than due where nothing was read
      case DELAY_AFTER_START -> Math.max(due, began);
    };
    due = ModelledScheduler.later(from, periodNanos);
    return due;
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
