package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * An {@code AtomicReference} or {@code AtomicBoolean} drop-in under exploration, one class for
 * both: a shared variable ({@link AtomicLine}) on which each method is one event named by the
 * method, a read for the getters and a write for the rest. Compare-and-set compares references
 * ({@code ==}) as the JDK's {@code AtomicReference} does, or, for a {@code Boolean}, values. A weak
 * compare-and-set never fails spuriously; a function passed to an update runs once, in the calling
 * thread, after the event.
 *
 * @param <V> the type of the value
 */
public final class ModelledValue<V extends @Nullable Object> extends AtomicLine
    implements ReferenceOperations<V> {

  private final boolean identity;

  /**
   * Creates the line of an atomic holding {@code initialValue}, compared by {@code ==} if {@code
   * identity}, else by {@code equals}.
   */
  public ModelledValue(@Nullable String name, @Nullable V initialValue, boolean identity) {
    super(name, initialValue);
    this.identity = identity;
  }

  @SuppressWarnings("unchecked")
  private V value(@Nullable Object value) {
    return (V) value;
  }

  @Override
  public V get() {
    return value(read("get"));
  }

  @Override
  public V getPlain() {
    return value(read("getPlain"));
  }

  @Override
  public V getOpaque() {
    return value(read("getOpaque"));
  }

  @Override
  public V getAcquire() {
    return value(read("getAcquire"));
  }

  @Override
  public void set(V newValue) {
    write("set", newValue);
  }

  @Override
  public void lazySet(V newValue) {
    write("lazySet", newValue);
  }

  @Override
  public void setPlain(V newValue) {
    write("setPlain", newValue);
  }

  @Override
  public void setOpaque(V newValue) {
    write("setOpaque", newValue);
  }

  @Override
  public void setRelease(V newValue) {
    write("setRelease", newValue);
  }

  @Override
  public V getAndSet(V newValue) {
    return value(swap("getAndSet", newValue));
  }

  @Override
  public boolean compareAndSet(V expectedValue, V newValue) {
    return cas("compareAndSet", expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSet(V expectedValue, V newValue) {
    return cas("weakCompareAndSet", expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
    return cas("weakCompareAndSetPlain", expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
    return cas("weakCompareAndSetVolatile", expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
    return cas("weakCompareAndSetAcquire", expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
    return cas("weakCompareAndSetRelease", expectedValue, newValue);
  }

  private boolean cas(String operation, V expectedValue, V newValue) {
    Object witness = exchange(operation, expectedValue, newValue, identity);
    return identity ? witness == expectedValue : Objects.equals(witness, expectedValue);
  }

  @Override
  public V compareAndExchange(V expectedValue, V newValue) {
    return value(exchange("compareAndExchange", expectedValue, newValue, identity));
  }

  @Override
  public V compareAndExchangeAcquire(V expectedValue, V newValue) {
    return value(exchange("compareAndExchangeAcquire", expectedValue, newValue, identity));
  }

  @Override
  public V compareAndExchangeRelease(V expectedValue, V newValue) {
    return value(exchange("compareAndExchangeRelease", expectedValue, newValue, identity));
  }

  /** Applies {@code updateFunction} once, after the event. */
  @Override
  public V getAndUpdate(UnaryOperator<V> updateFunction) {
    return update("getAndUpdate", updateFunction, false);
  }

  /** Applies {@code updateFunction} once, after the event. */
  @Override
  public V updateAndGet(UnaryOperator<V> updateFunction) {
    return update("updateAndGet", updateFunction, true);
  }

  /** Applies {@code accumulatorFunction} once, after the event. */
  @Override
  public V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
    return accumulate("getAndAccumulate", x, accumulatorFunction, false);
  }

  /** Applies {@code accumulatorFunction} once, after the event. */
  @Override
  public V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
    return accumulate("accumulateAndGet", x, accumulatorFunction, true);
  }
}
