package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An {@code AtomicInteger} or {@code AtomicLong} drop-in under exploration, one class for both: a
 * shared variable ({@link AtomicLine}) holding a {@code long}, on which each method is one event
 * named by the method, a read for the getters and a write for the rest. The value of an {@code
 * AtomicInteger} wraps around as an {@code int} does. A weak compare-and-set never fails
 * spuriously; a function passed to an update runs once, in the calling thread, after the event.
 */
public final class ModelledNumber extends AtomicLine implements NumberOperations {

  private final boolean ints;

  /**
   * Creates the line of an atomic holding {@code initialValue}, an {@code int} one if {@code
   * ints}.
   */
  public ModelledNumber(@Nullable String name, long initialValue, boolean ints) {
    super(name, initialValue);
    this.ints = ints;
  }

  private long value(String operation) {
    return (Long) Objects.requireNonNull(read(operation));
  }

  @Override
  public long get() {
    return value("get");
  }

  @Override
  public long getPlain() {
    return value("getPlain");
  }

  @Override
  public long getOpaque() {
    return value("getOpaque");
  }

  @Override
  public long getAcquire() {
    return value("getAcquire");
  }

  @Override
  public void set(long newValue) {
    write("set", newValue);
  }

  @Override
  public void lazySet(long newValue) {
    write("lazySet", newValue);
  }

  @Override
  public void setPlain(long newValue) {
    write("setPlain", newValue);
  }

  @Override
  public void setOpaque(long newValue) {
    write("setOpaque", newValue);
  }

  @Override
  public void setRelease(long newValue) {
    write("setRelease", newValue);
  }

  @Override
  public long getAndSet(long newValue) {
    return (Long) Objects.requireNonNull(swap("getAndSet", newValue));
  }

  @Override
  public boolean compareAndSet(long expectedValue, long newValue) {
    return exchange("compareAndSet", expectedValue, newValue) == expectedValue;
  }

  @Override
  public boolean weakCompareAndSet(long expectedValue, long newValue) {
    return exchange("weakCompareAndSet", expectedValue, newValue) == expectedValue;
  }

  @Override
  public boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
    return exchange("weakCompareAndSetPlain", expectedValue, newValue) == expectedValue;
  }

  @Override
  public boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
    return exchange("weakCompareAndSetVolatile", expectedValue, newValue) == expectedValue;
  }

  @Override
  public boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
    return exchange("weakCompareAndSetAcquire", expectedValue, newValue) == expectedValue;
  }

  @Override
  public boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
    return exchange("weakCompareAndSetRelease", expectedValue, newValue) == expectedValue;
  }

  @Override
  public long compareAndExchange(long expectedValue, long newValue) {
    return exchange("compareAndExchange", expectedValue, newValue);
  }

  @Override
  public long compareAndExchangeAcquire(long expectedValue, long newValue) {
    return exchange("compareAndExchangeAcquire", expectedValue, newValue);
  }

  @Override
  public long compareAndExchangeRelease(long expectedValue, long newValue) {
    return exchange("compareAndExchangeRelease", expectedValue, newValue);
  }

  private long exchange(String operation, long expectedValue, long newValue) {
    return (Long) Objects.requireNonNull(exchange(operation, expectedValue, newValue, false));
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

  /** Updates the value by {@code function}, as {@link AtomicLine#update} does, wrapping ints. */
  private long apply(String operation, LongUnaryOperator function, boolean returnNew) {
    return this.<Long>update(
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
}
