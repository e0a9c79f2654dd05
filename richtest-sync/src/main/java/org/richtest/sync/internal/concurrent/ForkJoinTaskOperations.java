package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * The operations of a {@code ForkJoinTask} drop-in that both its sides implement: {@link
 * JdkForkJoinTask} and {@link ModelledForkJoinTask}. The result is the drop-in's own ({@code
 * getRawResult}), which a side reads only once the task is done, so the waits return nothing.
 */
public interface ForkJoinTaskOperations extends DropInOperations {

  /**
   * What the drop-in computes: its {@code exec}, which a subclass defines ({@code RecursiveTask}'s
   * runs {@code compute}), returning whether the task completed.
   */
  @FunctionalInterface
  interface Body {
    boolean exec();
  }

  /** Arranges for the task to run asynchronously ({@code fork}). */
  void start();

  /**
   * Waits for the task to be done ({@code join}); throws its {@code RuntimeException} or {@code
   * Error}, or {@code CancellationException}.
   */
  void await();

  /** Runs the task in the calling thread and waits for it to be done ({@code invoke}). */
  void runHere();

  /** Waits for the task to be done as {@code get} does. */
  void awaitGot() throws InterruptedException, ExecutionException;

  /** Waits for the task to be done as the timed {@code get} does. */
  void awaitGot(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException;

  boolean cancel(boolean mayInterruptIfRunning);

  /** Completes the task normally unless it is done ({@code quietlyComplete}). */
  void quietlyComplete();

  /** Completes the task with {@code ex} unless it is done, as the JDK's on a plain task. */
  void completeExceptionally(Throwable ex);

  boolean isDone();

  boolean isCancelled();

  boolean isCompletedAbnormally();

  boolean isCompletedNormally();

  @Nullable Throwable getException();
}
