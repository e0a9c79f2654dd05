package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code AtomicBoolean} and {@code AtomicReference} drop-ins, on values of
 * type {@code V} ({@code Boolean} for the former), which their sides implement: the JDK's atomic
 * ({@link JdkReference}, or {@link JdkBoolean} for a {@code boolean}) and {@link ModelledAtomic}.
 * Named as the JDK's methods, which they are.
 *
 * @param <V> the type of the value
 */
public interface ValueOperations<V extends @Nullable Object> extends DropInOperations {

  V get();

  V getPlain();

  V getOpaque();

  V getAcquire();

  void set(V newValue);

  void lazySet(V newValue);

  void setPlain(V newValue);

  void setOpaque(V newValue);

  void setRelease(V newValue);

  V getAndSet(V newValue);

  boolean compareAndSet(V expectedValue, V newValue);

  /** A weak compare-and-set, as the JDK's deprecated one: {@link #weakCompareAndSetPlain}. */
  boolean weakCompareAndSet(V expectedValue, V newValue);

  boolean weakCompareAndSetPlain(V expectedValue, V newValue);

  boolean weakCompareAndSetVolatile(V expectedValue, V newValue);

  boolean weakCompareAndSetAcquire(V expectedValue, V newValue);

  boolean weakCompareAndSetRelease(V expectedValue, V newValue);

  V compareAndExchange(V expectedValue, V newValue);

  V compareAndExchangeAcquire(V expectedValue, V newValue);

  V compareAndExchangeRelease(V expectedValue, V newValue);
}
