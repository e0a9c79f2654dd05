package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Completion.Mode;

/**
 * The static methods of the {@code CompletableFuture} drop-in under exploration: each makes a
 * {@link ModelledFuture}, completed at once without an event ({@code completedFuture}, {@code
 * allOf} of nothing), by a task on a new thread ({@code supplyAsync}), or as a stage over the
 * futures given ({@code allOf}, {@code anyOf}).
 */
final class ModelledFutures implements Futures {

  private final StageSides sides;

  ModelledFutures(StageSides sides) {
    this.sides = sides;
  }

  @Override
  public <U> FutureOperations<U> incomplete(@Nullable String name) {
    return new ModelledFuture<>(name, sides);
  }

  @Override
  public <U> FutureOperations<U> supplyAsync(Supplier<U> supplier, @Nullable Executor executor) {
    return new ModelledFuture<U>(null, sides).startAsync(supplier, executor);
  }

  @Override
  public FutureOperations<Void> runAsync(Runnable action, @Nullable Executor executor) {
    return new ModelledFuture<Void>(null, sides).startAsync(() -> {
      action.run();
      return null;
    }, executor);
  }

  @Override
  public <U> FutureOperations<U> completedFuture(@Nullable U value) {
    return ModelledFuture.done(new Outcome.Value(value), sides);
  }

  @Override
  public <U> FutureOperations<U> failedFuture(Throwable ex) {
    return ModelledFuture.done(new Outcome.Failure(ex), sides);
  }

  @Override
  public FutureOperations<Void> allOf(CompletionStage<?>[] cfs) {
    if (cfs.length == 0) {
      return ModelledFuture.done(new Outcome.Value(null), sides);
    }
    return ModelledFuture.stage(sides, "allOf", null, Mode.ALL, Reactions.allOf(), sidesOf(cfs));
  }

  /** Returns a future never completed when there are no futures to wait for. */
  @Override
  public FutureOperations<Object> anyOf(CompletionStage<?>[] cfs) {
    if (cfs.length == 0) {
      return new ModelledFuture<>(null, sides);
    }
    return ModelledFuture.stage(sides, "anyOf", null, Mode.ANY, Reactions.relay(), sidesOf(cfs));
  }

  /** Runs a task on {@code executor} (a new thread when null), after a new thread started. */
  @Override
  public Executor delayedExecutor(long delay, TimeUnit unit, @Nullable Executor executor) {
    return executor == null
        ? ModelledFuture.NEW_THREAD
        : task -> ModelledFuture.startThread(() -> executor.execute(task));
  }

  /** Returns the sides of {@code cfs}, null for a null one: registering on it throws later. */
  private @Nullable FutureOperations<?>[] sidesOf(CompletionStage<?>[] cfs) {
    @Nullable FutureOperations<?>[] sources = new FutureOperations<?>[cfs.length];
    for (int i = 0; i < cfs.length; i++) {
      sources[i] = sides.sideOf(cfs[i]);
    }
    return sources;
  }
}
