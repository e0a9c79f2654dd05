package org.richtest.agent.runtime;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * What rewritten code calls before a field access. Under an exploration a {@code volatile} field's
 * read or write is a shared-variable event ({@link FieldVariables}), and then the real access
 * follows: one thread runs at a time, so the two are atomic. A plain field's access is recorded for
 * the data-race detector, without an event, unless the exploration explores the field, which makes
 * it an event as for a {@code volatile} one. Outside an exploration nothing happens. Public because
 * rewritten classes in any package call it; not an API to call by hand.
 */
public final class FieldHooks {

  private FieldHooks() {}

  private static @Nullable Controller exploring() {
    Controller current = Controller.current();
    return current.isControlled() ? current : null;
  }

  /** Before a read of {@code volatile} instance field {@code field} of {@code target}. */
  public static void volatileRead(Object target, String className, String field, String site) {
    Controller run = exploring();
    if (run != null) {
      FieldVariables.of(run).variable(target, className, field).read();
    }
  }

  /** Before a write of {@code volatile} instance field {@code field} of {@code target}. */
  public static void volatileWrite(Object target, String className, String field, String site) {
    Controller run = exploring();
    if (run != null) {
      FieldVariables.of(run).variable(target, className, field).write();
    }
  }

  /** Before a read of {@code volatile} static field {@code field} of {@code className}. */
  public static void volatileReadStatic(String className, String field, String site) {
    Controller run = exploring();
    if (run != null) {
      FieldVariables.of(run).variable(null, className, field).read();
    }
  }

  /** Before a write of {@code volatile} static field {@code field} of {@code className}. */
  public static void volatileWriteStatic(String className, String field, String site) {
    Controller run = exploring();
    if (run != null) {
      FieldVariables.of(run).variable(null, className, field).write();
    }
  }

  /** Before a read of plain instance field {@code field} of {@code target} at {@code site}. */
  public static void plainRead(Object target, String className, String field, String site) {
    plain(target, className, field, false, site);
  }

  /** Before a write of plain instance field {@code field} of {@code target} at {@code site}. */
  public static void plainWrite(Object target, String className, String field, String site) {
    plain(target, className, field, true, site);
  }

  /** Before a read of plain static field {@code field} of {@code className} at {@code site}. */
  public static void plainReadStatic(String className, String field, String site) {
    plain(null, className, field, false, site);
  }

  /** Before a write of plain static field {@code field} of {@code className} at {@code site}. */
  public static void plainWriteStatic(String className, String field, String site) {
    plain(null, className, field, true, site);
  }

  /**
   * After the report of a store of {@code array} into field {@code field} of {@code className} (any
   * field, final ones too): under an exploration that explores {@code Class.field[]}, the array's
   * elements become a shared variable.
   */
  public static void storesArray(@Nullable Object array, String className, String field) {
    Controller run = exploring();
    if (run != null && array != null && run.exploresField(className, field + "[]")) {
      FieldVariables.of(run).exploredArray(run, array, className, field);
    }
  }

  private static void plain(
      @Nullable Object target, String className, String field, boolean write, String site) {
    Controller run = exploring();
    if (run == null) {
      return;
    }
    if (run.exploresField(className, field)) {
      FieldVariables.Variable variable = FieldVariables.of(run).variable(target, className, field);
      if (write) {
        variable.write();
      } else {
        variable.read();
      }
    } else {
      run.fieldAccess(target, className, field, write, site);
    }
  }
}
