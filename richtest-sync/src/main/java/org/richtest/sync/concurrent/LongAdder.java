package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A {@code long} sum, with the API of {@link java.util.concurrent.atomic.LongAdder}: a {@link
 * LongAccumulator} drop-in of {@code +} from 0, so under an exploration a shared variable of its
 * own whose every {@code add} is one read-modify-write event and whose {@code sum} is a read;
 * {@code sum} and {@code sumThenReset} are atomic, one of the behaviours the JDK's striped cells
 * allow.
 * Outside an exploration it is a JDK {@code AtomicLong}: the same sums, without the striping.
 */
public final class LongAdder extends Number {

  private static final long serialVersionUID = 1L;

  private final LongAccumulator sum;

  /** Creates an adder holding 0. */
  public LongAdder() {
    this(null);
  }

  /** Creates an adder holding 0 whose line is called {@code name}, or the default when null. */
  public LongAdder(@Nullable String name) {
    this.sum = new LongAccumulator(Long::sum, 0, name);
  }

  /** Returns the line name. */
  public String name() {
    return sum.name();
  }

  /** Adds {@code x}, in one event. */
  public void add(long x) {
    sum.accumulate(x);
  }

  /** Adds 1, in one event. */
  public void increment() {
    add(1);
  }

  /** Subtracts 1, in one event. */
  public void decrement() {
    add(-1);
  }

  /** Returns the sum, a read. */
  public long sum() {
    return sum.get();
  }

  /** Sets the sum to 0. */
  public void reset() {
    sum.reset();
  }

  /** Returns the sum and sets it to 0, in one event. */
  public long sumThenReset() {
    return sum.getThenReset();
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

  @Override
  public double doubleValue() {
    return sum.doubleValue();
  }

  /** Returns the sum as text, a read. */
  @Override
  public String toString() {
    return sum.toString();
  }
}
