package org.richtest.agent.internal;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * How a method body reports its field accesses to {@code FieldHooks} before they happen: a read or
 * write of a {@code volatile} field becomes a shared-variable event under an exploration, one of a
 * plain field a record for the data-race detector (or an event, for a field the exploration
 * explores). Final and synthetic fields and the JDK's fields are left alone, except that an array
 * stored in a field, final or not, is reported, since its elements may be explored; {@link
 * ConcurrencyMethodVisitor} also leaves alone the accesses in a constructor before its {@code
 * super(...)} or {@code this(...)} call, where {@code this} may not be passed on.
 */
final class FieldAccesses {

  static final String FIELD_HOOKS = "org/richtest/agent/runtime/FieldHooks";

  private static final List<String> JDK = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

  private static final String INSTANCE_HOOK =
      "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V";
  private static final String STATIC_HOOK =
      "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V";

  private final ClassHierarchy hierarchy;

  FieldAccesses(ClassHierarchy hierarchy) {
    this.hierarchy = hierarchy;
  }

  /**
   * Emits to {@code out}, before field instruction {@code opcode} at {@code site}, the call of the
   * hook with the object (left on the stack as it was), the field and the site, if the field is
   * one to report.
   */
  void before(
      MethodVisitor out, int opcode, String type, String name, String descriptor, String site) {
    ClassHierarchy.@Nullable Field field =
        startsWithAny(type) ? null : hierarchy.field(type, name);
    if (field == null || startsWithAny(field.declaringClass())) {
      return;
    }
    boolean write = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
    if (write && descriptor.startsWith("[") && !field.isSynthetic()) {
      // The array stored (on top of the stack): its elements are explored if the field[] is.
      // Before the field's own report, whose event must come right before the store: the
      // array's variable, made here, has an event of its own.
      out.visitInsn(Opcodes.DUP);
      out.visitLdcInsn(field.declaringClass().replace('/', '.'));
      out.visitLdcInsn(name);
      out.visitMethodInsn(Opcodes.INVOKESTATIC, FIELD_HOOKS, "storesArray",
          "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", false);
    }
    if (field.mayRace()) {
      report(out, opcode, field, name, descriptor, site);
    }
  }

  /**
   * Whether a read of field {@code name} of {@code type} is a shared-variable event under an
   * exploration: {@link #before} reports it as a {@code volatile} read.
   */
  boolean volatileRead(String type, String name) {
    ClassHierarchy.@Nullable Field field =
        startsWithAny(type) ? null : hierarchy.field(type, name);
    return field != null && !startsWithAny(field.declaringClass()) && field.mayRace()
        && field.isVolatile();
  }

  private static void report(MethodVisitor out, int opcode, ClassHierarchy.Field field,
      String name, String descriptor, String site) {
    boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
    boolean write = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
    if (opcode == Opcodes.GETFIELD) {
      out.visitInsn(Opcodes.DUP);
    } else if (opcode == Opcodes.PUTFIELD && Type.getType(descriptor).getSize() == 1) {
      out.visitInsn(Opcodes.DUP2);
      out.visitInsn(Opcodes.POP);
    } else if (opcode == Opcodes.PUTFIELD) {
      out.visitInsn(Opcodes.DUP2_X1);
      out.visitInsn(Opcodes.POP2);
      out.visitInsn(Opcodes.DUP_X2);
    }
    out.visitLdcInsn(field.declaringClass().replace('/', '.'));
    out.visitLdcInsn(name);
    out.visitLdcInsn(site);
    String hook = (field.isVolatile() ? "volatile" : "plain") + (write ? "Write" : "Read")
        + (isStatic ? "Static" : "");
    out.visitMethodInsn(Opcodes.INVOKESTATIC, FIELD_HOOKS, hook,
        isStatic ? STATIC_HOOK : INSTANCE_HOOK, false);
  }

  private static boolean startsWithAny(String type) {
    for (String prefix : JDK) {
      if (type.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
