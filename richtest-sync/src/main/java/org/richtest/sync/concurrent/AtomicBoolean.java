package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkBoolean;
import org.richtest.sync.internal.concurrent.ModelledAtomic;
import org.richtest.sync.internal.concurrent.ValueOperations;
import org.richtest.spi.Describable;

/**
 * A {@code boolean} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicBoolean}. Under an exploration it is a line of its own on which
 * every method (a read, a write, a read-modify-write) is one event open at any time, named by the
 * method; outside an exploration it is the JDK's atomic: which one it is, it decides when it is
 * created. A weak compare-and-set never fails spuriously. Its operations are {@link
 * AtomicReference}'s, on a {@code Boolean} compared by value.
 */
public final class AtomicBoolean implements Describable {

  private final ValueOperations<Boolean> value;

  /** Creates an atomic holding false. */
  public AtomicBoolean() {
    this(false, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicBoolean(boolean initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicBoolean(boolean initialValue, @Nullable String name) {
    this.value = creatingUnderExploration()
        ? new ModelledAtomic<>(name, initialValue, false)
        : new JdkBoolean(initialValue, name);
  }

  /** Returns the line name. */
  public String name() {
    return value.name();
  }

  public boolean get() {
    return checked().get();
  }

  public boolean getPlain() {
    return checked().getPlain();
  }

  public boolean getOpaque() {
    return checked().getOpaque();
  }

  public boolean getAcquire() {
    return checked().getAcquire();
  }

  public void set(boolean newValue) {
    checked().set(newValue);
  }

  public void lazySet(boolean newValue) {
    checked().lazySet(newValue);
  }

  public void setPlain(boolean newValue) {
    checked().setPlain(newValue);
  }

  public void setOpaque(boolean newValue) {
    checked().setOpaque(newValue);
  }

  public void setRelease(boolean newValue) {
    checked().setRelease(newValue);
  }

  public boolean getAndSet(boolean newValue) {
    return checked().getAndSet(newValue);
  }

  public boolean compareAndSet(boolean expectedValue, boolean newValue) {
    return checked().compareAndSet(expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
    return checked().weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
    return checked().weakCompareAndSetPlain(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
    return checked().weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
    return checked().weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
    return checked().weakCompareAndSetRelease(expectedValue, newValue);
  }

  public boolean compareAndExchange(boolean expectedValue, boolean newValue) {
    return checked().compareAndExchange(expectedValue, newValue);
  }

  public boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
    return checked().compareAndExchangeAcquire(expectedValue, newValue);
  }

  public boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
    return checked().compareAndExchangeRelease(expectedValue, newValue);
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return value.toString();
  }

  private ValueOperations<Boolean> checked() {
    value.checkCaller();
    return value;
  }
}
