package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.jspecify.annotations.Nullable;

/**
 * How a modelled {@code CompletableFuture} completed: a value or an exception; and how its {@code
 * join}, {@code getNow} and {@code get} report it, as the JDK's do.
 */
sealed interface Outcome permits Outcome.Value, Outcome.Failure {

  /**
   * Whether this JDK's {@code join} and {@code get} of a cancelled future throw a new {@link
   * CancellationException} naming the method, with the stored one as its cause (recent JDKs), or
   * the stored one (Java 21): the model throws what the JDK it runs on throws.
   */
  boolean CANCELLATION_WRAPPED = cancellationWrapped();

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

  /**
   * Returns the value, or throws the failure as the JDK's {@code method} ({@code join} or {@code
   * getNow}) does: wrapped in a {@link CompletionException}.
   */
  @SuppressWarnings("unchecked")
  default <T> T joined(String method) {
    if (this instanceof Failure failure) {
      Throwable x = failure.exception();
      if (x instanceof CancellationException cancelled) {
        throw cancellation(cancelled, method);
      }
      throw x instanceof CompletionException wrapped ? wrapped : new CompletionException(x);
    }
    return (T) ((Value) this).value();
  }

  /** Returns the value, or throws the failure as the JDK's {@code get} does. */
  @SuppressWarnings("unchecked")
  default <T> T got() throws ExecutionException {
    if (this instanceof Failure failure) {
      Throwable x = failure.exception();
      if (x instanceof CancellationException cancelled) {
        throw cancellation(cancelled, "get");
      }
      Throwable cause = x instanceof CompletionException && x.getCause() != null ? x.getCause() : x;
      throw new ExecutionException(cause);
    }
    return (T) ((Value) this).value();
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
    CompletableFuture<Object> probe = new CompletableFuture<>();
    probe.cancel(false);
    try {
      probe.getNow(null);
      throw new IllegalStateException("a cancelled JDK future returned from getNow");
    } catch (CancellationException thrown) {
      return thrown.getCause() != null;
    }
  }
}
