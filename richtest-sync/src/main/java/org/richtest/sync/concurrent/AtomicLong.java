package org.richtest.sync.concurrent;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * An {@code long} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicLong}. Under an exploration it is a line of its own on which every
 * method (a read, a write, a read-modify-write) is one event open at any time, named by the method;
 * outside an exploration it is the JDK's atomic. A weak compare-and-set never fails spuriously.
 */
public final class AtomicLong extends Number {

  private static final long serialVersionUID = 1L;

  private final transient AtomicLine line;
  private final java.util.concurrent.atomic.@Nullable AtomicLong real;

  /** Creates an atomic holding 0. */
  public AtomicLong() {
    this(0, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicLong(long initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicLong(long initialValue, @Nullable String name) {
    this.line = new AtomicLine(name, initialValue);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.atomic.AtomicLong(initialValue);
  }

  /** Returns the line name. */
  public String name() {
    return line.name();
  }

  private java.util.concurrent.atomic.@Nullable AtomicLong outside() {
    return line.outside(real);
  }

  private long read(String operation) {
    return (Long) line.read(operation);
  }

  private long update(String operation, LongUnaryOperator function, boolean returnNew) {
    return line.<Long>update(operation, function::applyAsLong, returnNew);
  }

  public long get() {
    var outside = outside();
    return outside != null ? outside.get() : read("get");
  }

  public long getPlain() {
    var outside = outside();
    return outside != null ? outside.getPlain() : read("getPlain");
  }

  public long getOpaque() {
    var outside = outside();
    return outside != null ? outside.getOpaque() : read("getOpaque");
  }

  public long getAcquire() {
    var outside = outside();
    return outside != null ? outside.getAcquire() : read("getAcquire");
  }

  public void set(long newValue) {
    var outside = outside();
    if (outside != null) {
      outside.set(newValue);
    } else {
      line.write("set", newValue);
    }
  }

  public void lazySet(long newValue) {
    var outside = outside();
    if (outside != null) {
      outside.lazySet(newValue);
    } else {
      line.write("lazySet", newValue);
    }
  }

  public void setPlain(long newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setPlain(newValue);
    } else {
      line.write("setPlain", newValue);
    }
  }

  public void setOpaque(long newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setOpaque(newValue);
    } else {
      line.write("setOpaque", newValue);
    }
  }

  public void setRelease(long newValue) {
    var outside = outside();
    if (outside != null) {
      outside.setRelease(newValue);
    } else {
      line.write("setRelease", newValue);
    }
  }

  public long getAndSet(long newValue) {
    var outside = outside();
    return outside != null ? outside.getAndSet(newValue) : (Long) line.swap("getAndSet", newValue);
  }

  public boolean compareAndSet(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndSet(expectedValue, newValue)
        : cas("compareAndSet", expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSet", expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSetPlain", expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetVolatile(expectedValue, newValue)
        : cas("weakCompareAndSetVolatile", expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetAcquire(expectedValue, newValue)
        : cas("weakCompareAndSetAcquire", expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetRelease(expectedValue, newValue)
        : cas("weakCompareAndSetRelease", expectedValue, newValue);
  }

  private boolean cas(String operation, long expectedValue, long newValue) {
    return ((Long) line.exchange(operation, expectedValue, newValue, false)) == expectedValue;
  }

  public long compareAndExchange(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchange(expectedValue, newValue)
        : (Long) line.exchange("compareAndExchange", expectedValue, newValue, false);
  }

  public long compareAndExchangeAcquire(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeAcquire(expectedValue, newValue)
        : (Long) line.exchange("compareAndExchangeAcquire", expectedValue, newValue, false);
  }

  public long compareAndExchangeRelease(long expectedValue, long newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeRelease(expectedValue, newValue)
        : (Long) line.exchange("compareAndExchangeRelease", expectedValue, newValue, false);
  }

  public long getAndIncrement() {
    var outside = outside();
    return outside != null ? outside.getAndIncrement() : update("getAndIncrement", v -> v + 1, false);
  }

  public long getAndDecrement() {
    var outside = outside();
    return outside != null ? outside.getAndDecrement() : update("getAndDecrement", v -> v - 1, false);
  }

  public long getAndAdd(long delta) {
    var outside = outside();
    return outside != null ? outside.getAndAdd(delta) : update("getAndAdd", v -> v + delta, false);
  }

  public long incrementAndGet() {
    var outside = outside();
    return outside != null ? outside.incrementAndGet() : update("incrementAndGet", v -> v + 1, true);
  }

  public long decrementAndGet() {
    var outside = outside();
    return outside != null ? outside.decrementAndGet() : update("decrementAndGet", v -> v - 1, true);
  }

  public long addAndGet(long delta) {
    var outside = outside();
    return outside != null ? outside.addAndGet(delta) : update("addAndGet", v -> v + delta, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long getAndUpdate(LongUnaryOperator function) {
    var outside = outside();
    return outside != null ? outside.getAndUpdate(function) : update("getAndUpdate", function, false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long updateAndGet(LongUnaryOperator function) {
    var outside = outside();
    return outside != null ? outside.updateAndGet(function) : update("updateAndGet", function, true);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long getAndAccumulate(long x, LongBinaryOperator function) {
    var outside = outside();
    return outside != null
        ? outside.getAndAccumulate(x, function)
        : update("getAndAccumulate", v -> function.applyAsLong(v, x), false);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long accumulateAndGet(long x, LongBinaryOperator function) {
    var outside = outside();
    return outside != null
        ? outside.accumulateAndGet(x, function)
        : update("accumulateAndGet", v -> function.applyAsLong(v, x), true);
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
