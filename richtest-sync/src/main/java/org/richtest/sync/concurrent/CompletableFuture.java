package org.richtest.sync.concurrent;

import java.util.ArrayDeque;
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
import org.richtest.event.OpenList;
import org.richtest.spi.Controller;
import org.richtest.sync.internal.concurrent.DropIn;

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
 * a stage completed or cancelled meanwhile is left alone ({@link Completion}). Exceptions are
 * wrapped as the JDK wraps them ({@link CompletionException} for dependent stages and {@code join},
 * {@link ExecutionException} for {@code get}). Outside an exploration it is the JDK's future.
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
public final class CompletableFuture<T> extends DropIn implements Future<T>, CompletionStage<T> {

  private static final String[] ALWAYS_OPEN = {
    "acceptEither", "allOf", "anyOf", "applyToEither", "cancel", "complete",
    "completeExceptionally", "completeOnTimeout", "copy", "exceptionNow", "exceptionally",
    "exceptionallyCompose", "get(timed)", "getNow", "getNumberOfDependents", "handle",
    "isCancelled", "isCompletedExceptionally", "isDone", "obtrudeException", "obtrudeValue",
    "orTimeout", "resultNow", "runAfterBoth", "runAfterEither", "state", "thenAccept",
    "thenAcceptBoth", "thenApply", "thenCombine", "thenCompose", "thenRun", "tryFire",
    "whenComplete"
  };

  /**
   * Whether this JDK's {@code join} and {@code get} of a cancelled future throw a new {@link
   * CancellationException} naming the method, with the stored one as its cause (recent JDKs), or
   * the stored one (Java 21): the drop-in throws what the JDK it runs on throws.
   */
  private static final boolean CANCELLATION_WRAPPED = cancellationWrapped();

  /** A stage registered on this future, waiting for it as its source number {@code index}. */
  private record Registration(Completion completion, int index) {}

  private final java.util.concurrent.@Nullable CompletableFuture<T> real;
  private final ArrayDeque<Registration> dependents = new ArrayDeque<>();
  private @Nullable Outcome result;
  private @Nullable OpenList pending;
  private @Nullable OpenList done;

  /** Creates an incomplete future. */
  public CompletableFuture() {
    this((String) null);
  }

  /** Creates an incomplete future whose line is called {@code name}, or the default when null. */
  public CompletableFuture(@Nullable String name) {
    super(name);
    this.real = creatingUnderExploration() ? null : new java.util.concurrent.CompletableFuture<>();
  }

  /** Wraps a JDK future, outside an exploration. */
  private CompletableFuture(java.util.concurrent.CompletableFuture<T> real) {
    super(null);
    this.real = real;
  }

  /** Returns a drop-in forwarding to {@code real}, the result of a JDK method outside. */
  private static <U> CompletableFuture<U> of(java.util.concurrent.CompletableFuture<U> real) {
    return new CompletableFuture<>(real);
  }

  /** Returns a future completed under exploration with {@code outcome}, without an event. */
  private static <U> CompletableFuture<U> done(Outcome outcome) {
    CompletableFuture<U> future = new CompletableFuture<>();
    future.result = outcome;
    return future;
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
    return of(stage.toCompletableFuture());
  }

  // ---- static factories ---------------------------------------------------------------------

  /** Returns a future completed by {@code supplier} on a new thread (common pool outside). */
  public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
    Objects.requireNonNull(supplier);
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.supplyAsync(supplier));
    }
    return new CompletableFuture<U>().startAsync(supplier, null);
  }

  /** Returns a future completed by {@code supplier} run on {@code executor}. */
  public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
    Objects.requireNonNull(supplier);
    Objects.requireNonNull(executor);
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.supplyAsync(supplier, executor));
    }
    return new CompletableFuture<U>().startAsync(supplier, executor);
  }

  /** Returns a future completed after {@code action} runs on a new thread (common pool outside). */
  public static CompletableFuture<Void> runAsync(Runnable action) {
    Objects.requireNonNull(action);
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.runAsync(action));
    }
    return new CompletableFuture<Void>().startAsync(asSupplier(action), null);
  }

  /** Returns a future completed after {@code action} runs on {@code executor}. */
  public static CompletableFuture<Void> runAsync(Runnable action, Executor executor) {
    Objects.requireNonNull(action);
    Objects.requireNonNull(executor);
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.runAsync(action, executor));
    }
    return new CompletableFuture<Void>().startAsync(asSupplier(action), executor);
  }

  private static Supplier<Void> asSupplier(Runnable action) {
    return () -> {
      action.run();
      return null;
    };
  }

  /** Returns a future already completed with {@code value}. */
  public static <U> CompletableFuture<U> completedFuture(@Nullable U value) {
    return creatingUnderExploration()
        ? done(new Outcome.Value(value))
        : of(java.util.concurrent.CompletableFuture.completedFuture(value));
  }

  /** Returns a future already completed exceptionally with {@code ex}. */
  public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
    Objects.requireNonNull(ex);
    return creatingUnderExploration()
        ? done(new Outcome.Failure(ex))
        : of(java.util.concurrent.CompletableFuture.failedFuture(ex));
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
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.allOf(reals(cfs)));
    }
    if (cfs.length == 0) {
      return done(new Outcome.Value(null));
    }
    return stage("allOf", null, Completion.Mode.ALL, Reactions.allOf(), cfs);
  }

  /**
   * Returns a future completed as the first of {@code cfs} to complete; never completed when there
   * are none.
   */
  public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
    if (!creatingUnderExploration()) {
      return of(java.util.concurrent.CompletableFuture.anyOf(reals(cfs)));
    }
    if (cfs.length == 0) {
      return new CompletableFuture<>();
    }
    return stage("anyOf", null, Completion.Mode.ANY, Reactions.relay(), cfs);
  }

  /**
   * Returns an executor that runs a task on {@code executor} after a delay; under exploration after
   * a new thread started for it, at a point of the exploration's choosing.
   */
  public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
    Objects.requireNonNull(unit);
    Objects.requireNonNull(executor);
    if (!creatingUnderExploration()) {
      return java.util.concurrent.CompletableFuture.delayedExecutor(delay, unit, executor);
    }
    return task -> startThread(() -> executor.execute(task));
  }

  /** Returns an executor that runs a task on a new thread after a delay (common pool outside). */
  public static Executor delayedExecutor(long delay, TimeUnit unit) {
    Objects.requireNonNull(unit);
    if (!creatingUnderExploration()) {
      return java.util.concurrent.CompletableFuture.delayedExecutor(delay, unit);
    }
    return CompletableFuture::startThread;
  }

  // ---- completing and reading ---------------------------------------------------------------

  /** Completes this future with {@code value} unless it is done; returns whether it did. */
  public boolean complete(@Nullable T value) {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.complete(value);
    }
    return finish(new Outcome.Value(value));
  }

  /** Completes this future exceptionally with {@code ex} unless it is done; returns if it did. */
  public boolean completeExceptionally(Throwable ex) {
    Objects.requireNonNull(ex);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.completeExceptionally(ex);
    }
    return finish(new Outcome.Failure(ex));
  }

  /**
   * Completes this future with a {@link CancellationException} unless it is done; returns whether
   * it is cancelled now. Interruption is not modelled: {@code mayInterruptIfRunning} changes
   * nothing, as in the JDK.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.cancel(mayInterruptIfRunning);
    }
    perform("cancel");
    if (result == null) {
      Completion.postComplete(setResult(new Outcome.Failure(new CancellationException())));
      return true;
    }
    return result instanceof Outcome.Failure failure && failure.cancelled();
  }

  /** Sets the value even if this future is done (the JDK's: for error recovery only). */
  public void obtrudeValue(@Nullable T value) {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.obtrudeValue(value);
      return;
    }
    perform("obtrudeValue");
    Completion.postComplete(setResult(new Outcome.Value(value)));
  }

  /** Sets the exception even if this future is done (the JDK's: for error recovery only). */
  public void obtrudeException(Throwable ex) {
    Objects.requireNonNull(ex);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.obtrudeException(ex);
      return;
    }
    perform("obtrudeException");
    Completion.postComplete(setResult(new Outcome.Failure(ex)));
  }

  /** Completes this future with what {@code supplier} returns, run on a new thread. */
  public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
    Objects.requireNonNull(supplier);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.completeAsync(supplier);
      return this;
    }
    return startAsync(supplier, null);
  }

  /** Completes this future with what {@code supplier} returns, run on {@code executor}. */
  public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
    Objects.requireNonNull(supplier);
    Objects.requireNonNull(executor);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.completeAsync(supplier, executor);
      return this;
    }
    return startAsync(supplier, executor);
  }

  /**
   * Completes this future exceptionally with a {@link TimeoutException} unless it completes within
   * {@code timeout}; under exploration a new thread's completion races with the real one.
   */
  public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
    Objects.requireNonNull(unit);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.orTimeout(timeout, unit);
      return this;
    }
    perform("orTimeout");
    if (result == null) {
      startThread(() -> finish(new Outcome.Failure(new TimeoutException())));
    }
    return this;
  }

  /**
   * Completes this future with {@code value} unless it completes within {@code timeout}; under
   * exploration a new thread's completion races with the real one.
   */
  public CompletableFuture<T> completeOnTimeout(@Nullable T value, long timeout, TimeUnit unit) {
    Objects.requireNonNull(unit);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      outside.completeOnTimeout(value, timeout, unit);
      return this;
    }
    perform("completeOnTimeout");
    if (result == null) {
      startThread(() -> finish(new Outcome.Value(value)));
    }
    return this;
  }

  /**
   * Waits until this future is done and returns its value.
   *
   * @throws CompletionException if it completed exceptionally, with the exception as its cause
   * @throws CancellationException if it was cancelled
   */
  public T join() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.join();
    }
    perform("join");
    return reportJoin(Objects.requireNonNull(result), "join");
  }

  /** Waits until this future is done and returns its value. */
  @Override
  public T get() throws InterruptedException, ExecutionException {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.get();
    }
    performInterruptibly("get");
    return reportGet(Objects.requireNonNull(result));
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
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.get(timeout, unit);
    }
    checkInterrupted();
    perform("get(timed)");
    Outcome now = result;
    if (now == null) {
      throw new TimeoutException();
    }
    return reportGet(now);
  }

  /** Returns the value if done, else {@code valueIfAbsent}; a failure throws as {@link #join()}. */
  public T getNow(T valueIfAbsent) {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.getNow(valueIfAbsent);
    }
    perform("getNow");
    Outcome now = result;
    return now == null ? valueIfAbsent : reportJoin(now, "getNow");
  }

  @Override
  public T resultNow() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.resultNow();
    }
    perform("resultNow");
    if (result instanceof Outcome.Value value) {
      @SuppressWarnings("unchecked")
      T t = (T) value.value();
      return t;
    }
    throw new IllegalStateException();
  }

  @Override
  public Throwable exceptionNow() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.exceptionNow();
    }
    perform("exceptionNow");
    if (result instanceof Outcome.Failure failure && !failure.cancelled()) {
      Throwable x = failure.exception();
      return x instanceof CompletionException && x.getCause() != null ? x.getCause() : x;
    }
    throw new IllegalStateException();
  }

  @Override
  public State state() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.state();
    }
    perform("state");
    if (result == null) {
      return State.RUNNING;
    }
    return result instanceof Outcome.Failure failure
        ? failure.cancelled() ? State.CANCELLED : State.FAILED
        : State.SUCCESS;
  }

  @Override
  public boolean isDone() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.isDone();
    }
    perform("isDone");
    return result != null;
  }

  @Override
  public boolean isCancelled() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.isCancelled();
    }
    perform("isCancelled");
    return result instanceof Outcome.Failure failure && failure.cancelled();
  }

  /** Returns whether this future completed exceptionally, cancellation included. */
  public boolean isCompletedExceptionally() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.isCompletedExceptionally();
    }
    perform("isCompletedExceptionally");
    return result instanceof Outcome.Failure;
  }

  /** Returns the number of stages waiting for this future. */
  public int getNumberOfDependents() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return outside.getNumberOfDependents();
    }
    perform("getNumberOfDependents");
    return dependents.size();
  }

  // ---- CompletionStage ----------------------------------------------------------------------

  @Override
  public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
    return uni("thenApply", null, Reactions.apply(fn), r -> r.thenApply(fn));
  }

  @Override
  public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
    return uni("thenApply", async(), Reactions.apply(fn), r -> r.thenApplyAsync(fn));
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
    return uni("thenAccept", async(), Reactions.accept(action), r -> r.thenAcceptAsync(action));
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
    return uni("thenRun", async(), Reactions.run(action), r -> r.thenRunAsync(action));
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
    return both("thenCombine", other, async(), Reactions.combine(fn),
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
    return both("thenAcceptBoth", other, async(), Reactions.acceptBoth(action),
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
    return both("runAfterBoth", other, async(), Reactions.runAfterBoth(action),
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
    return either("applyToEither", other, async(), Reactions.apply(fn),
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
    return either("acceptEither", other, async(), Reactions.accept(action),
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
    return either("runAfterEither", other, async(), Reactions.run(action),
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
    return uni("thenCompose", async(), Reactions.compose(fn), r -> r.thenComposeAsync(fn));
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
    return uni("handle", async(), Reactions.handle(fn), r -> r.handleAsync(fn));
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
    return uni("whenComplete", async(), Reactions.whenComplete(action),
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
    return uni("exceptionally", async(), Reactions.exceptionally(fn),
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
    return uni("exceptionallyCompose", async(), Reactions.exceptionallyCompose(fn),
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
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside == null) {
      throw new UnsupportedOperationException(
          "CompletableFuture.toCompletableFuture is not modelled under exploration: it must return "
              + "a java.util.concurrent.CompletableFuture, which an exploration cannot control; "
              + "use this drop-in itself (join, get, and the stage methods)");
    }
    return outside;
  }

  /** Returns a new future completed as this one is (a dependent stage). */
  public CompletableFuture<T> copy() {
    return uni("copy", null, Reactions.relay(), java.util.concurrent.CompletableFuture::copy);
  }

  /** Returns a stage completed as this one is; under exploration a {@link #copy()}. */
  public CompletionStage<T> minimalCompletionStage() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    return outside != null ? outside.minimalCompletionStage() : copy();
  }

  /** Returns a new incomplete future, as the JDK's dependent stages are created. */
  public <U> CompletableFuture<U> newIncompleteFuture() {
    outside(real);
    return new CompletableFuture<>();
  }

  /**
   * Returns the executor of asynchronous stages without one: under exploration a new thread per
   * task, outside the JDK's common pool.
   */
  public Executor defaultExecutor() {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    return outside != null ? outside.defaultExecutor() : async();
  }

  // ---- the model ----------------------------------------------------------------------------

  private Executor async() {
    return CompletableFuture::startThread;
  }

  /** Starts {@code task} as a new logical thread named {@code <caller>.<k>}. */
  private static void startThread(Runnable task) {
    Controller run = Controller.current();
    run.start(run.nameThread(null), task);
  }

  /** Runs {@code supplier} on {@code executor} (a new thread when null) to complete this future. */
  private CompletableFuture<T> startAsync(
      Supplier<? extends T> supplier, @Nullable Executor executor) {
    Runnable task = () -> {
      if (recheck()) {
        Outcome outcome;
        try {
          outcome = new Outcome.Value(supplier.get());
        } catch (Throwable thrown) {
          outcome = Outcome.wrapped(thrown);
        }
        finish(outcome);
      }
    };
    (executor != null ? executor : async()).execute(task);
    return this;
  }

  private <U> CompletableFuture<U> uni(String operation, @Nullable Executor executor,
      Completion.Reaction reaction,
      Function<java.util.concurrent.CompletableFuture<T>, java.util.concurrent.CompletableFuture<U>>
          jdk) {
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return of(jdk.apply(outside));
    }
    return stage(operation, executor, Completion.Mode.ONE, reaction, this);
  }

  private <U, V> CompletableFuture<V> both(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Completion.Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    return binary(operation, other, executor, Completion.Mode.ALL, reaction, jdk);
  }

  private <U, V> CompletableFuture<V> either(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Completion.Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    return binary(operation, other, executor, Completion.Mode.ANY, reaction, jdk);
  }

  private <U, V> CompletableFuture<V> binary(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Completion.Mode mode, Completion.Reaction reaction,
      BiFunction<java.util.concurrent.CompletableFuture<T>, CompletionStage<U>,
          java.util.concurrent.CompletableFuture<V>> jdk) {
    Objects.requireNonNull(other);
    java.util.concurrent.CompletableFuture<T> outside = outside(real);
    if (outside != null) {
      return of(jdk.apply(outside, jdkStage(other)));
    }
    return stage(operation, executor, mode, reaction, this, mine(other, operation));
  }

  /**
   * Returns a new stage over {@code sources}: registered on each by an {@code operation} event,
   * then fired by this thread for the sources that were done (for {@link Completion.Mode#ANY}, the
   * first one done, whose registration ends the loop as the JDK's {@code anyOf} does).
   */
  private static <U> CompletableFuture<U> stage(String operation, @Nullable Executor executor,
      Completion.Mode mode, Completion.Reaction reaction, CompletableFuture<?>... sources) {
    CompletableFuture<U> target = new CompletableFuture<>();
    Completion completion =
        new Completion(operation, target, executor, mode, sources.length, reaction);
    Outcome[] done = new Outcome[sources.length];
    for (int i = 0; i < sources.length; i++) {
      done[i] = sources[i].register(completion, i);
      if (mode == Completion.Mode.ANY && done[i] != null) {
        break;
      }
    }
    for (int i = 0; i < sources.length; i++) {
      Outcome outcome = done[i];
      if (outcome != null) {
        completion.fire(i, outcome, false);
      }
    }
    return target;
  }

  /**
   * Registers {@code completion} as waiting for this future by an event named by its operation;
   * returns this future's outcome if it is done (the caller fires the completion), else null.
   */
  private @Nullable Outcome register(Completion completion, int index) {
    perform(completion.operation());
    if (result == null) {
      dependents.push(new Registration(completion, index));
    }
    return result;
  }

  /**
   * Makes this future take {@code stage}'s outcome when it completes ({@code thenCompose}): a
   * stage registered on it by an {@code operation} event; fired at once if it is done, with
   * {@code nested} as {@link Completion#fire} has it.
   */
  @Nullable ArrayDeque<Completion.Firing> relayFrom(
      String operation, CompletionStage<?> stage, boolean nested) {
    CompletableFuture<?> source = mine(stage, operation);
    Completion relay =
        new Completion(operation, this, null, Completion.Mode.ONE, 1, Reactions.relay());
    Outcome done = source.register(relay, 0);
    return done != null ? relay.fire(0, done, nested) : null;
  }

  /** The {@code tryFire} event of {@code completion}'s firing; returns whether it runs now. */
  boolean tryFire(Completion completion, int index, Outcome outcome) {
    perform("tryFire");
    return completion.record(index, outcome) && result == null;
  }

  /** The {@code tryFire} event of an asynchronous task before its user code; whether to run it. */
  boolean recheck() {
    perform("tryFire");
    return result == null;
  }

  /**
   * Completes this future with {@code outcome}, unless it is done, by a {@code complete} or {@code
   * completeExceptionally} event, and runs the stages waiting for it in this thread; returns
   * whether it completed it.
   */
  private boolean finish(Outcome outcome) {
    ArrayDeque<Completion.Firing> taken = settle(outcome);
    if (taken == null) {
      return false;
    }
    Completion.postComplete(taken);
    return true;
  }

  /**
   * Completes this future with {@code outcome}, unless it is done, by a {@code complete} or {@code
   * completeExceptionally} event; returns the stages that waited for it, for this thread to run,
   * or null if it was done.
   */
  @Nullable ArrayDeque<Completion.Firing> settle(Outcome outcome) {
    perform(outcome instanceof Outcome.Failure ? "completeExceptionally" : "complete");
    return result == null ? setResult(outcome) : null;
  }

  /**
   * Sets the outcome right after this thread's event and takes the stages waiting for it, last
   * registered first: from now on a stage registered here fires at once.
   */
  private ArrayDeque<Completion.Firing> setResult(Outcome outcome) {
    result = outcome;
    ArrayDeque<Completion.Firing> taken = new ArrayDeque<>(dependents.size());
    for (Registration next = dependents.poll(); next != null; next = dependents.poll()) {
      taken.addLast(new Completion.Firing(next.completion(), next.index(), outcome));
    }
    return taken;
  }

  @SuppressWarnings("unchecked")
  private T reportJoin(Outcome outcome, String method) {
    if (outcome instanceof Outcome.Failure failure) {
      Throwable x = failure.exception();
      if (x instanceof CancellationException cancelled) {
        throw cancellation(cancelled, method);
      }
      throw x instanceof CompletionException wrapped ? wrapped : new CompletionException(x);
    }
    return (T) ((Outcome.Value) outcome).value();
  }

  @SuppressWarnings("unchecked")
  private T reportGet(Outcome outcome) throws ExecutionException {
    if (outcome instanceof Outcome.Failure failure) {
      Throwable x = failure.exception();
      if (x instanceof CancellationException cancelled) {
        throw cancellation(cancelled, "get");
      }
      Throwable cause = x instanceof CompletionException && x.getCause() != null ? x.getCause() : x;
      throw new ExecutionException(cause);
    }
    return (T) ((Outcome.Value) outcome).value();
  }

  private static CancellationException cancellation(CancellationException stored, String method) {
    if (!CANCELLATION_WRAPPED) {
      return stored;
    }
    CancellationException thrown = new CancellationException(method);
    thrown.initCause(stored);
    return thrown;
  }

  private static boolean cancellationWrapped() {
    java.util.concurrent.CompletableFuture<Object> probe =
        new java.util.concurrent.CompletableFuture<>();
    probe.cancel(false);
    try {
      probe.getNow(null);
      throw new IllegalStateException("a cancelled JDK future returned from getNow");
    } catch (CancellationException thrown) {
      return thrown.getCause() != null;
    }
  }

  private static CompletableFuture<?> mine(CompletionStage<?> stage, String operation) {
    if (stage instanceof CompletableFuture<?> mine) {
      return mine;
    }
    throw new IllegalArgumentException(operation + " of a " + stage.getClass().getName()
        + " under exploration: only org.richtest.sync.concurrent.CompletableFuture stages can be "
        + "combined there, since the exploration controls only those");
  }

  /** Returns the JDK stage {@code other} forwards to if it is a drop-in, else {@code other}. */
  @SuppressWarnings("unchecked")
  private static <U> CompletionStage<U> jdkStage(CompletionStage<U> other) {
    return other instanceof CompletableFuture<?> mine
        ? (CompletionStage<U>) jdkOf(mine)
        : other;
  }

  private static java.util.concurrent.CompletableFuture<?> jdkOf(CompletableFuture<?> future) {
    return Objects.requireNonNull(future.outside(future.real));
  }

  private static java.util.concurrent.CompletableFuture<?>[] reals(CompletableFuture<?>[] cfs) {
    java.util.concurrent.CompletableFuture<?>[] reals =
        new java.util.concurrent.CompletableFuture<?>[cfs.length];
    for (int i = 0; i < cfs.length; i++) {
      reals[i] = jdkOf(cfs[i]);
    }
    return reals;
  }

  @Override
  public OpenList openList() {
    if (result == null) {
      OpenList list = pending;
      if (list == null) {
        list = OpenList.on(name(), ALWAYS_OPEN);
        pending = list;
      }
      return list;
    }
    OpenList list = done;
    if (list == null) {
      String[] all = new String[ALWAYS_OPEN.length + 2];
      System.arraycopy(ALWAYS_OPEN, 0, all, 0, ALWAYS_OPEN.length);
      all[ALWAYS_OPEN.length] = "get";
      all[ALWAYS_OPEN.length + 1] = "join";
      list = OpenList.on(name(), all);
      done = list;
    }
    return list;
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    java.util.concurrent.CompletableFuture<T> outside = real;
    if (outside != null) {
      return outside.toString();
    }
    Outcome now = result;
    String state = now == null
        ? dependents.isEmpty()
            ? "[Incomplete]"
            : "[Incomplete, " + dependents.size() + " dependents]"
        : now instanceof Outcome.Failure failure
            ? "[Completed exceptionally: " + failure.exception() + "]"
            : "[Completed normally]";
    return "CompletableFuture " + name() + state;
  }
}
