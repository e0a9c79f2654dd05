package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import org.jspecify.annotations.Nullable;

/** How a modelled {@code CompletableFuture} completed: a value or an exception. */
sealed interface Outcome permits Outcome.Value, Outcome.Failure {

  /** Completed normally with {@code value}. */
  record Value(@Nullable Object value) implements Outcome {}

  /** Completed exceptionally with {@code exception}, stored as given (not wrapped). */
  record Failure(Throwable exception) implements Outcome {

    /** Returns whether the future was cancelled. */
    boolean cancelled() {
      return exception instanceof CancellationException;
    }
  }

  /** The outcome a dependent stage gets from {@code thrown}: wrapped as the JDK does. */
  static Failure wrapped(Throwable thrown) {
    return new Failure(
        thrown instanceof CompletionException ? thrown : new CompletionException(thrown));
  }

  /** Returns the outcome a dependent stage gets when this one passes on unchanged. */
  default Outcome propagated() {
    return this instanceof Failure failure ? wrapped(failure.exception()) : this;
  }

  /** Returns the first failure of {@code outcomes}, propagated, or null if none failed. */
  static @Nullable Outcome firstFailure(Outcome[] outcomes) {
    for (Outcome outcome : outcomes) {
      if (outcome instanceof Failure) {
        return outcome.propagated();
      }
    }
    return null;
  }
}
