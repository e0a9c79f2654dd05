package org.richtest.sync;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.VariableObject;

/**
 * An {@code int} shared between threads: a {@link SharedVariable} of integers. A {@link #get() read}
 * is a read event, a {@link #set write} and every read-modify-write ({@link #incrementAndGet}, {@link
 * #addAndGet}, {@link #compareAndSet}, …) one write event on the variable's line. Outside an
 * exploration it is an atomic integer.
 */
public final class SharedInt extends VariableObject {

  private final AtomicInteger value;

  /** Creates a variable holding {@code initialValue}, with the default name. */
  public SharedInt(int initialValue) {
    this(initialValue, null);
  }

  /** Creates a variable holding {@code initialValue}; its line is called {@code name}. */
  public SharedInt(int initialValue, @Nullable String name) {
    super(name);
    this.value = new AtomicInteger(initialValue);
    initialize();
  }

  /** Reads the value. */
  public int get() {
    controller().read(this);
    return value.get();
  }

  /** Writes {@code newValue}. */
  public void set(int newValue) {
    controller().call(this, "set");
    value.set(newValue);
  }

  /** Adds one and returns the new value, atomically. */
  public int incrementAndGet() {
    controller().call(this, "incrementAndGet");
    return value.incrementAndGet();
  }

  /** Adds one and returns the old value, atomically. */
  public int getAndIncrement() {
    controller().call(this, "getAndIncrement");
    return value.getAndIncrement();
  }

  /** Adds {@code delta} and returns the new value, atomically. */
  public int addAndGet(int delta) {
    controller().call(this, "addAndGet");
    return value.addAndGet(delta);
  }

  /**
   * Writes {@code newValue} if the value is {@code expected} and returns whether it did,
   * atomically; a failed compare-and-set is an event on the variable's line too.
   */
  public boolean compareAndSet(int expected, int newValue) {
    controller().call(this, "compareAndSet");
    return value.compareAndSet(expected, newValue);
  }

  /**
   * Replaces the value by {@code function}'s result and returns it, atomically; under an exploration
   * {@code function} is applied once.
   */
  public int updateAndGet(IntUnaryOperator function) {
    if (!controller().isControlled()) {
      return value.updateAndGet(function);
    }
    controller().call(this, "updateAndGet");
    int updated = function.applyAsInt(value.get());
    value.set(updated);
    return updated;
  }

  /** Returns the value as text; not an event. */
  @Override
  public String toString() {
    return name() + "=" + value.get();
  }
}
