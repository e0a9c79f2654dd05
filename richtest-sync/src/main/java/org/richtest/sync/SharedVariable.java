package org.richtest.sync;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.VariableObject;

/**
 * A variable shared between threads (paper section III: "a read (write) operation as receiving
 * (sending) a message from (to) a shared variable"). Under an exploration a {@link #get() read} is a
 * receiving event on the reader's line whose partner is the write it read; a {@link #set write} and
 * every read-modify-write ({@link #compareAndSet}, {@link #getAndSet}, {@link #updateAndGet}) is one
 * event on the variable's line, in the order the writes took effect. Two reads of one write do not
 * race, so the exploration tries every write each read could read and every order of the writes, and
 * nothing else. Outside an exploration it is an atomic reference.
 *
 * @param <T> the type of the value
 */
public final class SharedVariable<T extends @Nullable Object> extends VariableObject {

  private final AtomicReference<T> value;

  /** Creates a variable holding {@code initialValue}, with the default name. */
  public SharedVariable(T initialValue) {
    this(initialValue, null);
  }

  /** Creates a variable holding {@code initialValue}; its line is called {@code name}. */
  public SharedVariable(T initialValue, @Nullable String name) {
    super(name);
    this.value = new AtomicReference<>(initialValue);
    initialize();
  }

  /** Reads the value. */
  public T get() {
    controller().read(this);
    return value.get();
  }

  /** Writes {@code newValue}. */
  public void set(T newValue) {
    controller().call(this, "set");
    value.set(newValue);
  }

  /** Writes {@code newValue} and returns the value it replaced, atomically. */
  public T getAndSet(T newValue) {
    controller().call(this, "getAndSet");
    return value.getAndSet(newValue);
  }

  /**
   * Writes {@code newValue} if the value is {@code expected} (by {@code ==}) and returns whether it
   * did, atomically; a failed compare-and-set is an event on the variable's line too.
   */
  public boolean compareAndSet(T expected, T newValue) {
    controller().call(this, "compareAndSet");
    return value.compareAndSet(expected, newValue);
  }

  /**
   * Replaces the value by {@code function}'s result and returns it, atomically; under an exploration
   * {@code function} is applied once.
   */
  public T updateAndGet(UnaryOperator<T> function) {
    if (!controller().isControlled()) {
      return value.updateAndGet(function);
    }
    controller().call(this, "updateAndGet");
    T updated = function.apply(value.get());
    value.set(updated);
    return updated;
  }

  /** Returns the value as text; not an event. */
  @Override
  public String toString() {
    return name() + "=" + value.get();
  }
}
