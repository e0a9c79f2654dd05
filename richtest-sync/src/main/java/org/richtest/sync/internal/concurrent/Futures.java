package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The static methods of the {@code CompletableFuture} drop-in that make a future, which the
 * production side ({@link JdkFuture#futures}) and the model ({@link ModelledFuture#futures}) both
 * implement: the drop-in asks the one for the calling thread, outside or inside a run, and wraps
 * what it makes. Arguments are checked by the drop-in.
 */
public interface Futures {

  /** Returns a new incomplete future called {@code name}, or the default name when null. */
  <U> FutureOperations<U> incomplete(@Nullable String name);

  /** Returns a future completed by {@code supplier} on {@code executor} (null: the default). */
  <U> FutureOperations<U> supplyAsync(Supplier<U> supplier, @Nullable Executor executor);

  /** Returns a future completed after {@code action} runs on {@code executor} (null: default). */
  FutureOperations<Void> runAsync(Runnable action, @Nullable Executor executor);

  <U> FutureOperations<U> completedFuture(@Nullable U value);

  <U> FutureOperations<U> failedFuture(Throwable ex);

  /** Returns a future completed once every one of {@code cfs}, drop-ins (or null), is. */
  FutureOperations<Void> allOf(CompletionStage<?>[] cfs);

  /** Returns a future completed as the first of {@code cfs}, drop-ins (or null), to complete. */
  FutureOperations<Object> anyOf(CompletionStage<?>[] cfs);

  /** Returns an executor that runs a task after a delay on {@code executor} (null: default). */
  Executor delayedExecutor(long delay, TimeUnit unit, @Nullable Executor executor);
}
