package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * The life cycle both modelled pools share, a thread pool's ({@link ModelledPool}) and a fork/join
 * pool's ({@link ModelledForkJoinPool}): a line whose calls are open at any time until the pool
 * has terminated, when {@code close} opens too; {@code isTerminated} and the timed {@code
 * awaitTermination} answer whether it had terminated when their event was received, so both
 * answers are explored; {@code close} is a {@code shutdown} then a wait by a {@code close} event;
 * {@code invokeAny} and the timed {@code invokeAll} are {@link InvokingPool}'s. Each pool says when
 * it has terminated and what its shutdown does.
 */
abstract sealed class PoolLine extends DropIn implements InvokingPool
    permits ModelledPool, ModelledForkJoinPool {

  private final LineNames lineNames;
  private final OpenList running;
  private final OpenList terminated;

  /** Creates the line called {@code name} (the default when null) of the calls {@code alwaysOpen}. */
  PoolLine(@Nullable String name, String[] alwaysOpen) {
    super(name);
    this.lineNames = new LineNames(name());
    this.running = OpenList.on(name(), alwaysOpen);
    String[] all = new String[alwaysOpen.length + 1];
    System.arraycopy(alwaysOpen, 0, all, 0, alwaysOpen.length);
    all[alwaysOpen.length] = "close";
    this.terminated = OpenList.on(name(), all);
  }

  /** Returns whether the pool has terminated; not an event. */
  abstract boolean isTerminatedNow();

  /** Shuts the pool down, after the caller's {@code shutdown} event. */
  abstract void beginShutdown();

  @Override
  public String lineName(String what) {
    return lineNames.next(run(), what);
  }

  public boolean isTerminated() {
    perform("isTerminated");
    return isTerminatedNow();
  }

  /**
   * Returns whether the pool had terminated when the event completed: both are explored. A call
   * that repeats a timeout with nothing done since waits for the pool to change, and a timeout
   * advances the logical clock (docs/decisions.md, "Timed operations").
   */
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    performTimed("awaitTermination");
    if (!isTerminatedNow()) {
      timedOut(unit.toNanos(timeout));
      return false;
    }
    return true;
  }

  /** Shuts the pool down and waits until it terminated (a task closing its pool waits forever). */
  public void close() {
    perform("shutdown");
    beginShutdown();
    perform("close");
  }

  // A thread pool is an ExecutorService too, whose abstract methods these defaults do not override.
  @Override
  public <T> List<Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    return InvokingPool.super.invokeAll(tasks, timeout, unit);
  }

  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    return InvokingPool.super.invokeAny(tasks);
  }

  @Override
  public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    return InvokingPool.super.invokeAny(tasks, timeout, unit);
  }

  @Override
  public OpenList openList() {
    return withRepeats(isTerminatedNow() ? terminated : running);
  }
}
