package org.richtest.agent.runtime;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * An {@link AtomicIntegerFieldUpdater} whose operations are events on the updated field's shared
 * variable under an exploration ({@link UpdatedField}), each then done by the JDK's own updater,
 * which also does them alone outside one. {@code getAndUpdate} and its kin are the JDK's final
 * methods: a {@code get} then a {@code compareAndSet}, retried as the JDK retries them.
 */
final class IntegerFieldUpdater<T> extends AtomicIntegerFieldUpdater<T> {

  private final AtomicIntegerFieldUpdater<T> real;
  private final UpdatedField field;

  IntegerFieldUpdater(AtomicIntegerFieldUpdater<T> real, UpdatedField field) {
    this.real = real;
    this.field = field;
  }

  @Override
  public int get(T obj) {
    field.read(obj);
    return real.get(obj);
  }

  @Override
  public void set(T obj, int newValue) {
    field.update(obj, "set");
    real.set(obj, newValue);
  }

  @Override
  public void lazySet(T obj, int newValue) {
    field.update(obj, "lazySet");
    real.lazySet(obj, newValue);
  }

  @Override
  public boolean compareAndSet(T obj, int expect, int update) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "compareAndSet");
    boolean succeeded = real.compareAndSet(obj, expect, update);
    UpdatedField.failedUnless(variable, succeeded);
    return succeeded;
  }

  /** Never fails spuriously under an exploration: the real one runs alone. */
  @Override
  public boolean weakCompareAndSet(T obj, int expect, int update) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "weakCompareAndSet");
    boolean succeeded = real.compareAndSet(obj, expect, update);
    UpdatedField.failedUnless(variable, succeeded);
    return succeeded;
  }

  @Override
  public int getAndSet(T obj, int newValue) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "getAndSet");
    int old = real.getAndSet(obj, newValue);
    UpdatedField.failedUnless(variable, old != newValue);
    return old;
  }

  @Override
  public int getAndIncrement(T obj) {
    field.readModifyWrite(obj, "getAndIncrement");
    return real.getAndIncrement(obj);
  }

  @Override
  public int getAndDecrement(T obj) {
    field.readModifyWrite(obj, "getAndDecrement");
    return real.getAndDecrement(obj);
  }

  @Override
  public int getAndAdd(T obj, int delta) {
    field.readModifyWrite(obj, "getAndAdd");
    return real.getAndAdd(obj, delta);
  }

  @Override
  public int incrementAndGet(T obj) {
    field.readModifyWrite(obj, "incrementAndGet");
    return real.incrementAndGet(obj);
  }

  @Override
  public int decrementAndGet(T obj) {
    field.readModifyWrite(obj, "decrementAndGet");
    return real.decrementAndGet(obj);
  }

  @Override
  public int addAndGet(T obj, int delta) {
    field.readModifyWrite(obj, "addAndGet");
    return real.addAndGet(obj, delta);
  }
}
