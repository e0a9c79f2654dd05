package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import org.richtest.spi.Controller;

/**
 * The future {@code schedule} returns under exploration: the pool's task, whose operations are its
 * events, and when it is due. Under the run's logical clock {@link #getDelay} is the JDK's, the
 * time left until its (next) period is due, by a read of the clock (an event, as the JDK's reads
 * {@code nanoTime}); in real time no time passes in a run, so it is the delay scheduled, no event.
 */
final class ScheduledTask<V> implements RunnableScheduledFuture<V> {

  private final RunnableFuture<V> task;
  private final long delayNanos;
  private final LongSupplier due;
  private final boolean periodic;

  /**
   * Wraps {@code task}, scheduled with a (first) delay of {@code delayNanos}, whose (next) period
   * {@code due} says the logical time of.
   */
  ScheduledTask(RunnableFuture<V> task, long delayNanos, LongSupplier due, boolean periodic) {
    this.task = task;
    this.delayNanos = delayNanos;
    this.due = due;
    this.periodic = periodic;
  }

  @Override
  public boolean isPeriodic() {
    return periodic;
  }

  @Override
  public long getDelay(TimeUnit unit) {
    Controller run = Controller.current();
    long left = run.readsLogicalTime() ? due.getAsLong() - run.logicalNanos() : delayNanos;
    return unit.convert(left, TimeUnit.NANOSECONDS);
  }

  /** Compares by when due, as the JDK's tasks of one pool; by the delay left otherwise. */
  @Override
  public int compareTo(Delayed other) {
    if (other instanceof ScheduledTask<?> scheduled) {
      return Long.compare(due.getAsLong(), scheduled.due.getAsLong());
    }
    return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
  }

  @Override
  public void run() {
    task.run();
  }

  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    return task.cancel(mayInterruptIfRunning);
  }

  @Override
  public boolean isCancelled() {
    return task.isCancelled();
  }

  @Override
  public boolean isDone() {
    return task.isDone();
  }

  @Override
  public V get() throws InterruptedException, ExecutionException {
    return task.get();
  }

  @Override
  public V get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    return task.get(timeout, unit);
  }

  @Override
  public String toString() {
    return task.toString();
  }
}
