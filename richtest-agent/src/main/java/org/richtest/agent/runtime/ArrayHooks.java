package org.richtest.agent.runtime;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * What rewritten code calls before it reads or writes array elements. Under an exploration an
 * access of an array whose elements the exploration explores ({@code Class.field[]}) is a
 * shared-variable event on the array, and then the real access follows: one thread runs at a
 * time, so the two are atomic. Any other array's access is recorded for the data-race detector,
 * without an event. Outside an exploration nothing happens. Public because rewritten classes in
 * any package call it; not an API to call by hand.
 */
public final class ArrayHooks {

  private ArrayHooks() {}

  /** Before element {@code index} of {@code array} is loaded at {@code site}. */
  public static void load(@Nullable Object array, int index, String site) {
    access(array, index, false, "", site);
  }

  /** Before element {@code index} of {@code array} is stored at {@code site}. */
  public static void store(@Nullable Object array, int index, String site) {
    access(array, index, true, "", site);
  }

  /** Before {@code array.clone()} at {@code site}: every element read. */
  public static void cloned(@Nullable Object array, String site) {
    access(array, -1, false, "clone", site);
  }

  /**
   * Before a JDK method {@code call} given {@code array} at {@code site} reads every element, or
   * writes them if {@code write} ({@code Arrays.fill}, {@code toArray(T[])}).
   */
  public static void whole(@Nullable Object array, boolean write, String call, String site) {
    access(array, -1, write, call, site);
  }

  /**
   * {@code System.arraycopy(src, srcPos, dest, destPos, length)} at {@code site}: the source read
   * and the destination written, then the copy.
   */
  public static void arraycopy(@Nullable Object src, int srcPos, @Nullable Object dest,
      int destPos, int length, String site) {
    access(src, -1, false, "System.arraycopy", site);
    access(dest, -1, true, "System.arraycopy", site);
    System.arraycopy(src, srcPos, dest, destPos, length);
  }

  private static void access(
      @Nullable Object array, int index, boolean write, String call, String site) {
    Controller run = Hooks.exploring();
    if (run == null || array == null) {
      return; // a null array: the instruction itself throws
    }
    FieldVariables.Variable variable = FieldVariables.of(run).array(array);
    if (variable == null) {
      run.arrayAccess(array, index, write, call, site);
    } else if (write) {
      variable.write();
    } else {
      variable.read();
    }
  }
}
