package org.richtest.sync.internal.concurrent;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.VariableObject;

/**
 * An atomic drop-in under exploration, the line of every one: a shared variable ({@link
 * VariableObject}). A read ({@code get} and its kin) is a read event, which races only with the
 * writes it could read; a write, and every read-modify-write ({@code getAndSet}, {@code
 * compareAndSet} even when it fails), is one write event on the variable's line, named by the JDK
 * method. An {@code AtomicReference} or {@code AtomicBoolean} drop-in is one as it is; an {@code
 * AtomicInteger} or {@code AtomicLong} drop-in holds one of {@code Long} values ({@link
 * ModelledNumber}). Compare-and-set compares references ({@code ==}) as the JDK's {@code
 * AtomicReference} does, or values ({@code equals}) for booleans and numbers. A weak
 * compare-and-set never fails spuriously; a function passed to an update runs once, in the calling
 * thread, after the event.
 *
 * @param <V> the type of the value
 */
public final class ModelledAtomic<V extends @Nullable Object> extends VariableObject
    implements ReferenceOperations<V> {

  private final boolean identity;
  private @Nullable Object value;

  /**
   * Creates the line of an atomic holding {@code initialValue}, compared by {@code ==} if {@code
   * identity}, else by {@code equals}.
   */
  public ModelledAtomic(@Nullable String name, @Nullable V initialValue, boolean identity) {
    super(name);
    this.value = initialValue;
    this.identity = identity;
    initialize();
  }

  /**
   * Checks that the calling thread may use this variable.
   *
   * @throws IllegalStateException if it is used from a thread of another run or one the run does
   *     not manage
   */
  @Override
  public void checkCaller() {
    controller();
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
    return same(exchange(operation, expectedValue, newValue), expectedValue);
  }

  @Override
  public V compareAndExchange(V expectedValue, V newValue) {
    return value(exchange("compareAndExchange", expectedValue, newValue));
  }

  @Override
  public V compareAndExchangeAcquire(V expectedValue, V newValue) {
    return value(exchange("compareAndExchangeAcquire", expectedValue, newValue));
  }

  @Override
  public V compareAndExchangeRelease(V expectedValue, V newValue) {
    return value(exchange("compareAndExchangeRelease", expectedValue, newValue));
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


  private void perform(String operation) {
    controller().call(this, operation);
  }

  /** Returns the value, by one read event. */
  @Nullable Object read(String operation) {
    controller().read(this);
    return value;
  }

  /** Sets the value, by one event {@code operation}. */
  void write(String operation, @Nullable Object newValue) {
    perform(operation);
    value = newValue;
  }

  /**
   * Sets the value and returns the old one, by one event {@code operation}. One that meets the
   * value it writes changes nothing, as a failed compare-and-set: its repeat at the same call site
   * with nothing done since waits for a write ({@code while (lock.getAndSet(true))}, a spin lock;
   * docs/decisions.md, "Spin loops").
   */
  private @Nullable Object swap(String operation, @Nullable Object newValue) {
    compareAndSetCall(operation);
    Object old = value;
    value = newValue;
    if (same(old, newValue)) {
      compareAndSetFailed();
    }
    return old;
  }

  /**
   * Sets the value to {@code update} if it is {@code expect} and returns the value it had: the
   * witness of a compare-and-exchange. One that fails writes nothing, so its repeat at the same
   * call site with nothing done since waits for a write (docs/decisions.md, "Spin loops").
   */
  @Nullable Object exchange(
      String operation, @Nullable Object expect, @Nullable Object update) {
    compareAndSetCall(operation);
    Object witness = value;
    if (same(witness, expect)) {
      value = update;
    } else {
      compareAndSetFailed();
    }
    return witness;
  }

  /**
   * Applies {@code function} to the value in the calling thread, right after one event, and returns
   * the new value if {@code returnNew}, else the old one.
   */
  @SuppressWarnings("unchecked")
  <T> T update(String operation, UnaryOperator<T> function, boolean returnNew) {
    perform(operation);
    T old = (T) value;
    T updated = function.apply(old);
    value = updated;
    return returnNew ? updated : old;
  }

  /** Combines the value with {@code x} by {@code function}, as {@link #update} does. */
  private <T> T accumulate(String operation, T x, BinaryOperator<T> function, boolean returnNew) {
    return update(operation, old -> function.apply(old, x), returnNew);
  }

  private boolean same(@Nullable Object witness, @Nullable Object expect) {
    return identity ? witness == expect : Objects.equals(witness, expect);
  }

  /** Returns the value as text, like the JDK's atomics; not an event. */
  @Override
  public String toString() {
    return String.valueOf(value);
  }
}
