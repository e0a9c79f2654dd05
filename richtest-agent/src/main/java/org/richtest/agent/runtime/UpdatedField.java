package org.richtest.agent.runtime;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * The {@code volatile} field a field updater updates, as the shared variable the agent's field
 * hooks already make of it ({@link FieldVariables}): an updater's operation on an object and a
 * plain access to the same object's field are events on one variable. Immutable, so an updater
 * kept in a static field serves every run; each operation asks whether its thread is under an
 * exploration.
 */
record UpdatedField(Class<?> declaringClass, String field) {

  /** Before a read of the field of {@code target} by an updater's {@code get}. */
  void read(@Nullable Object target) {
    FieldVariables.Variable variable = variable(target);
    if (variable != null) {
      variable.read();
    }
  }

  /**
   * Before a write named {@code operation} ({@code set}, {@code lazySet}) of the field of {@code
   * target}: one event.
   */
  void update(@Nullable Object target, String operation) {
    update(target, operation, false);
  }

  /**
   * Before an atomic read-modify-write named {@code operation} (an increment, an addition) of the
   * field of {@code target}: one event, whichever value it finds, and a read of the value it
   * replaces, which may be what an earlier run left ({@link KeptField}).
   */
  void readModifyWrite(@Nullable Object target, String operation) {
    update(target, operation, true);
  }

  private void update(@Nullable Object target, String operation, boolean reads) {
    FieldVariables.Variable variable = variable(target);
    if (variable != null) {
      variable.write(operation, reads);
    }
  }

  /**
   * Before a compare-and-set named {@code operation} of the field of {@code target}: one event, as
   * {@link #update}, issued as a retry when it repeats the thread's failed ones at its call site
   * with nothing done since. Returns the variable, for {@link #failedUnless}; null outside an
   * exploration.
   */
  FieldVariables.@Nullable Variable compareAndSet(@Nullable Object target, String operation) {
    FieldVariables.Variable variable = variable(target);
    if (variable != null) {
      variable.compareAndSet(operation);
    }
    return variable;
  }

  /**
   * After the compare-and-set {@link #compareAndSet} issued on {@code variable} (null: outside an
   * exploration): one that did not succeed wrote nothing, so its repeat waits for a write.
   */
  static void failedUnless(FieldVariables.@Nullable Variable variable, boolean succeeded) {
    if (variable != null && !succeeded) {
      variable.failed();
    }
  }

  /**
   * The field's variable under an exploration; null outside one, or for a target that is not an
   * instance of the field's class, which the JDK's updater then refuses with its own exception.
   */
  private FieldVariables.@Nullable Variable variable(@Nullable Object target) {
    Controller run = Hooks.exploring();
    if (run == null || !declaringClass.isInstance(target)) {
      return null;
    }
    return FieldVariables.of(run).variable(target, declaringClass.getName(), field);
  }
}
