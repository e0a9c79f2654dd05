package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkReference;
import org.richtest.sync.internal.concurrent.ModelledAtomic;
import org.richtest.sync.internal.concurrent.ReferenceOperations;
import org.richtest.spi.Describable;

/**
 * An object reference updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicReference}. Under an exploration it is a line of its own on
 * which every method (a read, a write, a read-modify-write) is one event open at any time, named by
 * the method; outside an exploration it is the JDK's atomic: which one it is, it decides when it is
 * created. Compare-and-set compares references ({@code ==}), as the JDK's; a weak compare-and-set
 * never fails spuriously.
 *
 * @param <V> the type of the value
 */
public final class AtomicReference<V extends @Nullable Object> implements Describable {

  private final ReferenceOperations<V> reference;

  /** Creates an atomic holding null. */
  public AtomicReference() {
    this(null, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicReference(V initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicReference(@Nullable V initialValue, @Nullable String name) {
    this.reference = creatingUnderExploration()
        ? new ModelledAtomic<>(name, initialValue, true)
        : new JdkReference<>(initialValue, name);
  }

  /** Returns the line name. */
  public String name() {
    return reference.name();
  }

  public V get() {
    return checked().get();
  }

  public V getPlain() {
    return checked().getPlain();
  }

  public V getOpaque() {
    return checked().getOpaque();
  }

  public V getAcquire() {
    return checked().getAcquire();
  }

  public void set(V newValue) {
    checked().set(newValue);
  }

  public void lazySet(V newValue) {
    checked().lazySet(newValue);
  }

  public void setPlain(V newValue) {
    checked().setPlain(newValue);
  }

  public void setOpaque(V newValue) {
    checked().setOpaque(newValue);
  }

  public void setRelease(V newValue) {
    checked().setRelease(newValue);
  }

  public V getAndSet(V newValue) {
    return checked().getAndSet(newValue);
  }

  public boolean compareAndSet(V expectedValue, V newValue) {
    return checked().compareAndSet(expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(V expectedValue, V newValue) {
    return checked().weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
    return checked().weakCompareAndSetPlain(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
    return checked().weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
    return checked().weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
    return checked().weakCompareAndSetRelease(expectedValue, newValue);
  }

  public V compareAndExchange(V expectedValue, V newValue) {
    return checked().compareAndExchange(expectedValue, newValue);
  }

  public V compareAndExchangeAcquire(V expectedValue, V newValue) {
    return checked().compareAndExchangeAcquire(expectedValue, newValue);
  }

  public V compareAndExchangeRelease(V expectedValue, V newValue) {
    return checked().compareAndExchangeRelease(expectedValue, newValue);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V getAndUpdate(UnaryOperator<V> function) {
    return checked().getAndUpdate(function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V updateAndGet(UnaryOperator<V> function) {
    return checked().updateAndGet(function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V getAndAccumulate(V x, BinaryOperator<V> function) {
    return checked().getAndAccumulate(x, function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public V accumulateAndGet(V x, BinaryOperator<V> function) {
    return checked().accumulateAndGet(x, function);
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return reference.toString();
  }

  private ReferenceOperations<V> checked() {
    reference.checkCaller();
    return reference;
  }
}
