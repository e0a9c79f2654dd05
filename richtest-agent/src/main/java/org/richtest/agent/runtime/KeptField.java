package org.richtest.agent.runtime;

import java.lang.ref.WeakReference;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;

/**
 * A field of an object the run did not make (its target), or a static field (no target), whose
 * shared variable the run made at its first use: until the run first reads or writes it, what the
 * field holds is what an earlier run may have left, and the run's first access tells the controller
 * ({@link Controller#initialValue}), which compares it across runs. As the supplier of the field's
 * value it may be asked again once the runs ended, so it holds its target weakly (the exploration
 * keeps objects weakly) and the field it found at its first reading (the class a static field's
 * code names is found from the run's stack, which is gone by then). Only the fields of classes
 * loaded from a directory, the user's own main and test classes, are compared: what a library's
 * class in a jar keeps (a registry, an id counter) is not the user's to change (docs/decisions.md,
 * "State kept across runs").
 */
final class KeptField implements Supplier<@Nullable Object> {

  /** What a field reflection cannot read stands for: the same in every run, so never a change. */
  private static final Object UNREADABLE = new Object();

  /**
   * Whether a class's fields are compared across runs: its class file came from a directory, not
   * from a jar nor the JDK; class metadata only, as the fields a class declares.
   */
  private static final ClassValue<Boolean> USERS = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      CodeSource source = type.getProtectionDomain().getCodeSource();
      URL location = source == null ? null : source.getLocation();
      if (location == null || !"file".equals(location.getProtocol())) {
        return false;
      }
      try {
        return Files.isDirectory(Path.of(location.toURI()));
      } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException
          | SecurityException notAFile) {
        return false;
      }
    }
  };

  private final @Nullable WeakReference<Object> target;
  private final String className;
  private final String field;
  /**
   * The field found at the first reading, which later ones read again (set by the run's thread,
   * published to the exploration's by its store); whether it was looked for, found or not.
   */
  private @Nullable Field found;
  private boolean looked;

  /**
   * @param target the object, or null for a static field
   * @param className the class the code names the field by (qualified)
   * @param field the field's name
   */
  KeptField(@Nullable Object target, String className, String field) {
    this.target = target == null ? null : new WeakReference<>(target);
    this.className = className;
    this.field = field;
  }

  /**
   * Tells {@code run} that the calling thread is the run's first to read or write the field, if
   * the class declaring it is the user's ({@link #USERS}).
   */
  void firstAccess(Controller run, boolean read) {
    Object owner = target == null ? null : target.get();
    if (target != null && owner == null) {
      return;
    }
    Field declared = field(owner);
    if (declared != null && USERS.get(declared.getDeclaringClass())) {
      run.initialValue(owner, className + "." + field, this, read);
    }
  }

  /**
   * Returns what the field holds now, read by reflection, which no hook sees; looked up at the
   * first reading (once per field a run did not make, at most), since a cache of fields by class
   * would keep the program's classes loaded.
   */
  @Override
  public @Nullable Object get() {
    Object owner = target == null ? null : target.get();
    if (target != null && owner == null) {
      return UNREADABLE;
    }
    Field declared = field(owner);
    try {
      return declared == null ? UNREADABLE : declared.get(owner);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException unreadable) {
      return UNREADABLE;
    }
  }

  /** Returns the field of {@code owner} (null: static), looked up once; null if not found. */
  private @Nullable Field field(@Nullable Object owner) {
    if (!looked) {
      looked = true;
      try {
        found = declared(owner == null ? named() : owner(owner.getClass()));
      } catch (ReflectiveOperationException | LinkageError | RuntimeException unreadable) {
        found = null;
      }
    }
    return found;
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
      Optional<Field> declared = accessible(c, field);
      if (declared.isPresent()) {
        return declared.get();
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
