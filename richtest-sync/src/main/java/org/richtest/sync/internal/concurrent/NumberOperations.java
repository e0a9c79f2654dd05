package org.richtest.sync.internal.concurrent;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * The operations of the {@code AtomicInteger} and {@code AtomicLong} drop-ins, on {@code long}
 * values, which their sides implement: the JDK's atomic ({@link JdkLong}, or {@link JdkInteger} for
 * an {@code int}) and {@link ModelledNumber}. An {@code AtomicInteger} drop-in passes and gets
 * values in the range of an {@code int}. Named as the JDK's methods, which they are.
 */
public interface NumberOperations extends DropInOperations {

  long get();

  long getPlain();

  long getOpaque();

  long getAcquire();

  void set(long newValue);

  void lazySet(long newValue);

  void setPlain(long newValue);

  void setOpaque(long newValue);

  void setRelease(long newValue);

  long getAndSet(long newValue);

  boolean compareAndSet(long expectedValue, long newValue);

  /** A weak compare-and-set, as the JDK's deprecated one: {@link #weakCompareAndSetPlain}. */
  boolean weakCompareAndSet(long expectedValue, long newValue);

  boolean weakCompareAndSetPlain(long expectedValue, long newValue);

  boolean weakCompareAndSetVolatile(long expectedValue, long newValue);

  boolean weakCompareAndSetAcquire(long expectedValue, long newValue);

  boolean weakCompareAndSetRelease(long expectedValue, long newValue);

  long compareAndExchange(long expectedValue, long newValue);

  long compareAndExchangeAcquire(long expectedValue, long newValue);

  long compareAndExchangeRelease(long expectedValue, long newValue);

  long getAndIncrement();

  long getAndDecrement();

  long getAndAdd(long delta);

  long incrementAndGet();

  long decrementAndGet();

  long addAndGet(long delta);

  long getAndUpdate(LongUnaryOperator updateFunction);

  long updateAndGet(LongUnaryOperator updateFunction);

  long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction);

  long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction);

  int intValue();

  long longValue();

  float floatValue();

  double doubleValue();
}
