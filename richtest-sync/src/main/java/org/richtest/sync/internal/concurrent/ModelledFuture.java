package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
import org.richtest.event.OpenList;
import org.richtest.spi.Controller;
import org.richtest.sync.internal.concurrent.Completion.Mode;
import org.richtest.sync.internal.concurrent.Completion.Reaction;

/**
 * A {@code CompletableFuture} drop-in under exploration: a line of its own on which {@code join}
 * and {@code get} are events open once it is done; completing it ({@code complete}, {@code
 * completeExceptionally}, {@code cancel}, {@code obtrude*}), the queries, the timed {@code get}
 * and registering a dependent stage ({@code thenApply}, {@code thenCombine}, ...) are events open
 * at any time. As in the JDK, a stage registered on a future already done runs in the registering
 * thread at once; otherwise the thread that completes the future runs it after its completion event
 * (never inside the controller), last registered first, and a stage that runs user code checks its
 * own future first by a {@code tryFire} event, so that a stage completed or cancelled meanwhile is
 * left alone ({@link Completion}). Exceptions are wrapped as the JDK wraps them ({@link
 * CompletionException} for dependent stages and {@code join}, {@link ExecutionException} for
 * {@code get}).
 *
 * <p>An asynchronous stage without an executor, and {@code supplyAsync}/{@code runAsync} without
 * one, run on a new logical thread per task ({@link #NEW_THREAD}; the JDK's common pool has
 * bounded parallelism, the exploration assumes none). A timed {@code get}, {@code orTimeout} and
 * {@code completeOnTimeout} time out at a point of the exploration's choosing: the latter two
 * start a thread whose one completion races with the real one. There is no JDK future to return
 * from {@code toCompletableFuture}, which throws.
 *
 * @param <T> the result type
 */
public final class ModelledFuture<T> extends DropIn implements FutureOperations<T> {

  /** Runs each task on a new logical thread named {@code <caller>.<k>}. */
  public static final Executor NEW_THREAD = ModelledFuture::startThread;

  /**
   * What is open at any time: the future's operations and those of a fork/join task, whose
   * completion this line is ({@code ModelledForkJoinTask}: its tag and {@code reinitialize}).
   */
  private static final String[] ALWAYS_OPEN = {
    "acceptEither", "allOf", "anyOf", "applyToEither", "cancel", "compareAndSetForkJoinTaskTag",
    "complete", "completeExceptionally", "completeOnTimeout", "copy", "exceptionNow",
    "exceptionally", "exceptionallyCompose", "get(timed)", "getForkJoinTaskTag", "getNow",
    "getNumberOfDependents", "handle", "isCancelled", "isCompletedExceptionally", "isDone",
    "obtrudeException", "obtrudeValue", "orTimeout", "reinitialize", "resultNow", "runAfterBoth",
    "runAfterEither", "setForkJoinTaskTag", "state", "taken", "thenAccept", "thenAcceptBoth",
    "thenApply", "thenCombine", "thenCompose", "thenRun", "tryFire", "whenComplete"
  };

  /** A stage registered on this future, waiting for it as its source number {@code index}. */
  private record Dependent(Completion completion, int index) {}

  private final StageSides sides;
  private final ArrayDeque<Dependent> dependents = new ArrayDeque<>();
  private @Nullable Outcome result;
  private @Nullable OpenList pending;
  private @Nullable OpenList done;

  /**
   * Creates the line of an incomplete future called {@code name}, or the default name when null;
   * {@code sides} finds the models of the stages users pass.
   */
  public ModelledFuture(@Nullable String name, StageSides sides) {
    super(name);
    this.sides = sides;
  }

  /** Returns a future completed with {@code outcome}, without an event. */
  static <U> ModelledFuture<U> done(Outcome outcome, StageSides sides) {
    ModelledFuture<U> future = new ModelledFuture<>(null, sides);
    future.result = outcome;
    return future;
  }

  /** Returns the static methods of the drop-in as the model makes their futures. */
  public static Futures futures(StageSides sides) {
    return new ModelledFutures(sides);
  }

  // ---- completing and reading ---------------------------------------------------------------

  @Override
  public boolean complete(@Nullable T value) {
    return finish(new Outcome.Value(value));
  }

  @Override
  public boolean completeExceptionally(Throwable ex) {
    return finish(new Outcome.Failure(ex));
  }

  /**
   * Completes this future with a {@link CancellationException} unless it is done; returns whether
   * it is cancelled now. Interruption is not modelled: {@code mayInterruptIfRunning} changes
   * nothing, as in the JDK.
   */
  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    perform("cancel");
    return cancelNow();
  }

  /**
   * Cancels this future unless it is done, right after an event of its line (a fork/join task's
   * {@code cancel}, which checks first whether the run needs the takings of forks as events).
   */
  boolean cancelNow() {
    if (result == null) {
      Completion.postComplete(setResult(new Outcome.Failure(new CancellationException())));
      return true;
    }
    return result instanceof Outcome.Failure failure && failure.cancelled();
  }

  @Override
  public void obtrudeValue(@Nullable T value) {
    perform("obtrudeValue");
    Completion.postComplete(setResult(new Outcome.Value(value)));
  }

  @Override
  public void obtrudeException(Throwable ex) {
    perform("obtrudeException");
    Completion.postComplete(setResult(new Outcome.Failure(ex)));
  }

  @Override
  public void completeAsync(Supplier<? extends T> supplier, @Nullable Executor executor) {
    startAsync(supplier, executor);
  }

  /** Starts a thread whose completion with a {@link TimeoutException} races with the real one. */
  @Override
  public void orTimeout(long timeout, TimeUnit unit) {
    perform("orTimeout");
    if (result == null) {
      startThread(() -> finish(new Outcome.Failure(new TimeoutException())));
    }
  }

  /** Starts a thread whose completion with {@code value} races with the real one. */
  @Override
  public void completeOnTimeout(@Nullable T value, long timeout, TimeUnit unit) {
    perform("completeOnTimeout");
    if (result == null) {
      startThread(() -> finish(new Outcome.Value(value)));
    }
  }

  @Override
  public T join() {
    perform("join");
    return Objects.requireNonNull(result).joined("join");
  }

  @Override
  public T get() throws InterruptedException, ExecutionException {
    performInterruptibly("get");
    return Objects.requireNonNull(result).got();
  }

  /** Throws {@link TimeoutException} if this future was not done when the event completed. */
  @Override
  public T get(long timeout, TimeUnit unit)
      throws InterruptedException, ExecutionException, TimeoutException {
    performTimed("get(timed)");
    Outcome now = result;
    if (now == null) {
      timedOut(unit.toNanos(timeout));
      throw new TimeoutException();
    }
    return now.got();
  }

  @Override
  public T getNow(T valueIfAbsent) {
    perform("getNow");
    Outcome now = result;
    return now == null ? valueIfAbsent : now.joined("getNow");
  }

  @Override
  public T resultNow() {
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
    perform("exceptionNow");
    if (result instanceof Outcome.Failure failure && !failure.cancelled()) {
      Throwable x = failure.exception();
      return x instanceof CompletionException && x.getCause() != null ? x.getCause() : x;
    }
    throw new IllegalStateException();
  }

  @Override
  public Future.State state() {
    perform("state");
    if (result == null) {
      return Future.State.RUNNING;
    }
    return result instanceof Outcome.Failure failure
        ? failure.cancelled() ? Future.State.CANCELLED : Future.State.FAILED
        : Future.State.SUCCESS;
  }

  @Override
  public boolean isDone() {
    perform("isDone");
    return result != null;
  }

  /** Returns whether this future is done, right after an event of its line, with none of its own. */
  boolean doneNow() {
    return result != null;
  }

  /**
   * Makes this future incomplete again if it is done, by a {@code reinitialize} event, as a
   * fork/join task's {@code reinitialize}: later joins wait for its next completion. A future not
   * done stays as it is: its completion is still to come.
   */
  void reinitialize() {
    perform("reinitialize");
    result = null;
  }

  @Override
  public boolean isCancelled() {
    perform("isCancelled");
    return result instanceof Outcome.Failure failure && failure.cancelled();
  }

  @Override
  public boolean isCompletedExceptionally() {
    perform("isCompletedExceptionally");
    return result instanceof Outcome.Failure;
  }

  @Override
  public int getNumberOfDependents() {
    perform("getNumberOfDependents");
    return dependents.size();
  }

  // ---- dependent stages ---------------------------------------------------------------------

  @Override
  public <U> FutureOperations<U> stage(String operation, @Nullable Executor executor,
      Reaction reaction, Function<CompletableFuture<T>, CompletableFuture<U>> jdk) {
    return stage(sides, operation, executor, Mode.ONE, reaction, this);
  }

  /**
   * Returns a stage of this future and {@code other}, a drop-in.
   *
   * @throws IllegalArgumentException if {@code other} is another kind of stage
   */
  @Override
  public <U, V> FutureOperations<V> stage(String operation, CompletionStage<U> other,
      @Nullable Executor executor, Mode mode, Reaction reaction,
      BiFunction<CompletableFuture<T>, CompletionStage<U>, CompletableFuture<V>> jdk) {
    return stage(sides, operation, executor, mode, reaction, this, mine(other, operation));
  }

  /**
   * Throws: a JDK future cannot be returned, since the exploration could not control it.
   *
   * @throws UnsupportedOperationException always
   */
  @Override
  public CompletableFuture<T> toCompletableFuture() {
    throw new UnsupportedOperationException(
        "CompletableFuture.toCompletableFuture is not modelled under exploration: it must return "
            + "a java.util.concurrent.CompletableFuture, which an exploration cannot control; "
            + "use this drop-in itself (join, get, and the stage methods)");
  }

  /** Returns what {@code copy} makes: a stage that can still be completed. */
  @Override
  public CompletionStage<T> minimalCompletionStage(Supplier<CompletionStage<T>> copy) {
    return copy.get();
  }

  /** Returns {@link #NEW_THREAD}. */
  @Override
  public Executor defaultExecutor() {
    return NEW_THREAD;
  }

  /** Starts {@code task} as a new logical thread named {@code <caller>.<k>}. */
  static void startThread(Runnable task) {
    Controller run = Controller.current();
    run.start(run.nameThread(null), task);
  }

  /** Runs {@code supplier} on {@code executor} (a new thread when null) to complete this future. */
  ModelledFuture<T> startAsync(
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
    (executor != null ? executor : NEW_THREAD).execute(task);
    return this;
  }

  /**
   * Returns a new stage over {@code sources}: registered on each by an {@code operation} event,
   * then fired by this thread for the sources that were done (for {@link Mode#ANY}, the first one
   * done, whose registration ends the loop as the JDK's {@code anyOf} does).
   */
  static <U> ModelledFuture<U> stage(StageSides sides, String operation,
      @Nullable Executor executor, Mode mode, Reaction reaction,
      @Nullable FutureOperations<?>... sources) {
    ModelledFuture<U> target = new ModelledFuture<>(null, sides);
    Completion completion =
        new Completion(operation, target, executor, mode, sources.length, reaction);
    Outcome[] done = new Outcome[sources.length];
    for (int i = 0; i < sources.length; i++) {
      done[i] = modelOf(sources[i]).register(completion, i);
      if (mode == Mode.ANY && done[i] != null) {
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
   * Returns the model of a source about to be registered on: a JDK future has none, and the
   * calling thread, in a run, may not use it; the check says so.
   */
  private static ModelledFuture<?> modelOf(@Nullable FutureOperations<?> source) {
    if (source instanceof ModelledFuture<?> model) {
      return model;
    }
    Objects.requireNonNull(source).checkCaller();
    throw new IllegalStateException(source.name() + " is not modelled but passed its check");
  }

  /**
   * Registers {@code completion} as waiting for this future by an event named by its operation;
   * returns this future's outcome if it is done (the caller fires the completion), else null.
   */
  private @Nullable Outcome register(Completion completion, int index) {
    perform(completion.operation());
    if (result == null) {
      dependents.push(new Dependent(completion, index));
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
    FutureOperations<?> source = mine(stage, operation);
    Completion relay =
        new Completion(operation, this, null, Mode.ONE, 1, Reactions.relay());
    Outcome done = modelOf(source).register(relay, 0);
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
    for (Dependent next = dependents.poll(); next != null; next = dependents.poll()) {
      taken.addLast(new Completion.Firing(next.completion(), next.index(), outcome));
    }
    return taken;
  }

  /**
   * Returns the side of {@code stage}, a drop-in.
   *
   * @throws IllegalArgumentException if it is another kind of stage
   */
  private FutureOperations<?> mine(CompletionStage<?> stage, String operation) {
    FutureOperations<?> side = sides.sideOf(stage);
    if (side != null) {
      return side;
    }
    throw new IllegalArgumentException(operation + " of a " + stage.getClass().getName()
        + " under exploration: only org.richtest.sync.concurrent.CompletableFuture stages can be "
        + "combined there, since the exploration controls only those");
  }

  @Override
  public OpenList openList() {
    if (result == null) {
      OpenList list = pending;
      if (list == null) {
        list = OpenList.on(name(), ALWAYS_OPEN);
        pending = list;
      }
      return withRepeats(list);
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
    return withRepeats(list);
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
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
