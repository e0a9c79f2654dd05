package org.richtest.agent.runtime;

import java.util.Map;
import java.util.WeakHashMap;
import org.jspecify.annotations.Nullable;
import org.richtest.NotThreadSafeClasses;
import org.richtest.spi.Controller;

/**
 * What the bridges of rewritten code call around a call that may reach an object of a JDK class
 * that is not thread-safe ({@link NotThreadSafeClasses}): under an exploration the call is a read
 * or a write of the object, reported to the data-race detector, or a shared-variable event on it
 * when the exploration explores its class; a view or an iterator it returns belongs to it. Outside
 * an exploration nothing happens. Public because rewritten classes in any package call it; not an
 * API to call by hand.
 */
public final class CallHooks {

  private CallHooks() {}

  /**
   * Before call {@code call} on {@code receiver} at {@code site}, which changes the object if
   * {@code write}: returns the checked object it reaches, or null if none (or outside an
   * exploration).
   */
  public static @Nullable Object before(
      @Nullable Object receiver, String call, boolean write, String site) {
    Controller run = Hooks.exploring();
    if (run == null || receiver == null) {
      return null;
    }
    Object root = CheckedObjects.of(run).root(receiver);
    if (root != null) {
      access(run, root, call, write, site);
    }
    return root;
  }

  /** Before a call {@code call} that reads {@code argument} as a whole ({@code addAll}, a copy). */
  public static void argument(@Nullable Object argument, String call, String site) {
    Controller run = Hooks.exploring();
    if (run == null || argument == null) {
      return;
    }
    Object root = CheckedObjects.of(run).root(argument);
    if (root != null) {
      access(run, root, call, false, site);
    }
  }

  /**
   * After a call on checked object {@code root} (null: none) that returned a view or an iterator of
   * it ({@code keySet}, {@code iterator}, {@code subList}): records that calls on the view are calls
   * on the object.
   */
  public static void view(@Nullable Object view, @Nullable Object root) {
    if (view != null && root != null) {
      Controller run = Hooks.exploring();
      if (run != null) {
        CheckedObjects.of(run).view(view, root);
      }
    }
  }

  /**
   * After an iterator of checked object {@code root} (null: none) returned {@code element}: a map's
   * entry is a view of the map ({@code setValue} writes it); any other element is the program's.
   */
  public static void element(@Nullable Object element, @Nullable Object root) {
    if (element instanceof Map.Entry<?, ?> && root instanceof Map<?, ?>
        && element.getClass().getName().startsWith("java.")) {
      view(element, root);
    }
  }

  private static void access(Controller run, Object root, String call, boolean write,
      String site) {
    String className = NotThreadSafeClasses.of(root.getClass()).orElseThrow();
    // A WeakHashMap's every call may expunge entries the collector cleared: all are writes.
    boolean writes = write || root instanceof WeakHashMap<?, ?>;
    if (run.exploresCalls(className)) {
      FieldVariables.Variable variable = CheckedObjects.of(run).variable(run, root);
      if (writes) {
        variable.write(call.substring(call.lastIndexOf('.') + 1));
      } else {
        variable.read();
      }
    } else {
      run.objectCall(root, className, writes, call, site);
    }
  }
}
