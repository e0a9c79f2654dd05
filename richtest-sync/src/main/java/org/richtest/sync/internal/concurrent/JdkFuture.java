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
 * The JDK's future behind a {@code CompletableFuture} drop-in created outside an exploration, or
 * returned by a JDK method there: every operation forwards to it, and a dependent stage is the one
 * the JDK's future makes, behind a new drop-in.
 *
 * @param <T> the result type
 */
public final class JdkFuture<T> implements FutureOperations<T>, Identified {

  private final CompletableFuture<T> real;
  private final StageSides sides;
  private final Outside outside;

  /** Forwards to {@code real}, for a drop-in called {@code name}; {@code sides} finds others'. */
  public JdkFuture(CompletableFuture<T> real, @Nullable String name, StageSides sides) {
    this.real = real;
    this.sides = sides;
    this.outside = new Outside("CompletableFuture", name);
  }

  /** Returns the JDK's static methods, each future they make behind a new drop-in. */
  public static Futures futures(StageSides sides) {
    return new Futures() {
      private <U> FutureOperations<U> side(CompletableFuture<U> future) {
        return new JdkFuture<>(future, null, sides);
      }

      @Override
      public <U> FutureOperations<U> incomplete(@Nullable String name) {
        return new JdkFuture<>(new CompletableFuture<>(), name, sides);
      }

      @Override
      public <U> FutureOperations<U> supplyAsync(
          Supplier<U> supplier, @Nullable Executor executor) {
        return side(executor == null
            ? CompletableFuture.supplyAsync(supplier)
            : CompletableFuture.supplyAsync(supplier, executor));
      }

      @Override
      public FutureOperations<Void> runAsync(Runnable action, @Nullable Executor executor) {
        return side(executor == null
            ? CompletableFuture.runAsync(action)
            : CompletableFuture.runAsync(action, executor));
      }

      @Override
      public <U> FutureOperations<U> completedFuture(@Nullable U value) {
        return side(CompletableFuture.completedFuture(value));
      }

      @Override
      public <U> FutureOperations<U> failedFuture(Throwable ex) {
        return side(CompletableFuture.failedFuture(ex));
      }

      @Override
      public FutureOperations<Void> allOf(CompletionStage<?>[] cfs) {
        return side(CompletableFuture.allOf(reals(cfs)));
      }

      @Override
      public FutureOperations<Object> anyOf(CompletionStage<?>[] cfs) {
        return side(CompletableFuture.anyOf(reals(cfs)));
      }

      @Override
      public Executor delayedExecutor(long delay, TimeUnit unit, @Nullable Executor executor) {
        return executor == null
            ? CompletableFuture.delayedExecutor(delay, unit)
            : CompletableFuture.delayedExecutor(delay, unit, executor);
      }

      private CompletableFuture<?>[] reals(CompletionStage<?>[] cfs) {
        CompletableFuture<?>[] reals = new CompletableFuture<?>[cfs.length];
        for (int i = 0; i < cfs.length; i++) {
          reals[i] = jdkOf(sides, cfs[i]);
        }
        return reals;
      }
    };
  }

  /**
   * Returns the JDK's future behind the drop-in {@code stage}, after checking that the calling
   * thread may use it.
   *
   * @throws NullPointerException if {@code stage} is null
   */
  private static CompletableFuture<?> jdkOf(StageSides sides, @Nullable CompletionStage<?> stage) {
    FutureOperations<?> side = sides.sideOf(stage);
    if (side == null) {
      throw new NullPointerException();
    }
    side.checkCaller();
    return side.toCompletableFuture();
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public boolean complete(@Nullable T value) {
    return real.complete(value);
  }

  @Override
  public boolean completeExceptionally(Throwable ex) {
    return real.completeExceptionally(ex);
  }

  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    return real.cancel(mayInterruptIfRunning);
  }

  @Override
  public void obtrudeValue(@Nullable T value) {
    real.obtrudeValue(value);
  }

  @Override
  public void obtrudeException(Throwable ex) {
    real.obtrudeException(ex);
  }

  @Override
  public void completeAsync(Supplier<? extends T> supplier, @Nullable Executor executor) {
    if (executor == null) {
      real.completeAsync(supplier);
    } else {
      real.completeAsync(supplier, executor);
    }
  }

  @Override
  public void orTimeout(long timeout, TimeUnit unit) {
    real.orTimeout(timeout, unit);
  }

  @Override
  public void completeOnTimeout(@Nullable T value, long timeout, TimeUnit unit) {
    real.completeOnTimeout(value, timeout, unit);
  }

  @Override
  public T join() {
    return real.join();
  }

  @Override
  public T get() throws InterruptedException, ExecutionException {
    return real.get();
  }

  @Override
  public T get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    return real.get(timeout, unit);
  }

  @Override
  public T getNow(T valueIfAbsent) {
    return real.getNow(valueIfAbsent);
  }

  @Override
  public T resultNow() {
    return real.resultNow();
  }

  @Override
  public Throwable exceptionNow() {
    return real.exceptionNow();
  }

  @Override
  public Future.State state() {
    return real.state();
  }

  @Override
  public boolean isDone() {
    return real.isDone();
  }

  @Override
  public boolean isCancelled() {
    return real.isCancelled();
  }

  @Override
  public boolean isCompletedExceptionally() {
    return real.isCompletedExceptionally();
  }

  @Override
  public int getNumberOfDependents() {
    return real.getNumberOfDependents();
  }

  @Override
  public <U> FutureOperations<U> stage(String operation, @Nullable Executor executor,
      Reaction reaction, Function<CompletableFuture<T>, CompletableFuture<U>> jdk) {
    return new JdkFuture<>(jdk.apply(real), null, sides);
  }

  /** Returns the JDK's stage, of the JDK's future behind {@code other} if it is a drop-in. */
  @Override
  @SuppressWarnings("unchecked")
  public <U, V> FutureOperations<V> stage(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Mode mode, Reaction reaction,
      BiFunction<CompletableFuture<T>, CompletionStage<U>, CompletableFuture<V>> jdk) {
    CompletionStage<U> jdkOther =
        sides.sideOf(other) != null ? (CompletionStage<U>) jdkOf(sides, other) : other;
    return new JdkFuture<>(jdk.apply(real, jdkOther), null, sides);
  }

  @Override
  public CompletableFuture<T> toCompletableFuture() {
    return real;
  }

  @Override
  public CompletionStage<T> minimalCompletionStage(Supplier<CompletionStage<T>> copy) {
    return real.minimalCompletionStage();
  }

  @Override
  public Executor defaultExecutor() {
    return real.defaultExecutor();
  }

  @Override
  public String toString() {
    return real.toString();
  }
}
