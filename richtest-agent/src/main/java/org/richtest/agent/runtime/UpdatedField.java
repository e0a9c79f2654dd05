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
   * Before a write or an atomic read-modify-write named {@code operation} (a compare-and-set, an
   * increment, …) of the field of {@code target}: one event, whichever value it finds.
   */
  void update(@Nullable Object target, String operation) {
    FieldVariables.Variable variable = variable(target);
    if (variable != null) {
      variable.write(operation);
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
