package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Objects;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkInteger;
import org.richtest.sync.internal.concurrent.ModelledNumber;
import org.richtest.sync.internal.concurrent.NumberOperations;
import org.richtest.spi.Describable;

/**
 * An {@code int} value updated atomically, with the API of {@link
 * java.util.concurrent.atomic.AtomicInteger}. Under an exploration it is a line of its own on which
 * every method (a read, a write, a read-modify-write) is one event open at any time, named by the
 * method; outside an exploration it is the JDK's atomic: which one it is, it decides when it is
 * created. A weak compare-and-set never fails spuriously. Its operations are {@link AtomicLong}'s,
 * on {@code int} values.
 */
public final class AtomicInteger extends Number implements Describable {

  private static final long serialVersionUID = 1L;

  private final transient NumberOperations number;

  /** Creates an atomic holding 0. */
  public AtomicInteger() {
    this(0, null);
  }

  /** Creates an atomic holding {@code initialValue}. */
  public AtomicInteger(int initialValue) {
    this(initialValue, null);
  }

  /** Creates an atomic whose line is called {@code name}, or the default name when null. */
  public AtomicInteger(int initialValue, @Nullable String name) {
    this.number = creatingUnderExploration()
        ? new ModelledNumber(name, initialValue, true)
        : new JdkInteger(initialValue, name);
  }

  /** Returns the line name. */
  public String name() {
    return number.name();
  }

  public int get() {
    return (int) checked().get();
  }

  public int getPlain() {
    return (int) checked().getPlain();
  }

  public int getOpaque() {
    return (int) checked().getOpaque();
  }

  public int getAcquire() {
    return (int) checked().getAcquire();
  }

  public void set(int newValue) {
    checked().set(newValue);
  }

  public void lazySet(int newValue) {
    checked().lazySet(newValue);
  }

  public void setPlain(int newValue) {
    checked().setPlain(newValue);
  }

  public void setOpaque(int newValue) {
    checked().setOpaque(newValue);
  }

  public void setRelease(int newValue) {
    checked().setRelease(newValue);
  }

  public int getAndSet(int newValue) {
    return (int) checked().getAndSet(newValue);
  }

  public boolean compareAndSet(int expectedValue, int newValue) {
    return checked().compareAndSet(expectedValue, newValue);
  }

  /** A weak compare-and-set; under exploration it never fails spuriously. */
  @Deprecated(since = "9")
  public boolean weakCompareAndSet(int expectedValue, int newValue) {
    return checked().weakCompareAndSet(expectedValue, newValue);
  }

  public boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
    return checked().weakCompareAndSetPlain(expectedValue, newValue);
  }

  public boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
    return checked().weakCompareAndSetVolatile(expectedValue, newValue);
  }

  public boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
    return checked().weakCompareAndSetAcquire(expectedValue, newValue);
  }

  public boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
    return checked().weakCompareAndSetRelease(expectedValue, newValue);
  }

  public int compareAndExchange(int expectedValue, int newValue) {
    return (int) checked().compareAndExchange(expectedValue, newValue);
  }

  public int compareAndExchangeAcquire(int expectedValue, int newValue) {
    return (int) checked().compareAndExchangeAcquire(expectedValue, newValue);
  }

  public int compareAndExchangeRelease(int expectedValue, int newValue) {
    return (int) checked().compareAndExchangeRelease(expectedValue, newValue);
  }

  public int getAndIncrement() {
    return (int) checked().getAndIncrement();
  }

  public int getAndDecrement() {
    return (int) checked().getAndDecrement();
  }

  public int getAndAdd(int delta) {
    return (int) checked().getAndAdd(delta);
  }

  public int incrementAndGet() {
    return (int) checked().incrementAndGet();
  }

  public int decrementAndGet() {
    return (int) checked().decrementAndGet();
  }

  public int addAndGet(int delta) {
    return (int) checked().addAndGet(delta);
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int getAndUpdate(IntUnaryOperator function) {
    return (int) checked().getAndUpdate(onInts(function));
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int updateAndGet(IntUnaryOperator function) {
    return (int) checked().updateAndGet(onInts(function));
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int getAndAccumulate(int x, IntBinaryOperator function) {
    return (int) checked().getAndAccumulate(x, onInts(function));
  }

  /** Applies {@code function} once, in the calling thread, after the event. */
  public int accumulateAndGet(int x, IntBinaryOperator function) {
    return (int) checked().accumulateAndGet(x, onInts(function));
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

  /** Returns {@code function} on {@code long} values, throwing at once if it is null. */
  private static LongUnaryOperator onInts(IntUnaryOperator function) {
    Objects.requireNonNull(function);
    return v -> function.applyAsInt((int) v);
  }

  /** Returns {@code function} on {@code long} values; a null one throws only when applied. */
  private static LongBinaryOperator onInts(IntBinaryOperator function) {
    return (v, x) -> function.applyAsInt((int) v, (int) x);
  }
}
