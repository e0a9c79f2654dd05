package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An array of reference values each updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicReferenceArray}: an array of {@link AtomicReference} drop-ins,
 * one per element, made with it. Under an exploration each element is therefore a shared variable
 * of its own (line {@code name[i]}), whose reads and writes are events as an atomic's, so that
 * operations on different elements are independent and those on one element race; outside an
 * exploration each element is the JDK's atomic, whose memory effects per element are the JDK
 * array's. Every element is a line from the start, so a large array costs a line per element. Not
 * serializable.
 *
 * @param <E> the element type
 */
public final class AtomicReferenceArray<E> {

  private final AtomicReference<E>[] elements;

  /** Creates an array of {@code length} elements, each null. */
  public AtomicReferenceArray(int length) {
    this(length, null);
  }

  /** Creates an array holding a copy of {@code array}'s elements. */
  public AtomicReferenceArray(E[] array) {
    this(array.length, null, i -> array[i]);
  }

  /**
   * Creates an array of {@code length} elements, each null, whose element {@code i}'s line is
   * called {@code name[i]}, or has the default name when {@code name} is null.
   */
  public AtomicReferenceArray(int length, @Nullable String name) {
    this(length, name, i -> null);
  }

  private AtomicReferenceArray(
      int length, @Nullable String name, IntFunction<? extends @Nullable E> initial) {
    this.elements = newArray(length);
    for (int i = 0; i < length; i++) {
      elements[i] = new AtomicReference<E>(initial.apply(i), elementName(name, i));
    }
  }

  private static @Nullable String elementName(@Nullable String name, int i) {
    return name == null ? null : name + "[" + i + "]";
  }

  /** Returns the number of elements. */
  public int length() {
    return elements.length;
  }

  public E get(int i) {
    return element(i).get();
  }

  public void set(int i, E newValue) {
    element(i).set(newValue);
  }

  public void lazySet(int i, E newValue) {
    element(i).lazySet(newValue);
  }

  public E getAndSet(int i, E newValue) {
    return element(i).getAndSet(newValue);
  }

  public boolean compareAndSet(int i, E expectedValue, E newValue) {
    return element(i).compareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
    return element(i).weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
    return element(i).weakCompareAndSetPlain(expectedValue, newValue);
  }

  public E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
    return element(i).getAndUpdate(updateFunction);
  }

  public E updateAndGet(int i, UnaryOperator<E> updateFunction) {
    return element(i).updateAndGet(updateFunction);
  }

  public E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
    return element(i).getAndAccumulate(x, accumulatorFunction);
  }

  public E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
    return element(i).accumulateAndGet(x, accumulatorFunction);
  }

  public E getPlain(int i) {
    return element(i).getPlain();
  }

  public void setPlain(int i, E newValue) {
    element(i).setPlain(newValue);
  }

  public E getOpaque(int i) {
    return element(i).getOpaque();
  }

  public void setOpaque(int i, E newValue) {
    element(i).setOpaque(newValue);
  }

  public E getAcquire(int i) {
    return element(i).getAcquire();
  }

  public void setRelease(int i, E newValue) {
    element(i).setRelease(newValue);
  }

  public E compareAndExchange(int i, E expectedValue, E newValue) {
    return element(i).compareAndExchange(expectedValue, newValue);
  }

  public E compareAndExchangeAcquire(int i, E expectedValue, E newValue) {
    return element(i).compareAndExchangeAcquire(expectedValue, newValue);
  }

  public E compareAndExchangeRelease(int i, E expectedValue, E newValue) {
    return element(i).compareAndExchangeRelease(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
    return element(i).weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(int i, E expectedValue, E newValue) {
    return element(i).weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(int i, E expectedValue, E newValue) {
    return element(i).weakCompareAndSetRelease(expectedValue, newValue);
  }

  /** Returns the values as text, like the JDK's; no event under exploration. */
  @Override
  public String toString() {
    StringJoiner text = new StringJoiner(", ", "[", "]");
    for (AtomicReference<E> element : elements) {
      text.add(element.toString());
    }
    return text.toString();
  }

  private AtomicReference<E> element(int i) {
    return elements[Objects.checkIndex(i, elements.length)];
  }

  @SuppressWarnings("unchecked")
  private static <E> AtomicReference<E>[] newArray(int length) {
    return (AtomicReference<E>[]) new AtomicReference<?>[length];
  }
}
