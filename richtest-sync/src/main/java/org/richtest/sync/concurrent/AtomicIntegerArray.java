package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An array of {@code int} values each updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicIntegerArray}: an array of {@link AtomicInteger} drop-ins, one
 * per element, made with it. Under an exploration each element is therefore a shared variable of
 * its own (line {@code name[i]}), whose reads and writes are events as an atomic's, so that
 * operations on different elements are independent and those on one element race; outside an
 * exploration each element is the JDK's atomic, whose memory effects per element are the JDK
 * array's. Every element is a line from the start, so a large array costs a line per element. Not
 * serializable.
 */
public final class AtomicIntegerArray {

  private final AtomicInteger[] elements;

  /** Creates an array of {@code length} elements, each 0. */
  public AtomicIntegerArray(int length) {
    this(length, null);
  }

  /** Creates an array holding a copy of {@code array}'s values. */
  public AtomicIntegerArray(int[] array) {
    this(array.length, null, i -> array[i]);
  }

  /**
   * Creates an array of {@code length} elements, each 0, whose element {@code i}'s line is
   * called {@code name[i]}, or has the default name when {@code name} is null.
   */
  public AtomicIntegerArray(int length, @Nullable String name) {
    this(length, name, i -> 0);
  }

  private AtomicIntegerArray(int length, @Nullable String name, IntUnaryOperator initial) {
    this.elements = new AtomicInteger[length];
    for (int i = 0; i < length; i++) {
      elements[i] = new AtomicInteger(initial.applyAsInt(i), elementName(name, i));
    }
  }

  private static @Nullable String elementName(@Nullable String name, int i) {
    return name == null ? null : name + "[" + i + "]";
  }

  /** Returns the number of elements. */
  public int length() {
    return elements.length;
  }

  public int get(int i) {
    return element(i).get();
  }

  public void set(int i, int newValue) {
    element(i).set(newValue);
  }

  public void lazySet(int i, int newValue) {
    element(i).lazySet(newValue);
  }

  public int getAndSet(int i, int newValue) {
    return element(i).getAndSet(newValue);
  }

  public boolean compareAndSet(int i, int expectedValue, int newValue) {
    return element(i).compareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
    return element(i).weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
    return element(i).weakCompareAndSetPlain(expectedValue, newValue);
  }

  public int getAndIncrement(int i) {
    return element(i).getAndIncrement();
  }

  public int getAndDecrement(int i) {
    return element(i).getAndDecrement();
  }

  public int getAndAdd(int i, int delta) {
    return element(i).getAndAdd(delta);
  }

  public int incrementAndGet(int i) {
    return element(i).incrementAndGet();
  }

  public int decrementAndGet(int i) {
    return element(i).decrementAndGet();
  }

  public int addAndGet(int i, int delta) {
    return element(i).addAndGet(delta);
  }

  public int getAndUpdate(int i, IntUnaryOperator updateFunction) {
    return element(i).getAndUpdate(updateFunction);
  }

  public int updateAndGet(int i, IntUnaryOperator updateFunction) {
    return element(i).updateAndGet(updateFunction);
  }

  public int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
    return element(i).getAndAccumulate(x, accumulatorFunction);
  }

  public int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
    return element(i).accumulateAndGet(x, accumulatorFunction);
  }

  public int getPlain(int i) {
    return element(i).getPlain();
  }

  public void setPlain(int i, int newValue) {
    element(i).setPlain(newValue);
  }

  public int getOpaque(int i) {
    return element(i).getOpaque();
  }

  public void setOpaque(int i, int newValue) {
    element(i).setOpaque(newValue);
  }

  public int getAcquire(int i) {
    return element(i).getAcquire();
  }

  public void setRelease(int i, int newValue) {
    element(i).setRelease(newValue);
  }

  public int compareAndExchange(int i, int expectedValue, int newValue) {
    return element(i).compareAndExchange(expectedValue, newValue);
  }

  public int compareAndExchangeAcquire(int i, int expectedValue, int newValue) {
    return element(i).compareAndExchangeAcquire(expectedValue, newValue);
  }

  public int compareAndExchangeRelease(int i, int expectedValue, int newValue) {
    return element(i).compareAndExchangeRelease(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
    return element(i).weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
    return element(i).weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
    return element(i).weakCompareAndSetRelease(expectedValue, newValue);
  }

  /** Returns the values as text, like the JDK's; no event under exploration. */
  @Override
  public String toString() {
    StringJoiner text = new StringJoiner(", ", "[", "]");
    for (AtomicInteger element : elements) {
      text.add(element.toString());
    }
    return text.toString();
  }

  private AtomicInteger element(int i) {
    return elements[Objects.checkIndex(i, elements.length)];
  }
}
