package org.richtest.sync.internal.concurrent;

import java.util.concurrent.RunnableFuture;

/**
 * The operations of the {@code FutureTask} drop-in, which both its sides implement: {@link JdkTask}
 * and {@link ModelledTask}. {@link #complete} and {@link #fail} are what the drop-in's {@code set}
 * and {@code setException} do unless a subclass overrides them.
 *
 * @param <V> the result type
 */
public interface TaskOperations<V> extends RunnableFuture<V>, DropInOperations {

  /** Runs the computation and resets the task, as the JDK's protected {@code runAndReset}. */
  boolean runAndReset();

  /** Sets the result unless the task is already done or cancelled. */
  void complete(V value);

  /** Sets the failure unless the task is already done or cancelled. */
  void fail(Throwable thrown);

  @Override
  V resultNow();

  @Override
  Throwable exceptionNow();

  @Override
  State state();
}
