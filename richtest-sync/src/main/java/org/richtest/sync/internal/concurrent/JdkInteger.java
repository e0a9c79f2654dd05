package org.richtest.sync.internal.concurrent;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's {@code int} atomic behind an {@code AtomicInteger} drop-in created outside an
 * exploration, seen through the {@code long} operations both integer drop-ins share: each forwards
 * to the JDK method of the same name, on the {@code int} values the drop-in passes.
 */
public final class JdkInteger implements NumberOperations, Identified {

  private final AtomicInteger real;
  private final Outside outside;

  /** Creates the JDK's atomic holding {@code initialValue}, for a drop-in called {@code name}. */
  public JdkInteger(int initialValue, @Nullable String name) {
    this.real = new AtomicInteger(initialValue);
    this.outside = new Outside("AtomicInteger", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public long get() {
    return real.get();
  }

  @Override
  public long getPlain() {
    return real.getPlain();
  }

  @Override
  public long getOpaque() {
    return real.getOpaque();
  }

  @Override
  public long getAcquire() {
    return real.getAcquire();
  }

  @Override
  public void set(long newValue) {
    real.set((int) newValue);
  }

  @Override
  public void lazySet(long newValue) {
    real.lazySet((int) newValue);
  }

  @Override
  public void setPlain(long newValue) {
    real.setPlain((int) newValue);
  }

  @Override
  public void setOpaque(long newValue) {
    real.setOpaque((int) newValue);
  }

  @Override
  public void setRelease(long newValue) {
    real.setRelease((int) newValue);
  }

  @Override
  public long getAndSet(long newValue) {
    return real.getAndSet((int) newValue);
  }

  @Override
  public boolean compareAndSet(long expectedValue, long newValue) {
    return real.compareAndSet((int) expectedValue, (int) newValue);
  }

  @Override
  public boolean weakCompareAndSet(long expectedValue, long newValue) {
    return real.weakCompareAndSetPlain((int) expectedValue, (int) newValue);
  }

  @Override
  public boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
    return real.weakCompareAndSetPlain((int) expectedValue, (int) newValue);
  }

  @Override
  public boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
    return real.weakCompareAndSetVolatile((int) expectedValue, (int) newValue);
  }

  @Override
  public boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
    return real.weakCompareAndSetAcquire((int) expectedValue, (int) newValue);
  }

  @Override
  public boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
    return real.weakCompareAndSetRelease((int) expectedValue, (int) newValue);
  }

  @Override
  public long compareAndExchange(long expectedValue, long newValue) {
    return real.compareAndExchange((int) expectedValue, (int) newValue);
  }

  @Override
  public long compareAndExchangeAcquire(long expectedValue, long newValue) {
    return real.compareAndExchangeAcquire((int) expectedValue, (int) newValue);
  }

  @Override
  public long compareAndExchangeRelease(long expectedValue, long newValue) {
    return real.compareAndExchangeRelease((int) expectedValue, (int) newValue);
  }

  @Override
  public long getAndIncrement() {
    return real.getAndIncrement();
  }

  @Override
  public long getAndDecrement() {
    return real.getAndDecrement();
  }

  @Override
  public long getAndAdd(long delta) {
    return real.getAndAdd((int) delta);
  }

  @Override
  public long incrementAndGet() {
    return real.incrementAndGet();
  }

  @Override
  public long decrementAndGet() {
    return real.decrementAndGet();
  }

  @Override
  public long addAndGet(long delta) {
    return real.addAndGet((int) delta);
  }

  @Override
  public long getAndUpdate(LongUnaryOperator updateFunction) {
    return real.getAndUpdate(v -> (int) updateFunction.applyAsLong(v));
  }

  @Override
  public long updateAndGet(LongUnaryOperator updateFunction) {
    return real.updateAndGet(v -> (int) updateFunction.applyAsLong(v));
  }

  @Override
  public long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
    return real.getAndAccumulate((int) x, (v, y) -> (int) accumulatorFunction.applyAsLong(v, y));
  }

  @Override
  public long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
    return real.accumulateAndGet((int) x, (v, y) -> (int) accumulatorFunction.applyAsLong(v, y));
  }

  @Override
  public int intValue() {
    return real.intValue();
  }

  @Override
  public long longValue() {
    return real.longValue();
  }

  @Override
  public float floatValue() {
    return real.floatValue();
  }

  @Override
  public double doubleValue() {
    return real.doubleValue();
  }

  /** Returns the value as text, as the JDK's. */
  @Override
  public String toString() {
    return real.toString();
  }
}
