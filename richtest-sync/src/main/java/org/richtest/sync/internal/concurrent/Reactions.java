package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Completion.Reaction;

/**
 * What each kind of dependent stage of a {@link ModelledFuture} does with its sources' outcomes,
 * following the JDK's {@code UniApply}, {@code BiApply}, {@code OrApply} and their siblings: which
 * outcomes pass on without running user code, and how a failure or the user code's exception is
 * wrapped. An either-stage ({@link Completion.Mode#ANY}) uses the same reactions as the one-source
 * stages, on the outcome of the source that fired it first.
 */
public final class Reactions {

  private Reactions() {}

  /** {@code thenApply}: the function of the value; a failure passes on. */
  public static <T, U> Reaction apply(Function<? super T, ? extends U> fn) {
    Objects.requireNonNull(fn);
    return onValue(inputs -> new Outcome.Value(fn.apply(Reactions.<T>value(inputs, 0))));
  }

  /** {@code thenAccept}: the consumer of the value; a failure passes on. */
  public static <T> Reaction accept(Consumer<? super T> action) {
    Objects.requireNonNull(action);
    return onValue(inputs -> {
      action.accept(Reactions.<T>value(inputs, 0));
      return new Outcome.Value(null);
    });
  }

  /** {@code thenRun}: the action after a value; a failure passes on. */
  public static Reaction run(Runnable action) {
    Objects.requireNonNull(action);
    return onValue(inputs -> {
      action.run();
      return new Outcome.Value(null);
    });
  }

  /** {@code thenCompose}: the target takes the outcome of the function's stage. */
  public static <T, U> Reaction compose(Function<? super T, ? extends CompletionStage<U>> fn) {
    Objects.requireNonNull(fn);
    return onValue(inputs -> stage(fn.apply(Reactions.<T>value(inputs, 0))));
  }

  /** {@code handle}: the function of the value or the exception, whichever there is. */
  public static <T, U> Reaction handle(BiFunction<? super T, Throwable, ? extends U> fn) {
    Objects.requireNonNull(fn);
    return always(inputs ->
        new Outcome.Value(fn.apply(Reactions.<T>value(inputs, 0), exception(inputs[0]))));
  }

  /**
   * {@code whenComplete}: the action sees the value or the exception, and the outcome passes on;
   * an exception of the action replaces a value, or is added as suppressed to a failure.
   */
  public static <T> Reaction whenComplete(BiConsumer<? super T, ? super Throwable> action) {
    Objects.requireNonNull(action);
    return always(inputs -> {
      Throwable failure = exception(inputs[0]);
      try {
        action.accept(Reactions.<T>value(inputs, 0), failure);
      } catch (Throwable thrown) {
        if (failure == null) {
          return Outcome.wrapped(thrown);
        }
        if (failure != thrown) {
          failure.addSuppressed(thrown);
        }
      }
      return inputs[0].propagated();
    });
  }

  /** {@code exceptionally}: the function of the exception; a value passes on. */
  public static <T> Reaction exceptionally(Function<Throwable, ? extends T> fn) {
    Objects.requireNonNull(fn);
    return onFailure(inputs ->
        new Outcome.Value(fn.apply(Objects.requireNonNull(exception(inputs[0])))));
  }

  /** {@code exceptionallyCompose}: the target takes the outcome of the function's stage. */
  public static <T> Reaction exceptionallyCompose(
      Function<Throwable, ? extends CompletionStage<T>> fn) {
    Objects.requireNonNull(fn);
    return onFailure(inputs -> stage(fn.apply(Objects.requireNonNull(exception(inputs[0])))));
  }

  /** {@code copy}, {@code anyOf} and the relay of a composed stage: the outcome passes on. */
  public static Reaction relay() {
    return new Reaction() {
      @Override
      public Outcome settled(Outcome[] inputs) {
        return inputs[0].propagated();
      }

      @Override
      public Object react(Outcome[] inputs) {
        throw new IllegalStateException("a relay runs no user code");
      }
    };
  }

  /** {@code thenCombine}: the function of both values; the first failure passes on. */
  public static <T, U, V> Reaction combine(BiFunction<? super T, ? super U, ? extends V> fn) {
    Objects.requireNonNull(fn);
    return onValues(inputs -> new Outcome.Value(
        fn.apply(Reactions.<T>value(inputs, 0), Reactions.<U>value(inputs, 1))));
  }

  /** {@code thenAcceptBoth}: the consumer of both values; the first failure passes on. */
  public static <T, U> Reaction acceptBoth(BiConsumer<? super T, ? super U> action) {
    Objects.requireNonNull(action);
    return onValues(inputs -> {
      action.accept(Reactions.<T>value(inputs, 0), Reactions.<U>value(inputs, 1));
      return new Outcome.Value(null);
    });
  }

  /** {@code runAfterBoth}: the action after both values; the first failure passes on. */
  public static Reaction runAfterBoth(Runnable action) {
    Objects.requireNonNull(action);
    return onValues(inputs -> {
      action.run();
      return new Outcome.Value(null);
    });
  }

  /** {@code allOf}: null once every source completed; the first failure in order passes on. */
  static Reaction allOf() {
    return new Reaction() {
      @Override
      public Outcome settled(Outcome[] inputs) {
        Outcome failure = Outcome.firstFailure(inputs);
        return failure != null ? failure : new Outcome.Value(null);
      }

      @Override
      public Object react(Outcome[] inputs) {
        throw new IllegalStateException("allOf runs no user code");
      }
    };
  }

  /** The user code of a reaction: returns an {@link Outcome} or a stage to relay. */
  @FunctionalInterface
  private interface Code {
    Object run(Outcome[] inputs) throws Throwable;
  }

  private static Reaction onValue(Code code) {
    return reaction(inputs -> inputs[0] instanceof Outcome.Failure ? inputs[0].propagated() : null,
        code);
  }

  private static Reaction onValues(Code code) {
    return reaction(Outcome::firstFailure, code);
  }

  private static Reaction onFailure(Code code) {
    return reaction(inputs -> inputs[0] instanceof Outcome.Value ? inputs[0] : null, code);
  }

  private static Reaction always(Code code) {
    return reaction(inputs -> null, code);
  }

  private static Reaction reaction(Function<Outcome[], @Nullable Outcome> settled, Code code) {
    return new Reaction() {
      @Override
      public @Nullable Outcome settled(Outcome[] inputs) {
        return settled.apply(inputs);
      }

      @Override
      public Object react(Outcome[] inputs) throws Throwable {
        return code.run(inputs);
      }
    };
  }

  /** Returns the stage the target relays; a null stage fails it as the JDK's would. */
  private static CompletionStage<?> stage(@Nullable CompletionStage<?> stage) {
    return Objects.requireNonNull(stage, "the function returned a null stage");
  }

  @SuppressWarnings("unchecked")
  private static <T> T value(Outcome[] inputs, int index) {
    return inputs[index] instanceof Outcome.Value value ? (T) value.value() : (T) null;
  }

  private static @Nullable Throwable exception(Outcome outcome) {
    return outcome instanceof Outcome.Failure failure ? failure.exception() : null;
  }
}
