package org.richtest.agent.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * A field of an object the run did not make ({@code target}), or a static field (no target),
 * whose shared variable the run made at its first use: until the run first reads or writes it, what
 * the field holds is what an earlier run may have left, and the run's first access tells the
 * controller ({@link Controller#initialValue}), which compares it across runs.
 *
 * @param target the object, or null for a static field
 * @param className the class the code names the field by (qualified)
 * @param field the field's name
 */
record KeptField(@Nullable Object target, String className, String field) {

  /** What a field reflection cannot read stands for: the same in every run, so never a change. */
  private static final Object UNREADABLE = new Object();

  /** Tells {@code run} that the calling thread is the run's first to read or write the field. */
  void firstAccess(Controller run, boolean read) {
    run.initialValue(target, className + "." + field, this::value, read);
  }

  /**
   * Returns what the field holds now, read by reflection, which no hook sees; looked up each time
   * (once per field a run did not make, at most), since a cache of fields by class would keep the
   * program's classes loaded.
   */
  private @Nullable Object value() {
    try {
      Field declared = declared(target == null ? named() : owner(target.getClass()));
      return declared == null ? UNREADABLE : declared.get(target);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException unreadable) {
      return UNREADABLE;
    }
  }

  /** Returns the class the code names, one of {@code type} and its superclasses. */
  private @Nullable Class<?> owner(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      if (c.getName().equals(className)) {
        return c;
      }
    }
    return null;
  }

  /** Returns the class named {@code className} as the rewritten code that names it sees it. */
  private @Nullable Class<?> named() throws ClassNotFoundException {
    Optional<Class<?>> caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
        .walk(frames -> frames.<Class<?>>map(StackWalker.StackFrame::getDeclaringClass)
            .filter(c -> !c.getName().startsWith("org.richtest.agent.runtime.")
                && !c.getName().startsWith("org.richtest.internal.")
                && !c.getName().startsWith("org.richtest.spi."))
            .findFirst());
    return caller.isEmpty() ? null : Class.forName(className, false, caller.get().getClassLoader());
  }

  /** Returns field {@code field} of {@code type} or of its nearest superclass that declares it. */
  private @Nullable Field declared(@Nullable Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      Optional<Field> found = accessible(c, field);
      if (found.isPresent()) {
        return found.get();
      }
    }
    return null;
  }

  private static Optional<Field> accessible(Class<?> type, String name) {
    try {
      Field declared = type.getDeclaredField(name);
      declared.setAccessible(true);
      return Optional.of(declared);
    } catch (NoSuchFieldException | InaccessibleObjectException | SecurityException absent) {
      return Optional.empty();
    }
  }
}
