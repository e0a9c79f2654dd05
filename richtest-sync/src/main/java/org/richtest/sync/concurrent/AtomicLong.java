package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkLong;
import org.richtest.sync.internal.concurrent.ModelledNumber;
import org.richtest.sync.internal.concurrent.NumberOperations;
import org.richtest.spi.Describable;

/**
 * A {@code long} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicLong}. Under an exploration it is a line of its own on which
 * every method (a read, a write, a read-modify-write) is one event open at any time, named by the
 * method; outside an exploration it is the JDK's atomic: which one it is, it decides when it is
 * created. A weak compare-and-set never fails spuriously.
 */
public final class AtomicLong extends Number implements Describable {

  private static final long serialVersionUID = 1L;

  private final transient NumberOperations number;

  /** Creates an atomic holding 0. */
  public AtomicLong() {
    this(0, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicLong(long initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicLong(long initialValue, @Nullable String name) {
    this.number = creatingUnderExploration()
        ? new ModelledNumber(name, initialValue, false)
        : new JdkLong(initialValue, name);
  }

  /** Returns the line name. */
  public String name() {
    return number.name();
  }

  public long get() {
    return checked().get();
  }

  public long getPlain() {
    return checked().getPlain();
  }

  public long getOpaque() {
    return checked().getOpaque();
  }

  public long getAcquire() {
    return checked().getAcquire();
  }

  public void set(long newValue) {
    checked().set(newValue);
  }

  public void lazySet(long newValue) {
    checked().lazySet(newValue);
  }

  public void setPlain(long newValue) {
    checked().setPlain(newValue);
  }

  public void setOpaque(long newValue) {
    checked().setOpaque(newValue);
  }

  public void setRelease(long newValue) {
    checked().setRelease(newValue);
  }

  public long getAndSet(long newValue) {
    return checked().getAndSet(newValue);
  }

  public boolean compareAndSet(long expectedValue, long newValue) {
    return checked().compareAndSet(expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(long expectedValue, long newValue) {
    return checked().weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
    return checked().weakCompareAndSetPlain(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
    return checked().weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
    return checked().weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
    return checked().weakCompareAndSetRelease(expectedValue, newValue);
  }

  public long compareAndExchange(long expectedValue, long newValue) {
    return checked().compareAndExchange(expectedValue, newValue);
  }

  public long compareAndExchangeAcquire(long expectedValue, long newValue) {
    return checked().compareAndExchangeAcquire(expectedValue, newValue);
  }

  public long compareAndExchangeRelease(long expectedValue, long newValue) {
    return checked().compareAndExchangeRelease(expectedValue, newValue);
  }

  public long getAndIncrement() {
    return checked().getAndIncrement();
  }

  public long getAndDecrement() {
    return checked().getAndDecrement();
  }

  public long getAndAdd(long delta) {
    return checked().getAndAdd(delta);
  }

  public long incrementAndGet() {
    return checked().incrementAndGet();
  }

  public long decrementAndGet() {
    return checked().decrementAndGet();
  }

  public long addAndGet(long delta) {
    return checked().addAndGet(delta);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long getAndUpdate(LongUnaryOperator function) {
    return checked().getAndUpdate(function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long updateAndGet(LongUnaryOperator function) {
    return checked().updateAndGet(function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long getAndAccumulate(long x, LongBinaryOperator function) {
    return checked().getAndAccumulate(x, function);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public long accumulateAndGet(long x, LongBinaryOperator function) {
    return checked().accumulateAndGet(x, function);
  }

  @Override
  public int intValue() {
    return checked().intValue();
  }

  @Override
  public long longValue() {
    return checked().longValue();
  }

  @Override
  public float floatValue() {
    return checked().floatValue();
  }

  @Override
  public double doubleValue() {
    return checked().doubleValue();
  }

  /** Returns the value as text, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return number.toString();
  }

  private NumberOperations checked() {
    number.checkCaller();
    return number;
  }
}
