package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * The line of an atomic variable under exploration: one value, and every operation an event open
 * at any time, named by the JDK method (a read, a write or a read-modify-write is one event). The
 * atomic classes forward here under an exploration and to the JDK's atomic outside one.
 */
final class AtomicLine extends DropIn {

  private final OpenList any;
  private @Nullable Object value;

  AtomicLine(@Nullable String name, @Nullable Object initial) {
    super(name);
    this.value = initial;
    this.any = OpenList.of(new Channel(name(), Channel.ANY));
  }

  @Override
  public OpenList openList() {
    return any;
  }

  /** Returns the value, by one event {@code operation}. */
  @Nullable Object read(String operation) {
    perform(operation);
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
