package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * A {@code boolean} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicBoolean}. Under an exploration it is a line of its own on which
 * every method (a read, a write, a read-modify-write) is one event open at any time, named by the
 * method; outside an exploration it is the JDK's atomic. A weak compare-and-set never fails
 * spuriously.
 */
public final class AtomicBoolean {

  private final AtomicLine line;
  private final java.util.concurrent.atomic.@Nullable AtomicBoolean real;

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
    this.line = new AtomicLine(name, initialValue);
    this.real = DropIn.creatingUnderExploration()
        ? null
        : new java.util.concurrent.atomic.AtomicBoolean(initialValue);
  }

  /** Returns the line name. */
  public String name() {
    return line.name();
  }

  private java.util.concurrent.atomic.@Nullable AtomicBoolean outside() {
    return line.outside(real);
  }

  private boolean read(String operation) {
    return (Boolean) line.read(operation);
  }

  public boolean get() {
    var outside = outside();
    return outside != null ? outside.get() : read("get");
  }

  public boolean getPlain() {
    var outside = outside();
    return outside != null ? outside.getPlain() : read("getPlain");
  }

  public boolean getOpaque() {
    var outside = outside();
    return outside != null ? outside.getOpaque() : read("getOpaque");
  }

  public boolean getAcquire() {
    var outside = outside();
    return outside != null ? outside.getAcquire() : read("getAcquire");
  }

  public void set(boolean newValue) {
    write("set", newValue);
  }

  public void lazySet(boolean newValue) {
    write("lazySet", newValue);
  }

  public void setPlain(boolean newValue) {
    write("setPlain", newValue);
  }

  public void setOpaque(boolean newValue) {
    write("setOpaque", newValue);
  }

  public void setRelease(boolean newValue) {
    write("setRelease", newValue);
  }

  private void write(String operation, boolean newValue) {
    var outside = outside();
    if (outside == null) {
      line.write(operation, newValue);
      return;
    }
    switch (operation) {
      case "set" -> outside.set(newValue);
      case "lazySet" -> outside.lazySet(newValue);
      case "setPlain" -> outside.setPlain(newValue);
      case "setOpaque" -> outside.setOpaque(newValue);
      default -> outside.setRelease(newValue);
    }
  }

  public boolean getAndSet(boolean newValue) {
    var outside = outside();
    return outside != null ? outside.getAndSet(newValue) : (Boolean) line.swap("getAndSet", newValue);
  }

  public boolean compareAndSet(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndSet(expectedValue, newValue)
        : cas("compareAndSet", expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSet", expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetPlain(expectedValue, newValue)
        : cas("weakCompareAndSetPlain", expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetVolatile(expectedValue, newValue)
        : cas("weakCompareAndSetVolatile", expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetAcquire(expectedValue, newValue)
        : cas("weakCompareAndSetAcquire", expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.weakCompareAndSetRelease(expectedValue, newValue)
        : cas("weakCompareAndSetRelease", expectedValue, newValue);
  }

  private boolean cas(String operation, boolean expectedValue, boolean newValue) {
    return (Boolean) line.exchange(operation, expectedValue, newValue, false) == expectedValue;
  }

  public boolean compareAndExchange(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchange(expectedValue, newValue)
        : (Boolean) line.exchange("compareAndExchange", expectedValue, newValue, false);
  }

  public boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeAcquire(expectedValue, newValue)
        : (Boolean) line.exchange("compareAndExchangeAcquire", expectedValue, newValue, false);
  }

  public boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
    var outside = outside();
    return outside != null
        ? outside.compareAndExchangeRelease(expectedValue, newValue)
        : (Boolean) line.exchange("compareAndExchangeRelease", expectedValue, newValue, false);
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    var outside = real;
    return outside != null ? outside.toString() : String.valueOf(line.peek());
  }
}
