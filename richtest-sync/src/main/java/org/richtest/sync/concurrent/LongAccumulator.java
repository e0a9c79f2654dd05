package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.function.LongBinaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * A {@code long} value updated by an accumulating function, with the API of {@link
 * java.util.concurrent.atomic.LongAccumulator}: an {@link AtomicLong} drop-in, so under an
 * exploration a shared variable of its own whose {@code accumulate} is one read-modify-write event
 * (the function runs once, in the calling thread, after it) and whose {@code get} is a read. The
 * JDK's striped cells make {@code get} and {@code getThenReset} no atomic snapshot while others
 * accumulate; here they are atomic, one of the behaviours the JDK allows. Outside an exploration it
 * is a JDK {@code AtomicLong}: the same values, without the JDK class's striping under contention.
 */
public final class LongAccumulator extends Number {

  private static final long serialVersionUID = 1L;

  private final LongBinaryOperator function;
  private final long identity;
  private final AtomicLong value;

  /** Creates an accumulator of {@code accumulatorFunction} holding {@code identity}. */
  public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
    this(accumulatorFunction, identity, null);
  }

  /**
   * Creates an accumulator of {@code accumulatorFunction} holding {@code identity}, whose line is
   * called {@code name}, or has the default name when null.
   */
  public LongAccumulator(
      LongBinaryOperator accumulatorFunction, long identity, @Nullable String name) {
    this.function = Objects.requireNonNull(accumulatorFunction);
    this.identity = identity;
    this.value = new AtomicLong(identity, name);
  }

  /** Returns the line name. */
  public String name() {
    return value.name();
  }

  /** Applies the function to the value and {@code x}, in one event. */
  public void accumulate(long x) {
    value.accumulateAndGet(x, function);
  }

  /** Returns the value, a read. */
  public long get() {
    return value.get();
  }

  /** Sets the value back to the identity. */
  public void reset() {
    value.set(identity);
  }

  /** Returns the value and sets it back to the identity, in one event. */
  public long getThenReset() {
    return value.getAndSet(identity);
  }

  @Override
  public long longValue() {
    return get();
  }

  @Override
  public int intValue() {
    return (int) get();
  }

  @Override
  public float floatValue() {
    return get();
  }

  @Override
  public double doubleValue() {
    return get();
  }

  /** Returns the value as text, a read. */
  @Override
  public String toString() {
    return Long.toString(get());
  }
}
