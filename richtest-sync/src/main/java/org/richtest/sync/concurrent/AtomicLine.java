package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.VariableObject;

/**
 * An atomic variable under exploration: a shared variable ({@link VariableObject}). A read ({@code
 * get} and its kin) is a read event, which races only with the writes it could read; a write, and
 * every read-modify-write ({@code incrementAndGet}, {@code compareAndSet} even when it fails), is one
 * write event on the variable's line, named by the JDK method. The atomic classes forward here under
 * an exploration and to the JDK's atomic outside one.
 */
final class AtomicLine extends VariableObject {

  private @Nullable Object value;

  AtomicLine(@Nullable String name, @Nullable Object initial) {
    super(name);
    this.value = initial;
    initialize();
  }

  /**
   * Returns {@code real} outside an exploration and null under one, after checking that the calling
   * thread may use this variable.
   */
  <T> @Nullable T outside(@Nullable T real) {
    return controller().isControlled() ? null : real;
  }

  private void perform(String operation) {
    controller().call(this, operation);
  }

  /** Returns the value, by one read event. */
  @Nullable Object read(String operation) {
    controller().read(this);
    return value;
  }

  /** Sets the value, by one event {@code operation}. */
  void write(String operation, @Nullable Object newValue) {
    perform(operation);
    value = newValue;
  }

  /** Sets the value and returns the old one, by one event {@code operation}. */
  @Nullable Object swap(String operation, @Nullable Object newValue) {
    perform(operation);
    Object old = value;
    value = newValue;
    return old;
  }

  /**
   * Sets the value to {@code update} if it is {@code expect} ({@code ==} when {@code identity},
   * else {@code equals}) and returns the value it had: the witness of a compare-and-exchange.
   */
  @Nullable Object exchange(
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
  <T> T update(String operation, UnaryOperator<T> function, boolean returnNew) {
    perform(operation);
    T old = (T) value;
    T updated = function.apply(old);
    value = updated;
    return returnNew ? updated : old;
  }

  /** Combines the value with {@code x} by {@code function}, as {@link #update} does. */
  <T> T accumulate(String operation, T x, BinaryOperator<T> function, boolean returnNew) {
    return update(operation, old -> function.apply(old, x), returnNew);
  }

  /** Returns the value without an event, for {@code toString}. */
  @Nullable Object peek() {
    return value;
  }
}
