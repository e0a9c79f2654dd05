package org.richtest.sync.concurrent;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * An {@code int} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicInteger}. Under an exploration it is a line of its own on which every
 * method (a read, a write, a read-modify-write) is one event open at any time, named by the method;
 * outside an exploration it is the JDK's atomic. A weak compare-and-set never fails spuriously.
 */
public final class AtomicInteger extends Number {

  private static final long serialVersionUID = 1L;

  private final transient AtomicLine line;
  private final java.util.concurrent.atomic.@Nullable AtomicInteger real;

  /** Creates an atomic holding 0. */
  public AtomicInteger() {
    this(0, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicInteger(int initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicInteger(int initialValue, @Nullable String name) {
    this.line = new AtomicLine(name, initialValue);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.atomic.AtomicInteger(initialValue);
  }

  /** Returns the line name. */
  public String name() {
    return line.name();
  }

  private java.util.concurrent.atomic.@Nullable AtomicInteger outside() {
    return line.outside(real);
  }

  private int read(String operation) {
    return (Integer) line.read(operation);
  }

  private int update(String operation, IntUnaryOperator function, boolean returnNew) {
    return line.<Integer>update(operation, function::applyAsInt, returnNew);
  }

  public int get() {
    var outside = outside();
    return outside != null ? outside.get() : read("get");
  }

  public int getPlain() {
    var outside = outside();
    return outside != null ? outside.getPlain() : read("getPlain");
  }

  public int getOpaque() {
    var outside = outside();
    return outside != null ? outside.getOpaque() : read("getOpaque");
  }

  public int getAcquire() {
    var outside = outside();
    return outside != null ? outside.getAcquire() : read("getAcquire");
  }

  public void set(int newValue) {
    var outside = outside();
    if (outside != null) {
      outside.set(newValue);
    } else {
      line.write("set", newValue);
    }
  }

  public void lazySet(int newValue) {
    var outside = outside();
    if (outside != null) {
      outside.lazySet(newValue);
    } else {
      line.write("lazySet", newValue);
    }
  }

  public void setPlain(int newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setPlain(newValue);
    } else {
      line.write("setPlain", newValue);
    }
  }

  public void setOpaque(int newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setOpaque(newValue);
    } else {
      line.write("setOpaque", newValue);
    }
  }

  public void setRelease(int newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setRelease(newValue);
    } else {
      line.write("setRelease", newValue);
    }
  }

  public int getAndSet(int newValue) {
    var outside = outside();
    return outside != null ? outside.getAndSet(newValue) : (Integer) line.swap("getAndSet", newValue);
  }

  public boolean compareAndSet(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndSet(expectedValue, newValue)
        : cas("compareAndSet", expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSet", expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSetPlain", expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetVolatile(expectedValue, newValue)
        : cas("weakCompareAndSetVolatile", expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetAcquire(expectedValue, newValue)
        : cas("weakCompareAndSetAcquire", expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetRelease(expectedValue, newValue)
        : cas("weakCompareAndSetRelease", expectedValue, newValue);
  }

  private boolean cas(String operation, int expectedValue, int newValue) {
    return ((Integer) line.exchange(operation, expectedValue, newValue, false)) == expectedValue;
  }

  public int compareAndExchange(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchange(expectedValue, newValue)
        : (Integer) line.exchange("compareAndExchange", expectedValue, newValue, false);
  }

  public int compareAndExchangeAcquire(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeAcquire(expectedValue, newValue)
        : (Integer) line.exchange("compareAndExchangeAcquire", expectedValue, newValue, false);
  }

  public int compareAndExchangeRelease(int expectedValue, int newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeRelease(expectedValue, newValue)
        : (Integer) line.exchange("compareAndExchangeRelease", expectedValue, newValue, false);
  }

  public int getAndIncrement() {
    var outside = outside();
    return outside != null ? outside.getAndIncrement() : update("getAndIncrement", v -> v + 1, false);
  }

  public int getAndDecrement() {
    var outside = outside();
    return outside != null ? outside.getAndDecrement() : update("getAndDecrement", v -> v - 1, false);
  }

  public int getAndAdd(int delta) {
    var outside = outside();
    return outside != null ? outside.getAndAdd(delta) : update("getAndAdd", v -> v + delta, false);
  }

  public int incrementAndGet() {
    var outside = outside();
    return outside != null ? outside.incrementAndGet() : update("incrementAndGet", v -> v + 1, true);
  }

  public int decrementAndGet() {
    var outside = outside();
    return outside != null ? outside.decrementAndGet() : update("decrementAndGet", v -> v - 1, true);
  }

  public int addAndGet(int delta) {
    var outside = outside();
    return outside != null ? outside.addAndGet(delta) : update("addAndGet", v -> v + delta, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int getAndUpdate(IntUnaryOperator function) {
    var outside = outside();
    return outside != null ? outside.getAndUpdate(function) : update("getAndUpdate", function, false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int updateAndGet(IntUnaryOperator function) {
    var outside = outside();
    return outside != null ? outside.updateAndGet(function) : update("updateAndGet", function, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int getAndAccumulate(int x, IntBinaryOperator function) {
    var outside = outside();
    return outside != null
        ? outside.getAndAccumulate(x, function)
        : update("getAndAccumulate", v -> function.applyAsInt(v, x), false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int accumulateAndGet(int x, IntBinaryOperator function) {
    var outside = outside();
    return outside != null
        ? outside.accumulateAndGet(x, function)
        : update("accumulateAndGet", v -> function.applyAsInt(v, x), true);
  }

  @Override
  public int intValue() {
    var outside = outside();
    return outside != null ? outside.intValue() : (int) read("intValue");
  }

  @Override
  public long longValue() {
    var outside = outside();
    return outside != null ? outside.longValue() : (long) read("longValue");
  }

  @Override
  public float floatValue() {
    var outside = outside();
    return outside != null ? outside.floatValue() : (float) read("floatValue");
  }

  @Override
  public double doubleValue() {
    var outside = outside();
    return outside != null ? outside.doubleValue() : (double) read("doubleValue");
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    var outside = real;
    return outside != null ? outside.toString() : String.valueOf(line.peek());
  }
}
