package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
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

  /** Waits for the task to be done, throwing nothing it threw ({@code quietlyJoin}). */
  void quietlyJoin();

  /** Runs the task in the calling thread and waits for it, throwing nothing it threw. */
  void quietlyInvoke();

  /**
   * Waits for the task to be done until {@code timeout} elapses; returns whether it is done,
   * normally or not.
   */
  boolean quietlyJoin(long timeout, TimeUnit unit) throws InterruptedException;

  /** As {@link #quietlyJoin(long, TimeUnit)}, an interrupt not ending the wait. */
  boolean quietlyJoinUninterruptibly(long timeout, TimeUnit unit);

  /** Takes the task back from its forker's queue if it is still there; returns whether it did. */
  boolean tryUnfork();

  /** Makes a done task new again, so that it can be forked once more. */
  void reinitialize();

  short getForkJoinTaskTag();

  short setForkJoinTaskTag(short newValue);

  boolean compareAndSetForkJoinTaskTag(short expect, short update);

  Future.State state();

  /**
   * Checks that the task completed normally, throwing {@code IllegalStateException} otherwise; the
   * drop-in then returns its own result ({@code resultNow}).
   */
  @Nullable Object resultNow();

  /** Returns what the task threw, as {@link #getException}, if it failed; else throws. */
  Throwable exceptionNow();
}
