package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.VariableObject;

/**
 * An atomic variable under exploration, what every modelled atomic is: a shared variable ({@link
 * VariableObject}). A read ({@code get} and its kin) is a read event, which races only with the
 * writes it could read; a write, and every read-modify-write ({@code incrementAndGet}, {@code
 * compareAndSet} even when it fails), is one write event on the variable's line, named by the JDK
 * method. Its subclasses give the atomics' methods these names and their values' types.
 */
abstract class AtomicLine extends VariableObject {

  private @Nullable Object value;

  AtomicLine(@Nullable String name, @Nullable Object initial) {
    super(name);
    this.value = initial;
    initialize();
  }

  /**
   * Checks that the calling thread may use this variable.
   *
   * @throws IllegalStateException if it is used from a thread of another run or one the run does
   *     not manage
   */
  public final void checkCaller() {
    controller();
  }

  private void perform(String operation) {
    controller().call(this, operation);
  }

  /** Returns the value, by one read event. */
  final @Nullable Object read(String operation) {
    controller().read(this);
    return value;
  }

  /** Sets the value, by one event {@code operation}. */
  final void write(String operation, @Nullable Object newValue) {
    perform(operation);
    value = newValue;
  }

  /** Sets the value and returns the old one, by one event {@code operation}. */
  final @Nullable Object swap(String operation, @Nullable Object newValue) {
    perform(operation);
    Object old = value;
    value = newValue;
    return old;
  }

  /**
   * Sets the value to {@code update} if it is {@code expect} ({@code ==} when {@code identity},
   * else {@code equals}) and returns the value it had: the witness of a compare-and-exchange.
   */
  final @Nullable Object exchange(
      String operation, @Nullable Object expect, @Nullable Object update, boolean identity) {
    perform(operation);
    Object witness = value;
    if (identity ? witness == expect : Objects.equals(witness, expect)) {
      value = update;
    }
    return witness;
  }

  /**
   * Applies {@code function} to the value in the calling thread, right after one event, and returns
   * the new value if {@code returnNew}, else the old one.
   */
  @SuppressWarnings("unchecked")
  final <T> T update(String operation, UnaryOperator<T> function, boolean returnNew) {
    perform(operation);
    T old = (T) value;
    T updated = function.apply(old);
    value = updated;
    return returnNew ? updated : old;
  }

  /** Combines the value with {@code x} by {@code function}, as {@link #update} does. */
  final <T> T accumulate(String operation, T x, BinaryOperator<T> function, boolean returnNew) {
    return update(operation, old -> function.apply(old, x), returnNew);
  }

  /** Returns the value as text, like the JDK's atomics; not an event. */
  @Override
  public final String toString() {
    return String.valueOf(value);
  }
}
