package org.richtest.agent.runtime;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * An {@link AtomicReferenceFieldUpdater} whose operations are events on the updated field's shared
 * variable under an exploration, as {@link IntegerFieldUpdater}'s are, on references.
 */
final class ReferenceFieldUpdater<T, V> extends AtomicReferenceFieldUpdater<T, V> {

  private final AtomicReferenceFieldUpdater<T, V> real;
  private final UpdatedField field;

  ReferenceFieldUpdater(AtomicReferenceFieldUpdater<T, V> real, UpdatedField field) {
    this.real = real;
    this.field = field;
  }

  @Override
  public V get(T obj) {
    field.read(obj);
    return real.get(obj);
  }

  @Override
  public void set(T obj, V newValue) {
    field.update(obj, "set");
    real.set(obj, newValue);
  }

  @Override
  public void lazySet(T obj, V newValue) {
    field.update(obj, "lazySet");
    real.lazySet(obj, newValue);
  }

  @Override
  public boolean compareAndSet(T obj, V expect, V update) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "compareAndSet");
    boolean succeeded = real.compareAndSet(obj, expect, update);
    UpdatedField.failedUnless(variable, succeeded);
    return succeeded;
  }

  /** Never fails spuriously under an exploration: the real one runs alone. */
  @Override
  public boolean weakCompareAndSet(T obj, V expect, V update) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "weakCompareAndSet");
    boolean succeeded = real.compareAndSet(obj, expect, update);
    UpdatedField.failedUnless(variable, succeeded);
    return succeeded;
  }

  @Override
  public V getAndSet(T obj, V newValue) {
    FieldVariables.Variable variable = field.compareAndSet(obj, "getAndSet");
    V old = real.getAndSet(obj, newValue);
    UpdatedField.failedUnless(variable, old != newValue);
    return old;
  }
}
