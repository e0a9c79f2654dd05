package org.richtest.agent.internal;

import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Superclasses, interface flags and fields of classes, read from their class files as resources of a class
 * loader rather than by loading them: a transformer must not load classes while one is being
 * defined. Unknown classes count as direct subclasses of {@code Object}. One hierarchy serves every
 * class its loader defines, so each header is read once.
 */
final class ClassHierarchy {

  /** What the hierarchy needs of a class: its superclass, kind and fields' access flags. */
  private record Header(
      @Nullable String superName, boolean isInterface, @Nullable Map<String, Integer> fields) {}

  /** A field as declared: the class declaring it and its access flags. */
  record Field(String declaringClass, int access) {
    boolean isVolatile() {
      return (access & Opcodes.ACC_VOLATILE) != 0;
    }

    boolean isSynthetic() {
      return (access & Opcodes.ACC_SYNTHETIC) != 0;
    }

    /** Whether a field may be shared and written after construction: not final, not synthetic. */
    boolean mayRace() {
      return (access & (Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC)) == 0;
    }
  }

  private static final Header UNKNOWN = new Header("java/lang/Object", false, null);

  /** Weak, so that the transformer's map of loaders to their hierarchies lets a dropped loader go. */
  private final WeakReference<ClassLoader> loader;
  private final ConcurrentHashMap<String, Header> headers = new ConcurrentHashMap<>();

  ClassHierarchy(@Nullable ClassLoader loader) {
    this.loader =
        new WeakReference<>(loader != null ? loader : ClassLoader.getSystemClassLoader());
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

  /**
   * Returns field {@code name} as a field instruction naming {@code owner} resolves it through the
   * superclasses, or null if it is not found in class files the loader can read.
   */
  @Nullable Field field(String owner, String name) {
    for (String t = owner; t != null; t = header(t).superName()) {
      Map<String, Integer> fields = header(t).fields();
      if (fields == null) {
        return null;
      }
      Integer access = fields.get(name);
      if (access != null) {
        return new Field(t, access);
      }
    }
    return null;
  }

  private Header header(String type) {
    if (type.equals("java/lang/Object")) {
      return new Header(null, false, Map.of());
    }
    return headers.computeIfAbsent(type, this::read);
  }

  /**
   * Records the header of a class being defined from the bytes in hand: its own fields are the ones
   * its code touches most, and reading them back as a resource of the loader costs a search of the
   * loader's whole delegation chain.
   */
  void learn(ClassReader reader) {
    headers.putIfAbsent(reader.getClassName(), headerOf(reader));
  }

  private Header read(String type) {
    ClassLoader source = loader.get();
    if (source == null) {
      return UNKNOWN;
    }
    try (InputStream in = source.getResourceAsStream(type + ".class")) {
      return in == null ? UNKNOWN : headerOf(new ClassReader(in));
    } catch (IOException | RuntimeException unreadable) {
      return UNKNOWN;
    }
  }

  private static Header headerOf(ClassReader reader) {
    Map<String, Integer> fields = new HashMap<>();
    reader.accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public @Nullable FieldVisitor visitField(int access, String name, String descriptor,
          @Nullable String signature, @Nullable Object value) {
        fields.put(name, access);
        return null;
      }
    }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    return new Header(reader.getSuperName(), (reader.getAccess() & Opcodes.ACC_INTERFACE) != 0,
        Map.copyOf(fields));
  }
}
