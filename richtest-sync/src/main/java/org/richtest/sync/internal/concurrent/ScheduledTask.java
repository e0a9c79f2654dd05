package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The future {@code schedule} returns under exploration: the pool's task, whose operations are its
 * events, and the (first) delay it was scheduled with. An exploration has no clock, so {@link #getDelay}
 * is that delay, not the time left, and not an event.
 */
final class ScheduledTask<V> implements RunnableScheduledFuture<V> {

  private final RunnableFuture<V> task;
  private final long delayNanos;
  private final boolean periodic;

  ScheduledTask(RunnableFuture<V> task, long delayNanos) {
    this(task, delayNanos, false);
  }

  ScheduledTask(RunnableFuture<V> task, long delayNanos, boolean periodic) {
    this.task = task;
    this.delayNanos = delayNanos;
    this.periodic = periodic;
  }

  @Override
  public boolean isPeriodic() {
    return periodic;
  }

  @Override
  public long getDelay(TimeUnit unit) {
    return unit.convert(delayNanos, TimeUnit.NANOSECONDS);
  }

  @Override
  public int compareTo(Delayed other) {
    return Long.compare(delayNanos, other.getDelay(TimeUnit.NANOSECONDS));
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
