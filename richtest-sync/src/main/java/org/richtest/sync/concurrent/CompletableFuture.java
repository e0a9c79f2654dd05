package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;
import static org.richtest.sync.internal.concurrent.ModelledFuture.NEW_THREAD;

import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Completion.Mode;
import org.richtest.sync.internal.concurrent.Completion.Reaction;
import org.richtest.sync.internal.concurrent.FutureOperations;
import org.richtest.sync.internal.concurrent.Futures;
import org.richtest.sync.internal.concurrent.JdkFuture;
import org.richtest.sync.internal.concurrent.ModelledFuture;
import org.richtest.sync.internal.concurrent.Reactions;
import org.richtest.sync.internal.concurrent.StageSides;
import org.richtest.spi.Describable;

/**
 * A future that can be completed explicitly and that runs dependent stages, with the API of {@link
 * java.util.concurrent.CompletableFuture} (every public method of Java 21's). Under an exploration
 * it is a line of its own: {@code join} and {@code get} are events open once it is done; completing
 * it ({@code complete}, {@code completeExceptionally}, {@code cancel}, {@code obtrude*}), the
 * queries, the timed {@code get} and registering a dependent stage ({@code thenApply}, {@code
 * thenCombine}, ...) are events open at any time. As in the JDK, a stage registered on a future
 * already done runs in the registering thread at once; otherwise the thread that completes the
 * future runs it after its completion event (never inside the controller), last registered first,
 * and a stage that runs user code checks its own future first by a {@code tryFire} event, so that
 * a stage completed or cancelled meanwhile is left alone. Exceptions are wrapped as the JDK wraps
 * them ({@link CompletionException} for dependent stages and {@code join}, {@link
 * ExecutionException} for {@code get}). Outside an exploration it is the JDK's future: which one it
 * is, it decides when it is created, and each stage it makes is of the same kind.
 *
 * <p>An asynchronous stage without an executor, and {@code supplyAsync}/{@code runAsync} without
 * one, run on a new logical thread per task (the JDK's common pool has bounded parallelism; the
 * exploration assumes none). A timed {@code get}, {@code orTimeout} and {@code completeOnTimeout}
 * time out at a point of the exploration's choosing: the latter two start a thread whose one
 * completion races with the real one. {@link #toCompletableFuture()} cannot return a JDK future
 * under exploration and throws there ({@link #from(CompletionStage)} is its counterpart that
 * returns a drop-in); {@link #minimalCompletionStage()} returns a copy that can still be completed.
 *
 * @param <T> the result type
 */
public final class CompletableFuture<T> implements Future<T>, CompletionStage<T>, Describable {

  /** Finds the side of a drop-in among the stages users pass. */
  private static final StageSides SIDES = CompletableFuture::sideOf;

  /** The static methods as the JDK makes their futures. */
  private static final Futures JDK = JdkFuture.futures(SIDES);

  /** The static methods as the model makes their futures. */
  private static final Futures MODELLED = ModelledFuture.futures(SIDES);

  private final FutureOperations<T> future;

  /** Creates an incomplete future. */
  public CompletableFuture() {
    this((String) null);
  }

  /** Creates an incomplete future whose line is called {@code name}, or the default when null. */
  public CompletableFuture(@Nullable String name) {
    this(futures().incomplete(name));
  }

  /** Wraps a side made by another future or a static method. */
  private CompletableFuture(FutureOperations<T> future) {
    this.future = future;
  }

  /** Returns the static methods for the calling thread: the model's in a run, else the JDK's. */
  private static Futures futures() {
    return creatingUnderExploration() ? MODELLED : JDK;
  }

  private static @Nullable FutureOperations<?> sideOf(@Nullable CompletionStage<?> stage) {
    return stage instanceof CompletableFuture<?> dropIn ? dropIn.future : null;
  }

  /**
   * Returns {@code stage} as a drop-in, as {@link CompletionStage#toCompletableFuture()} returns a
   * JDK future: the stage itself if it is one, otherwise (outside an exploration) a drop-in that
   * forwards to the stage's JDK future. Code rewritten by the RichTest agent calls it where the
   * original called {@code toCompletableFuture()}.
   *
   * @throws UnsupportedOperationException under exploration, for a stage that is not a drop-in: it
   *     completes on threads the exploration does not control
   */
  public static <U> CompletableFuture<U> from(CompletionStage<U> stage) {
    if (stage instanceof CompletableFuture<U> dropIn) {
      return dropIn;
    }
    if (creatingUnderExploration()) {
      throw new UnsupportedOperationException(
          "a " + stage.getClass().getName() + " is not modelled under exploration: it completes "
              + "on threads the exploration does not control; use RichTest's CompletableFuture");
    }
    return new CompletableFuture<>(new JdkFuture<>(stage.toCompletableFuture(), null, SIDES));
  }

  // ---- static factories ---------------------------------------------------------------------

  /** Returns a future completed by {@code supplier} on a new thread (common pool outside). */
  public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
    Objects.requireNonNull(supplier);
    return new CompletableFuture<>(futures().supplyAsync(supplier, null));
  }

  /** Returns a future completed by {@code supplier} run on {@code executor}. */
  public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
    Objects.requireNonNull(supplier);
    Objects.requireNonNull(executor);
    return new CompletableFuture<>(futures().supplyAsync(supplier, executor));
  }

  /** Returns a future completed after {@code action} runs on a new thread (common pool outside). */
  public static CompletableFuture<Void> runAsync(Runnable action) {
    Objects.requireNonNull(action);
    return new CompletableFuture<>(futures().runAsync(action, null));
  }

  /** Returns a future completed after {@code action} runs on {@code executor}. */
  public static CompletableFuture<Void> runAsync(Runnable action, Executor executor) {
    Objects.requireNonNull(action);
    Objects.requireNonNull(executor);
    return new CompletableFuture<>(futures().runAsync(action, executor));
  }

  /** Returns a future already completed with {@code value}. */
  public static <U> CompletableFuture<U> completedFuture(@Nullable U value) {
    return new CompletableFuture<>(futures().completedFuture(value));
  }

  /** Returns a future already completed exceptionally with {@code ex}. */
  public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
    Objects.requireNonNull(ex);
    return new CompletableFuture<>(futures().failedFuture(ex));
  }

  /** Returns a stage already completed with {@code value}. */
  public static <U> CompletionStage<U> completedStage(@Nullable U value) {
    return completedFuture(value);
  }

  /** Returns a stage already completed exceptionally with {@code ex}. */
  public static <U> CompletionStage<U> failedStage(Throwable ex) {
    return failedFuture(ex);
  }

  /**
   * Returns a future completed once every one of {@code cfs} is, with null, or exceptionally with
   * the first failure in order; completed at once when there are none.
   */
  public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
    return new CompletableFuture<>(futures().allOf(cfs));
  }

  /**
   * Returns a future completed as the first of {@code cfs} to complete; never completed when there
   * are none.
   */
  public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
    return new CompletableFuture<>(futures().anyOf(cfs));
  }

  /**
   * Returns an executor that runs a task on {@code executor} after a delay; under exploration after
   * a new thread started for it, at a point of the exploration's choosing.
   */
  public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
    Objects.requireNonNull(unit);
    Objects.requireNonNull(executor);
    return futures().delayedExecutor(delay, unit, executor);
  }

  /** Returns an executor that runs a task on a new thread after a delay (common pool outside). */
  public static Executor delayedExecutor(long delay, TimeUnit unit) {
    Objects.requireNonNull(unit);
    return futures().delayedExecutor(delay, unit, null);
  }

  /** Returns the line name. */
  public String name() {
    return future.name();
  }

  // ---- completing and reading ---------------------------------------------------------------

  /** Completes this future with {@code value} unless it is done; returns whether it did. */
  public boolean complete(@Nullable T value) {
    return checked().complete(value);
  }

  /** Completes this future exceptionally with {@code ex} unless it is done; returns if it did. */
  public boolean completeExceptionally(Throwable ex) {
    Objects.requireNonNull(ex);
    return checked().completeExceptionally(ex);
  }

  /**
   * Completes this future with a {@link CancellationException} unless it is done; returns whether
   * it is cancelled now. Interruption is not modelled: {@code mayInterruptIfRunning} changes
   * nothing, as in the JDK.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    return checked().cancel(mayInterruptIfRunning);
  }

  /** Sets the value even if this future is done (the JDK's: for error recovery only). */
  public void obtrudeValue(@Nullable T value) {
    checked().obtrudeValue(value);
  }

  /** Sets the exception even if this future is done (the JDK's: for error recovery only). */
  public void obtrudeException(Throwable ex) {
    Objects.requireNonNull(ex);
    checked().obtrudeException(ex);
  }

  /** Completes this future with what {@code supplier} returns, run on a new thread. */
  public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
    Objects.requireNonNull(supplier);
    checked().completeAsync(supplier, null);
    return this;
  }

  /** Completes this future with what {@code supplier} returns, run on {@code executor}. */
  public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
    Objects.requireNonNull(supplier);
    Objects.requireNonNull(executor);
    checked().completeAsync(supplier, executor);
    return this;
  }

  /**
   * Completes this future exceptionally with a {@link TimeoutException} unless it completes within
   * {@code timeout}; under exploration a new thread's completion races with the real one.
   */
  public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
    Objects.requireNonNull(unit);
    checked().orTimeout(timeout, unit);
    return this;
  }

  /**
   * Completes this future with {@code value} unless it completes within {@code timeout}; under
   * exploration a new thread's completion races with the real one.
   */
  public CompletableFuture<T> completeOnTimeout(@Nullable T value, long timeout, TimeUnit unit) {
    Objects.requireNonNull(unit);
    checked().completeOnTimeout(value, timeout, unit);
    return this;
  }

  /**
   * Waits until this future is done and returns its value.
   *
   * @throws CompletionException if it completed exceptionally, with the exception as its cause
   * @throws CancellationException if it was cancelled
   */
  public T join() {
    return checked().join();
  }

  /** Waits until this future is done and returns its value. */
  @Override
  public T get() throws InterruptedException, ExecutionException {
    return checked().get();
  }

  /**
   * Waits until this future is done or {@code timeout} elapses; under exploration both outcomes
   * are explored.
   *
   * @throws TimeoutException if it was not done in time
   */
  @Override
  public T get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    Objects.requireNonNull(unit);
    return checked().get(timeout, unit);
  }

  /** Returns the value if done, else {@code valueIfAbsent}; a failure throws as {@link #join()}. */
  public T getNow(T valueIfAbsent) {
    return checked().getNow(valueIfAbsent);
  }

  @Override
  public T resultNow() {
    return checked().resultNow();
  }

  @Override
  public Throwable exceptionNow() {
    return checked().exceptionNow();
  }

  @Override
  public State state() {
    return checked().state();
  }

  @Override
  public boolean isDone() {
    return checked().isDone();
  }

  @Override
  public boolean isCancelled() {
    return checked().isCancelled();
  }

  /** Returns whether this future completed exceptionally, cancellation included. */
  public boolean isCompletedExceptionally() {
    return checked().isCompletedExceptionally();
  }

  /** Returns the number of stages waiting for this future. */
  public int getNumberOfDependents() {
    return checked().getNumberOfDependents();
  }

  // ---- CompletionStage ----------------------------------------------------------------------

  @Override
  public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
    return uni("thenApply", null, Reactions.apply(fn), r -> r.thenApply(fn));
  }

  @Override
  public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
    return uni("thenApply", NEW_THREAD, Reactions.apply(fn), r -> r.thenApplyAsync(fn));
  }

  @Override
  public <U> CompletableFuture<U> thenApplyAsync(
      Function<? super T, ? extends U> fn, Executor executor) {
    return uni("thenApply", Objects.requireNonNull(executor), Reactions.apply(fn),
        r -> r.thenApplyAsync(fn, executor));
  }

  @Override
  public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
    return uni("thenAccept", null, Reactions.accept(action), r -> r.thenAccept(action));
  }

  @Override
  public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
    return uni("thenAccept", NEW_THREAD, Reactions.accept(action), r -> r.thenAcceptAsync(action));
  }

  @Override
  public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
    return uni("thenAccept", Objects.requireNonNull(executor), Reactions.accept(action),
        r -> r.thenAcceptAsync(action, executor));
  }

  @Override
  public CompletableFuture<Void> thenRun(Runnable action) {
    return uni("thenRun", null, Reactions.run(action), r -> r.thenRun(action));
  }

  @Override
  public CompletableFuture<Void> thenRunAsync(Runnable action) {
    return uni("thenRun", NEW_THREAD, Reactions.run(action), r -> r.thenRunAsync(action));
  }

  @Override
  public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
    return uni("thenRun", Objects.requireNonNull(executor), Reactions.run(action),
        r -> r.thenRunAsync(action, executor));
  }

  @Override
  public <U, V> CompletableFuture<V> thenCombine(
      CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
    return both("thenCombine", other, null, Reactions.combine(fn),
        (r, o) -> r.thenCombine(o, fn));
  }

  @Override
  public <U, V> CompletableFuture<V> thenCombineAsync(
      CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
    return both("thenCombine", other, NEW_THREAD, Reactions.combine(fn),
        (r, o) -> r.thenCombineAsync(o, fn));
  }

  @Override
  public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
      BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
    return both("thenCombine", other, Objects.requireNonNull(executor), Reactions.combine(fn),
        (r, o) -> r.thenCombineAsync(o, fn, executor));
  }

  @Override
  public <U> CompletableFuture<Void> thenAcceptBoth(
      CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
    return both("thenAcceptBoth", other, null, Reactions.acceptBoth(action),
        (r, o) -> r.thenAcceptBoth(o, action));
  }

  @Override
  public <U> CompletableFuture<Void> thenAcceptBothAsync(
      CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
    return both("thenAcceptBoth", other, NEW_THREAD, Reactions.acceptBoth(action),
        (r, o) -> r.thenAcceptBothAsync(o, action));
  }

  @Override
  public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
      BiConsumer<? super T, ? super U> action, Executor executor) {
    return both("thenAcceptBoth", other, Objects.requireNonNull(executor),
        Reactions.acceptBoth(action), (r, o) -> r.thenAcceptBothAsync(o, action, executor));
  }

  @Override
  public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
    return both("runAfterBoth", other, null, Reactions.runAfterBoth(action),
        (r, o) -> r.runAfterBoth(o, action));
  }

  @Override
  public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
    return both("runAfterBoth", other, NEW_THREAD, Reactions.runAfterBoth(action),
        (r, o) -> r.runAfterBothAsync(o, action));
  }

  @Override
  public CompletableFuture<Void> runAfterBothAsync(
      CompletionStage<?> other, Runnable action, Executor executor) {
    return both("runAfterBoth", other, Objects.requireNonNull(executor),
        Reactions.runAfterBoth(action), (r, o) -> r.runAfterBothAsync(o, action, executor));
  }

  @Override
  public <U> CompletableFuture<U> applyToEither(
      CompletionStage<? extends T> other, Function<? super T, U> fn) {
    return either("applyToEither", other, null, Reactions.apply(fn),
        (r, o) -> r.applyToEither(o, fn));
  }

  @Override
  public <U> CompletableFuture<U> applyToEitherAsync(
      CompletionStage<? extends T> other, Function<? super T, U> fn) {
    return either("applyToEither", other, NEW_THREAD, Reactions.apply(fn),
        (r, o) -> r.applyToEitherAsync(o, fn));
  }

  @Override
  public <U> CompletableFuture<U> applyToEitherAsync(
      CompletionStage<? extends T> other, Function<? super T, U> fn, Executor executor) {
    return either("applyToEither", other, Objects.requireNonNull(executor), Reactions.apply(fn),
        (r, o) -> r.applyToEitherAsync(o, fn, executor));
  }

  @Override
  public CompletableFuture<Void> acceptEither(
      CompletionStage<? extends T> other, Consumer<? super T> action) {
    return either("acceptEither", other, null, Reactions.accept(action),
        (r, o) -> r.acceptEither(o, action));
  }

  @Override
  public CompletableFuture<Void> acceptEitherAsync(
      CompletionStage<? extends T> other, Consumer<? super T> action) {
    return either("acceptEither", other, NEW_THREAD, Reactions.accept(action),
        (r, o) -> r.acceptEitherAsync(o, action));
  }

  @Override
  public CompletableFuture<Void> acceptEitherAsync(
      CompletionStage<? extends T> other, Consumer<? super T> action, Executor executor) {
    return either("acceptEither", other, Objects.requireNonNull(executor),
        Reactions.accept(action), (r, o) -> r.acceptEitherAsync(o, action, executor));
  }

  @Override
  public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
    return either("runAfterEither", other, null, Reactions.run(action),
        (r, o) -> r.runAfterEither(o, action));
  }

  @Override
  public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
    return either("runAfterEither", other, NEW_THREAD, Reactions.run(action),
        (r, o) -> r.runAfterEitherAsync(o, action));
  }

  @Override
  public CompletableFuture<Void> runAfterEitherAsync(
      CompletionStage<?> other, Runnable action, Executor executor) {
    return either("runAfterEither", other, Objects.requireNonNull(executor),
        Reactions.run(action), (r, o) -> r.runAfterEitherAsync(o, action, executor));
  }

  @Override
  public <U> CompletableFuture<U> thenCompose(
      Function<? super T, ? extends CompletionStage<U>> fn) {
    return uni("thenCompose", null, Reactions.compose(fn), r -> r.thenCompose(fn));
  }

  @Override
  public <U> CompletableFuture<U> thenComposeAsync(
      Function<? super T, ? extends CompletionStage<U>> fn) {
    return uni("thenCompose", NEW_THREAD, Reactions.compose(fn), r -> r.thenComposeAsync(fn));
  }

  @Override
  public <U> CompletableFuture<U> thenComposeAsync(
      Function<? super T, ? extends CompletionStage<U>> fn, Executor executor) {
    return uni("thenCompose", Objects.requireNonNull(executor), Reactions.compose(fn),
        r -> r.thenComposeAsync(fn, executor));
  }

  @Override
  public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
    return uni("handle", null, Reactions.handle(fn), r -> r.handle(fn));
  }

  @Override
  public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
    return uni("handle", NEW_THREAD, Reactions.handle(fn), r -> r.handleAsync(fn));
  }

  @Override
  public <U> CompletableFuture<U> handleAsync(
      BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
    return uni("handle", Objects.requireNonNull(executor), Reactions.handle(fn),
        r -> r.handleAsync(fn, executor));
  }

  @Override
  public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
    return uni("whenComplete", null, Reactions.whenComplete(action), r -> r.whenComplete(action));
  }

  @Override
  public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
    return uni("whenComplete", NEW_THREAD, Reactions.whenComplete(action),
        r -> r.whenCompleteAsync(action));
  }

  @Override
  public CompletableFuture<T> whenCompleteAsync(
      BiConsumer<? super T, ? super Throwable> action, Executor executor) {
    return uni("whenComplete", Objects.requireNonNull(executor), Reactions.whenComplete(action),
        r -> r.whenCompleteAsync(action, executor));
  }

  @Override
  public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
    return uni("exceptionally", null, Reactions.exceptionally(fn), r -> r.exceptionally(fn));
  }

  @Override
  public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
    return uni("exceptionally", NEW_THREAD, Reactions.exceptionally(fn),
        r -> r.exceptionallyAsync(fn));
  }

  @Override
  public CompletableFuture<T> exceptionallyAsync(
      Function<Throwable, ? extends T> fn, Executor executor) {
    return uni("exceptionally", Objects.requireNonNull(executor), Reactions.exceptionally(fn),
        r -> r.exceptionallyAsync(fn, executor));
  }

  @Override
  public CompletableFuture<T> exceptionallyCompose(
      Function<Throwable, ? extends CompletionStage<T>> fn) {
    return uni("exceptionallyCompose", null, Reactions.exceptionallyCompose(fn),
        r -> r.exceptionallyCompose(fn));
  }

  @Override
  public CompletableFuture<T> exceptionallyComposeAsync(
      Function<Throwable, ? extends CompletionStage<T>> fn) {
    return uni("exceptionallyCompose", NEW_THREAD, Reactions.exceptionallyCompose(fn),
        r -> r.exceptionallyComposeAsync(fn));
  }

  @Override
  public CompletableFuture<T> exceptionallyComposeAsync(
      Function<Throwable, ? extends CompletionStage<T>> fn, Executor executor) {
    return uni("exceptionallyCompose", Objects.requireNonNull(executor),
        Reactions.exceptionallyCompose(fn), r -> r.exceptionallyComposeAsync(fn, executor));
  }

  /**
   * Returns the JDK future this one forwards to, outside an exploration.
   *
   * @throws UnsupportedOperationException under exploration
   */
  @Override
  public java.util.concurrent.CompletableFuture<T> toCompletableFuture() {
    return checked().toCompletableFuture();
  }

  /** Returns a new future completed as this one is (a dependent stage). */
  public CompletableFuture<T> copy() {
    return uni("copy", null, Reactions.relay(), java.util.concurrent.CompletableFuture::copy);
  }

  /** Returns a stage completed as this one is; under exploration a {@link #copy()}. */
  public CompletionStage<T> minimalCompletionStage() {
    return checked().minimalCompletionStage(this::copy);
  }

  /** Returns a new incomplete future, as the JDK's dependent stages are created. */
  public <U> CompletableFuture<U> newIncompleteFuture() {
    checked();
    return new CompletableFuture<>();
  }

  /**
   * Returns the executor of asynchronous stages without one: under exploration a new thread per
   * task, outside the JDK's common pool.
   */
  public Executor defaultExecutor() {
    return checked().defaultExecutor();
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return future.toString();
  }

  private FutureOperations<T> checked() {
    future.checkCaller();
    return future;
  }

  private <U> CompletableFuture<U> uni(String operation, @Nullable Executor executor,
      Reaction reaction,
      Function<java.util.concurrent.CompletableFuture<T>, java.util.concurrent.CompletableFuture<U>>
          jdk) {
    return new CompletableFuture<>(checked().stage(operation, executor, reaction, jdk));
  }

  private <U, V> CompletableFuture<V> both(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    return binary(operation, other, executor, Mode.ALL, reaction, jdk);
  }

  private <U, V> CompletableFuture<V> either(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    return binary(operation, other, executor, Mode.ANY, reaction, jdk);
  }

  private <U, V> CompletableFuture<V> binary(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Mode mode, Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    Objects.requireNonNull(other);
    return new CompletableFuture<>(
        checked().stage(operation, other, executor, mode, reaction, jdk));
  }
}
