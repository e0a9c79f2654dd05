package org.richtest.agent.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Where rewritten code's {@code AtomicXFieldUpdater.newUpdater(...)} goes: the JDK's updater, made
 * with the calling class's access (its {@code lookup}, since {@code newUpdater} checks its caller),
 * so that the same fields are accepted and the same errors thrown, wrapped in one whose operations
 * are events on the field's shared variable under an exploration. Public because rewritten classes
 * in any package call it; not an API to call by hand.
 */
public final class FieldUpdaters {

  private FieldUpdaters() {}

  /** {@link AtomicIntegerFieldUpdater#newUpdater} as called by {@code caller}'s class. */
  @SuppressWarnings("unchecked")
  public static <U> AtomicIntegerFieldUpdater<U> integerUpdater(
      Class<U> tclass, String fieldName, MethodHandles.Lookup caller) {
    AtomicIntegerFieldUpdater<U> real = (AtomicIntegerFieldUpdater<U>) real(caller,
        AtomicIntegerFieldUpdater.class, MethodType.methodType(
            AtomicIntegerFieldUpdater.class, Class.class, String.class), tclass, fieldName);
    return new IntegerFieldUpdater<>(real, new UpdatedField(tclass, fieldName));
  }

  /** {@link AtomicLongFieldUpdater#newUpdater} as called by {@code caller}'s class. */
  @SuppressWarnings("unchecked")
  public static <U> AtomicLongFieldUpdater<U> longUpdater(
      Class<U> tclass, String fieldName, MethodHandles.Lookup caller) {
    AtomicLongFieldUpdater<U> real = (AtomicLongFieldUpdater<U>) real(caller,
        AtomicLongFieldUpdater.class, MethodType.methodType(
            AtomicLongFieldUpdater.class, Class.class, String.class), tclass, fieldName);
    return new LongFieldUpdater<>(real, new UpdatedField(tclass, fieldName));
  }

  /** {@link AtomicReferenceFieldUpdater#newUpdater} as called by {@code caller}'s class. */
  @SuppressWarnings("unchecked")
  public static <U, W> AtomicReferenceFieldUpdater<U, W> referenceUpdater(
      Class<U> tclass, Class<W> vclass, String fieldName, MethodHandles.Lookup caller) {
    AtomicReferenceFieldUpdater<U, W> real = (AtomicReferenceFieldUpdater<U, W>) real(caller,
        AtomicReferenceFieldUpdater.class, MethodType.methodType(
            AtomicReferenceFieldUpdater.class, Class.class, Class.class, String.class),
        tclass, vclass, fieldName);
    return new ReferenceFieldUpdater<>(real, new UpdatedField(tclass, fieldName));
  }

  /**
   * Calls {@code type.newUpdater} through {@code caller}: a method handle binds a caller-sensitive
   * method to its lookup's class, as if that class had called it. Its exceptions pass unchanged.
   */
  private static Object real(
      MethodHandles.Lookup caller, Class<?> type, MethodType signature, Object... arguments) {
    MethodHandle newUpdater;
    try {
      newUpdater = caller.findStatic(type, "newUpdater", signature);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the JDK's " + type.getName() + ".newUpdater", e);
    }
    try {
      return newUpdater.invokeWithArguments(arguments);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
