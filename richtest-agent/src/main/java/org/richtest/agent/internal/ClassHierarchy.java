package org.richtest.agent.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;

/**
 * Superclasses and interface flags of classes, read from their class files as resources of a class
 * loader rather than by loading them: a transformer must not load classes while one is being
 * defined. Unknown classes count as direct subclasses of {@code Object}.
 */
final class ClassHierarchy {

  /** What the hierarchy needs of a class. */
  private record Header(@Nullable String superName, boolean isInterface) {}

  private static final Header UNKNOWN = new Header("java/lang/Object", false);

  private final @Nullable ClassLoader loader;
  private final ConcurrentHashMap<String, Header> headers = new ConcurrentHashMap<>();

  ClassHierarchy(@Nullable ClassLoader loader) {
    this.loader = loader;
  }

  /** Returns whether {@code type} is {@code ancestor} or one of its subclasses. */
  boolean isSubclass(String type, String ancestor) {
    for (String t = type; t != null; t = header(t).superName()) {
      if (t.equals(ancestor)) {
        return true;
      }
    }
    return false;
  }

  /** Returns the nearest common superclass of two classes, {@code Object} for interfaces. */
  String commonSuperClass(String a, String b) {
    if (header(a).isInterface() || header(b).isInterface()) {
      return "java/lang/Object";
    }
    for (String t = a; t != null; t = header(t).superName()) {
      if (isSubclass(b, t)) {
        return t;
      }
    }
    return "java/lang/Object";
  }

  private Header header(String type) {
    if (type.equals("java/lang/Object")) {
      return new Header(null, false);
    }
    return headers.computeIfAbsent(type, this::read);
  }

  private Header read(String type) {
    ClassLoader source = loader != null ? loader : ClassLoader.getSystemClassLoader();
    try (InputStream in = source.getResourceAsStream(type + ".class")) {
      if (in == null) {
        return UNKNOWN;
      }
      ClassReader reader = new ClassReader(in);
      return new Header(
          reader.getSuperName(), (reader.getAccess() & org.objectweb.asm.Opcodes.ACC_INTERFACE) != 0);
    } catch (IOException | RuntimeException unreadable) {
      return UNKNOWN;
    }
  }
}
