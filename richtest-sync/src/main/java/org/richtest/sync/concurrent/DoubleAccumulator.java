package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.function.DoubleBinaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * A {@code double} value updated by an accumulating function, with the API of {@link
 * java.util.concurrent.atomic.DoubleAccumulator}: an {@link AtomicLong} drop-in of the value's
 * bits, so under an exploration a shared variable of its own whose {@code accumulate} is one
 * read-modify-write event (the function runs once, in the calling thread, after it) and whose
 * {@code get} is a read; {@code get} and {@code getThenReset} are atomic, one of the behaviours the
 * JDK's striped cells allow. Outside an exploration it is a JDK {@code AtomicLong}: the same
 * values, without the striping.
 */
public final class DoubleAccumulator extends Number {

  private static final long serialVersionUID = 1L;

  private final DoubleBinaryOperator function;
  private final long identity;
  private final AtomicLong bits;

  /** Creates an accumulator of {@code accumulatorFunction} holding {@code identity}. */
  public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
    this(accumulatorFunction, identity, null);
  }

  /**
   * Creates an accumulator of {@code accumulatorFunction} holding {@code identity}, whose line is
   * called {@code name}, or has the default name when null.
   */
  public DoubleAccumulator(
      DoubleBinaryOperator accumulatorFunction, double identity, @Nullable String name) {
    this.function = Objects.requireNonNull(accumulatorFunction);
    this.identity = Double.doubleToRawLongBits(identity);
    this.bits = new AtomicLong(this.identity, name);
  }

  /** Returns the line name. */
  public String name() {
    return bits.name();
  }

  /** Applies the function to the value and {@code x}, in one event. */
  public void accumulate(double x) {
    bits.updateAndGet(v -> Double.doubleToRawLongBits(
        function.applyAsDouble(Double.longBitsToDouble(v), x)));
  }

  /** Returns the value, a read. */
  public double get() {
    return Double.longBitsToDouble(bits.get());
  }

  /** Sets the value back to the identity. */
  public void reset() {
    bits.set(identity);
  }

  /** Returns the value and sets it back to the identity, in one event. */
  public double getThenReset() {
    return Double.longBitsToDouble(bits.getAndSet(identity));
  }

  @Override
  public double doubleValue() {
    return get();
  }

  @Override
  public long longValue() {
    return (long) get();
  }

  @Override
  public int intValue() {
    return (int) get();
  }

  @Override
  public float floatValue() {
    return (float) get();
  }

  /** Returns the value as text, a read. */
  @Override
  public String toString() {
    return Double.toString(get());
  }
}
