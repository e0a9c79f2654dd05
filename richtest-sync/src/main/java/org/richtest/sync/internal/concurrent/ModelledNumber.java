package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An {@code AtomicInteger} or {@code AtomicLong} drop-in under exploration, one class for both: a
 * {@link ModelledAtomic} of {@code Long} values, seen through {@code long}s, with the arithmetic
 * the numeric atomics add, each one write event named by its method. The value of an {@code
 * AtomicInteger} wraps around as an {@code int} does. A function passed to an update runs once, in
 * the calling thread, after the event.
 */
public final class ModelledNumber implements NumberOperations, Identified {

  private final ModelledAtomic<Long> line;
  private final boolean ints;

  /**
   * Creates the line of an atomic holding {@code initialValue}, an {@code int} one if {@code
   * ints}.
   */
  public ModelledNumber(@Nullable String name, long initialValue, boolean ints) {
    this.line = new ModelledAtomic<>(name, initialValue, false);
    this.ints = ints;
  }

  @Override
  public DropInOperations identity() {
    return line;
  }

  @Override
  public long get() {
    return line.get();
  }

  @Override
  public long getPlain() {
    return line.getPlain();
  }

  @Override
  public long getOpaque() {
    return line.getOpaque();
  }

  @Override
  public long getAcquire() {
    return line.getAcquire();
  }

  @Override
  public void set(long newValue) {
    line.set(newValue);
  }

  @Override
  public void lazySet(long newValue) {
    line.lazySet(newValue);
  }

  @Override
  public void setPlain(long newValue) {
    line.setPlain(newValue);
  }

  @Override
  public void setOpaque(long newValue) {
    line.setOpaque(newValue);
  }

  @Override
  public void setRelease(long newValue) {
    line.setRelease(newValue);
  }

  @Override
  public long getAndSet(long newValue) {
    return line.getAndSet(newValue);
  }

  @Override
  public boolean compareAndSet(long expectedValue, long newValue) {
    return line.compareAndSet(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSet(long expectedValue, long newValue) {
    return line.weakCompareAndSet(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
    return line.weakCompareAndSetPlain(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
    return line.weakCompareAndSetVolatile(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
    return line.weakCompareAndSetAcquire(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
    return line.weakCompareAndSetRelease(expectedValue, newValue);
  }

  @Override
  public long compareAndExchange(long expectedValue, long newValue) {
    return line.compareAndExchange(expectedValue, newValue);
  }

  @Override
  public long compareAndExchangeAcquire(long expectedValue, long newValue) {
    return line.compareAndExchangeAcquire(expectedValue, newValue);
  }

  @Override
  public long compareAndExchangeRelease(long expectedValue, long newValue) {
    return line.compareAndExchangeRelease(expectedValue, newValue);
  }

  @Override
  public long getAndIncrement() {
    return apply("getAndIncrement", v -> v + 1, false);
  }

  @Override
  public long getAndDecrement() {
    return apply("getAndDecrement", v -> v - 1, false);
  }

  @Override
  public long getAndAdd(long delta) {
    return apply("getAndAdd", v -> v + delta, false);
  }

  @Override
  public long incrementAndGet() {
    return apply("incrementAndGet", v -> v + 1, true);
  }

  @Override
  public long decrementAndGet() {
    return apply("decrementAndGet", v -> v - 1, true);
  }

  @Override
  public long addAndGet(long delta) {
    return apply("addAndGet", v -> v + delta, true);
  }

  /** Applies {@code updateFunction} once, after the event; a null one throws before it. */
  @Override
  public long getAndUpdate(LongUnaryOperator updateFunction) {
    return apply("getAndUpdate", Objects.requireNonNull(updateFunction), false);
  }

  /** Applies {@code updateFunction} once, after the event; a null one throws before it. */
  @Override
  public long updateAndGet(LongUnaryOperator updateFunction) {
    return apply("updateAndGet", Objects.requireNonNull(updateFunction), true);
  }

  /** Applies {@code accumulatorFunction} once, after the event. */
  @Override
  public long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
    return apply("getAndAccumulate", v -> accumulatorFunction.applyAsLong(v, x), false);
  }

  /** Applies {@code accumulatorFunction} once, after the event. */
  @Override
  public long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
    return apply("accumulateAndGet", v -> accumulatorFunction.applyAsLong(v, x), true);
  }

  /** Updates the value by {@code function} as {@link ModelledAtomic#update} does, wrapping ints. */
  private long apply(String operation, LongUnaryOperator function, boolean returnNew) {
    return line.<Long>update(
        operation, v -> ints ? (long) (int) function.applyAsLong(v) : function.applyAsLong(v),
        returnNew);
  }

  @Override
  public int intValue() {
    return (int) value("intValue");
  }

  @Override
  public long longValue() {
    return value("longValue");
  }

  @Override
  public float floatValue() {
    return (float) value("floatValue");
  }

  @Override
  public double doubleValue() {
    return (double) value("doubleValue");
  }

  private long value(String operation) {
    return (Long) Objects.requireNonNull(line.read(operation));
  }

  /** Returns the value as text, like the JDK's; not an event. */
  @Override
  public String toString() {
    return line.toString();
  }
}
