package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Completion.Mode;
import org.richtest.sync.internal.concurrent.Completion.Reaction;

/**
 * The operations of the {@code CompletableFuture} drop-in, which both its sides implement: {@link
 * JdkFuture} and {@link ModelledFuture}. A dependent stage is described to both at once, by the
 * JDK method that makes it and by the {@link Reaction} the model runs; each side makes a new side
 * of its own, which the drop-in wraps. Arguments are checked by the drop-in.
 *
 * @param <T> the result type
 */
public interface FutureOperations<T> extends DropInOperations {

  boolean complete(@Nullable T value);

  boolean completeExceptionally(Throwable ex);

  boolean cancel(boolean mayInterruptIfRunning);

  void obtrudeValue(@Nullable T value);

  void obtrudeException(Throwable ex);

  /** Completes this future with what {@code supplier} returns, run on {@code executor}. */
  void completeAsync(Supplier<? extends T> supplier, @Nullable Executor executor);

  void orTimeout(long timeout, TimeUnit unit);

  void completeOnTimeout(@Nullable T value, long timeout, TimeUnit unit);

  T join();

  T get() throws InterruptedException, ExecutionException;

  T get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException;

  T getNow(T valueIfAbsent);

  T resultNow();

  Throwable exceptionNow();

  Future.State state();

  boolean isDone();

  boolean isCancelled();

  boolean isCompletedExceptionally();

  int getNumberOfDependents();

  /**
   * Returns a stage depending on this future: made by {@code jdk} from the JDK's future, or in the
   * model registered by {@code operation} events and run as {@code reaction} says, on {@code
   * executor} (null: in the thread that fires it).
   */
  <U> FutureOperations<U> stage(String operation, @Nullable Executor executor, Reaction reaction,
      Function<CompletableFuture<T>, CompletableFuture<U>> jdk);

  /** Returns a stage depending on this future and {@code other}, as {@code mode} combines them. */
  <U, V> FutureOperations<V> stage(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Mode mode, Reaction reaction,
      BiFunction<CompletableFuture<T>, CompletionStage<U>, CompletableFuture<V>> jdk);

  /** Returns the JDK's future; throws in the model, which has none. */
  CompletableFuture<T> toCompletableFuture();

  /** Returns the JDK's minimal stage, or in the model the stage {@code copy} makes. */
  CompletionStage<T> minimalCompletionStage(Supplier<CompletionStage<T>> copy);

  Executor defaultExecutor();
}
