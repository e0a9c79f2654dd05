package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What {@link Invocations} needs of a modelled pool to run {@code invokeAll} and {@code invokeAny}
 * as the JDK does: tasks with line names stable across runs, and a way to execute them. Both a
 * thread pool ({@link ModelledPool}), a fork/join pool ({@link ModelledForkJoinPool}) and the
 * common pool ({@link ModelledCommonPool}) are.
 */
public interface InvokingPool extends Executor {

  /** Returns a new task named {@code <pool>-<submitter>-task<k>}. */
  <T> RunnableFuture<T> newTask(Callable<T> task);

  /**
   * Returns {@code <pool>-<submitter>-<what><k>} for the k-th line the calling thread creates for
   * this pool: the same in every run, whatever the schedule, as line names must be.
   */
  String lineName(String what);

  /**
   * Runs {@code tasks} and waits until all are done or the timeout elapses, then cancels those not
   * done; each wait may time out. Time does not pass while tasks are submitted: every task is
   * submitted when the timeout is positive, none otherwise.
   */
  default <T> List<Future<T>> invokeAll(
      Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException {
    return Invocations.invokeAll(this, tasks, unit.toNanos(timeout));
  }

  /** Returns the result of a task that completed normally, cancelling the others. */
  default <T> T invokeAny(Collection<? extends Callable<T>> tasks)
      throws InterruptedException, ExecutionException {
    try {
      return Invocations.invokeAny(this, tasks, false, 0);
    } catch (TimeoutException impossible) {
      throw new IllegalStateException("an untimed invokeAny timed out", impossible);
    }
  }

  /** As {@link #invokeAny(Collection)}; each wait for a task may time out. */
  default <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    return Invocations.invokeAny(this, tasks, true, unit.toNanos(timeout));
  }
}
