package org.richtest.sync.concurrent;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * An object reference updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicReference}. Under an exploration it is a line of its own on
 * which every method (a read, a write, a read-modify-write) is one event open at any time, named by
 * the method; outside an exploration it is the JDK's atomic. Compare-and-set compares references
 * ({@code ==}), as the JDK's; a weak compare-and-set never fails spuriously.
 *
 * @param <V> the type of the value
 */
public final class AtomicReference<V extends @Nullable Object> {

  private final AtomicLine line;
  private final java.util.concurrent.atomic.@Nullable AtomicReference<V> real;

  /** Creates an atomic holding null. */
  public AtomicReference() {
    this(null, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicReference(V initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicReference(@Nullable V initialValue, @Nullable String name) {
    this.line = new AtomicLine(name, initialValue);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.atomic.AtomicReference<>(initialValue);
  }

  /** Returns the line name. */
  public String name() {
    return line.name();
  }

  private java.util.concurrent.atomic.@Nullable AtomicReference<V> outside() {
    return line.outside(real);
  }

  @SuppressWarnings("unchecked")
  private V read(String operation) {
    return (V) line.read(operation);
  }

  public V get() {
    var outside = outside();
    return outside != null ? outside.get() : read("get");
  }

  public V getPlain() {
    var outside = outside();
    return outside != null ? outside.getPlain() : read("getPlain");
  }

  public V getOpaque() {
    var outside = outside();
    return outside != null ? outside.getOpaque() : read("getOpaque");
  }

  public V getAcquire() {
    var outside = outside();
    return outside != null ? outside.getAcquire() : read("getAcquire");
  }

  public void set(V newValue) {
    write("set", newValue);
  }

  public void lazySet(V newValue) {
    write("lazySet", newValue);
  }

  public void setPlain(V newValue) {
    write("setPlain", newValue);
  }

  public void setOpaque(V newValue) {
    write("setOpaque", newValue);
  }

  public void setRelease(V newValue) {
    write("setRelease", newValue);
  }

  private void write(String operation, V newValue) {
    var outside = outside();
    if (outside == null) {
      line.write(operation, newValue);
      return;
    }
    switch (operation) {
      case "set" -> outside.set(newValue);
      case "lazySet" -> outside.lazySet(newValue);
      case "setPlain" -> outside.setPlain(newValue);
      case "setOpaque" -> outside.setOpaque(newValue);
      default -> outside.setRelease(newValue);
    }
  }

  @SuppressWarnings("unchecked")
  public V getAndSet(V newValue) {
    var outside = outside();
    return outside != null ? outside.getAndSet(newValue) : (V) line.swap("getAndSet", newValue);
  }

  public boolean compareAndSet(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndSet(expectedValue, newValue)
        : cas("compareAndSet", expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSet", expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSetPlain", expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetVolatile(expectedValue, newValue)
        : cas("weakCompareAndSetVolatile", expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetAcquire(expectedValue, newValue)
        : cas("weakCompareAndSetAcquire", expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetRelease(expectedValue, newValue)
        : cas("weakCompareAndSetRelease", expectedValue, newValue);
  }

  private boolean cas(String operation, V expectedValue, V newValue) {
    return line.exchange(operation, expectedValue, newValue, true) == expectedValue;
  }

  @SuppressWarnings("unchecked")
  public V compareAndExchange(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchange(expectedValue, newValue)
        : (V) line.exchange("compareAndExchange", expectedValue, newValue, true);
  }

  @SuppressWarnings("unchecked")
  public V compareAndExchangeAcquire(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeAcquire(expectedValue, newValue)
        : (V) line.exchange("compareAndExchangeAcquire", expectedValue, newValue, true);
  }

  @SuppressWarnings("unchecked")
  public V compareAndExchangeRelease(V expectedValue, V newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeRelease(expectedValue, newValue)
        : (V) line.exchange("compareAndExchangeRelease", expectedValue, newValue, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V getAndUpdate(UnaryOperator<V> function) {
    var outside = outside();
    return outside != null
        ? outside.getAndUpdate(function)
        : line.update("getAndUpdate", function, false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V updateAndGet(UnaryOperator<V> function) {
    var outside = outside();
    return outside != null
        ? outside.updateAndGet(function)
        : line.update("updateAndGet", function, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V getAndAccumulate(V x, BinaryOperator<V> function) {
    var outside = outside();
    return outside != null
        ? outside.getAndAccumulate(x, function)
        : line.accumulate("getAndAccumulate", x, function, false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V accumulateAndGet(V x, BinaryOperator<V> function) {
    var outside = outside();
    return outside != null
        ? outside.accumulateAndGet(x, function)
        : line.accumulate("accumulateAndGet", x, function, true);
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    var outside = real;
    return outside != null ? outside.toString() : String.valueOf(line.peek());
  }
}
