package org.richtest.agent.runtime;

import java.util.IdentityHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.NotThreadSafeClasses;
import org.richtest.spi.Controller;

/**
 * The objects of JDK classes that are not thread-safe as one run sees them: which object each view
 * and iterator belongs to (its root: a call on it is a call on the root), and the shared variable of
 * each root whose calls the exploration explores, a write per changing call (named by the method)
 * and a read per other call. Per run (a {@link Controller#attachment}) and
 * keyed by identity, so nothing leaks from one run into the next.
 */
final class CheckedObjects {

  private static final Object KEY = new Object();

  private final Map<Object, Object> roots = new IdentityHashMap<>();
  private final Map<Object, FieldVariables.Variable> variables = new IdentityHashMap<>();

  static CheckedObjects of(Controller run) {
    return run.attachment(KEY, k -> new CheckedObjects());
  }

  /**
   * Returns the checked object that {@code receiver} is or belongs to (as a view or an iterator),
   * or null if it is neither.
   */
  @Nullable Object root(Object receiver) {
    if (NotThreadSafeClasses.of(receiver.getClass()).isPresent()) {
      return receiver;
    }
    return roots.isEmpty() ? null : roots.get(receiver);
  }

  /** Records that {@code view} belongs to checked object {@code root}. */
  void view(Object view, Object root) {
    if (view != root && NotThreadSafeClasses.of(view.getClass()).isEmpty()) {
      roots.put(view, root);
    }
  }

  /**
   * Returns the variable of checked object {@code root}, creating it, with its initial write by the
   * calling thread, on first use.
   */
  FieldVariables.Variable variable(Controller run, Object root) {
    FieldVariables.Variable variable = variables.get(root);
    if (variable == null) {
      variable = new FieldVariables.Variable(ObjectNames.of(run, root) + ".calls", false);
      variables.put(root, variable);
      // As for a field: another thread may call meanwhile and must find this variable.
      variable.init();
    }
    return variable;
  }

  /**
   * Creates the variable of an object the calling thread has just allocated if the exploration
   * explores its class's calls, so that its initial write is that thread's.
   */
  void allocated(Controller run, Object object) {
    NotThreadSafeClasses.of(object.getClass())
        .filter(run::exploresCalls)
        .ifPresent(className -> variable(run, object));
  }
}
