package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A {@code double} sum, with the API of {@link java.util.concurrent.atomic.DoubleAdder}: a {@link
 * DoubleAccumulator} drop-in of {@code +} from 0, so under an exploration a shared variable of its
 * own whose every {@code add} is one read-modify-write event and whose {@code sum} is a read;
 * {@code sum} and {@code sumThenReset} are atomic, one of the behaviours the JDK's striped cells
 * allow.
 * Outside an exploration it is a JDK {@code AtomicLong} of the sum's bits: the same sums in the
 * order of the adds, without the striping.
 */
public final class DoubleAdder extends Number {

  private static final long serialVersionUID = 1L;

  private final DoubleAccumulator sum;

  /** Creates an adder holding 0. */
  public DoubleAdder() {
    this(null);
  }

  /** Creates an adder holding 0 whose line is called {@code name}, or the default when null. */
  public DoubleAdder(@Nullable String name) {
    this.sum = new DoubleAccumulator(Double::sum, 0, name);
  }

  /** Returns the line name. */
  public String name() {
    return sum.name();
  }

  /** Adds {@code x}, in one event. */
  public void add(double x) {
    sum.accumulate(x);
  }

  /** Returns the sum, a read. */
  public double sum() {
    return sum.get();
  }

  /** Sets the sum to 0. */
  public void reset() {
    sum.reset();
  }

  /** Returns the sum and sets it to 0, in one event. */
  public double sumThenReset() {
    return sum.getThenReset();
  }

  @Override
  public double doubleValue() {
    return sum.doubleValue();
  }

  @Override
  public long longValue() {
    return sum.longValue();
  }

  @Override
  public int intValue() {
    return sum.intValue();
  }

  @Override
  public float floatValue() {
    return sum.floatValue();
  }

  /** Returns the sum as text, a read. */
  @Override
  public String toString() {
    return sum.toString();
  }
}
