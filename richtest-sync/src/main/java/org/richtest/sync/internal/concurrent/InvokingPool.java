package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.RunnableFuture;

/**
 * What {@link Invocations} needs of a modelled pool to run {@code invokeAll} and {@code invokeAny}
 * as the JDK does: tasks with line names stable across runs, and a way to execute them. Both a
 * thread pool ({@link ModelledPool}) and a fork/join pool ({@link ModelledForkJoinPool}) are.
 */
public interface InvokingPool extends Executor {

  /** Returns a new task named {@code <pool>-<submitter>-task<k>}. */
  <T> RunnableFuture<T> newTask(Callable<T> task);

  /**
   * Returns {@code <pool>-<submitter>-<what><k>} for the k-th line the calling thread creates for
   * this pool: the same in every run, whatever the schedule, as line names must be.
   */
  String lineName(String what);
}
