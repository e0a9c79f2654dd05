package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.IntToLongFunction;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An array of {@code long} values each updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicLongArray}: an array of {@link AtomicLong} drop-ins, one per
 * element, made with it. Under an exploration each element is therefore a shared variable of its
 * own (line {@code name[i]}), whose reads and writes are events as an atomic's, so that operations
 * on different elements are independent and those on one element race; outside an exploration each
 * element is the JDK's atomic, whose memory effects per element are the JDK array's. Every element
 * is a line from the start, so a large array costs a line per element. Not serializable.
 */
public final class AtomicLongArray {

  private final AtomicLong[] elements;

  /** Creates an array of {@code length} elements, each 0. */
  public AtomicLongArray(int length) {
    this(length, null);
  }

  /** Creates an array holding a copy of {@code array}'s values. */
  public AtomicLongArray(long[] array) {
    this(array.length, null, i -> array[i]);
  }

  /**
   * Creates an array of {@code length} elements, each 0, whose element {@code i}'s line is
   * called {@code name[i]}, or has the default name when {@code name} is null.
   */
  public AtomicLongArray(int length, @Nullable String name) {
    this(length, name, i -> 0);
  }

  private AtomicLongArray(int length, @Nullable String name, IntToLongFunction initial) {
    this.elements = new AtomicLong[length];
    for (int i = 0; i < length; i++) {
      elements[i] = new AtomicLong(initial.applyAsLong(i), elementName(name, i));
    }
  }

  private static @Nullable String elementName(@Nullable String name, int i) {
    return name == null ? null : name + "[" + i + "]";
  }

  /** Returns the number of elements. */
  public int length() {
    return elements.length;
  }

  public long get(int i) {
    return element(i).get();
  }

  public void set(int i, long newValue) {
    element(i).set(newValue);
  }

  public void lazySet(int i, long newValue) {
    element(i).lazySet(newValue);
  }

  public long getAndSet(int i, long newValue) {
    return element(i).getAndSet(newValue);
  }

  public boolean compareAndSet(int i, long expectedValue, long newValue) {
    return element(i).compareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
    return element(i).weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
    return element(i).weakCompareAndSetPlain(expectedValue, newValue);
  }

  public long getAndIncrement(int i) {
    return element(i).getAndIncrement();
  }

  public long getAndDecrement(int i) {
    return element(i).getAndDecrement();
  }

  public long getAndAdd(int i, long delta) {
    return element(i).getAndAdd(delta);
  }

  public long incrementAndGet(int i) {
    return element(i).incrementAndGet();
  }

  public long decrementAndGet(int i) {
    return element(i).decrementAndGet();
  }

  public long addAndGet(int i, long delta) {
    return element(i).addAndGet(delta);
  }

  public long getAndUpdate(int i, LongUnaryOperator updateFunction) {
    return element(i).getAndUpdate(updateFunction);
  }

  public long updateAndGet(int i, LongUnaryOperator updateFunction) {
    return element(i).updateAndGet(updateFunction);
  }

  public long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
    return element(i).getAndAccumulate(x, accumulatorFunction);
  }

  public long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
    return element(i).accumulateAndGet(x, accumulatorFunction);
  }

  public long getPlain(int i) {
    return element(i).getPlain();
  }

  public void setPlain(int i, long newValue) {
    element(i).setPlain(newValue);
  }

  public long getOpaque(int i) {
    return element(i).getOpaque();
  }

  public void setOpaque(int i, long newValue) {
    element(i).setOpaque(newValue);
  }

  public long getAcquire(int i) {
    return element(i).getAcquire();
  }

  public void setRelease(int i, long newValue) {
    element(i).setRelease(newValue);
  }

  public long compareAndExchange(int i, long expectedValue, long newValue) {
    return element(i).compareAndExchange(expectedValue, newValue);
  }

  public long compareAndExchangeAcquire(int i, long expectedValue, long newValue) {
    return element(i).compareAndExchangeAcquire(expectedValue, newValue);
  }

  public long compareAndExchangeRelease(int i, long expectedValue, long newValue) {
    return element(i).compareAndExchangeRelease(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
    return element(i).weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
    return element(i).weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
    return element(i).weakCompareAndSetRelease(expectedValue, newValue);
  }

  /** Returns the values as text, like the JDK's; no event under exploration. */
  @Override
  public String toString() {
    StringJoiner text = new StringJoiner(", ", "[", "]");
    for (AtomicLong element : elements) {
      text.add(element.toString());
    }
    return text.toString();
  }

  private AtomicLong element(int i) {
    return elements[Objects.checkIndex(i, elements.length)];
  }
}
