package org.richtest.agent.internal;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Reports the field accesses of one method body to {@code FieldHooks} before they happen: a read or
 * write of a {@code volatile} field becomes a shared-variable event under an exploration, one of a
 * plain field a record for the data-race detector (or an event, for a field the exploration
 * explores). Final and synthetic fields, the JDK's fields, and accesses in a constructor before its
 * {@code super(...)} or {@code this(...)} call (where {@code this} may not be passed on) are left
 * alone.
 */
final class FieldAccessVisitor extends MethodVisitor {

  static final String FIELD_HOOKS = "org/richtest/agent/runtime/FieldHooks";

  private static final List<String> JDK = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

  private static final String INSTANCE_HOOK =
      "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V";
  private static final String STATIC_HOOK =
      "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V";

  private final ConcurrencyClassVisitor owner;
  private final String methodName;
  /** Objects allocated and not yet constructed, to tell the constructor's own super call apart. */
  private int pendingNew;
  private boolean thisInitialized;
  private int line;

  FieldAccessVisitor(MethodVisitor next, ConcurrencyClassVisitor owner, String methodName) {
    super(Opcodes.ASM9, next);
    this.owner = owner;
    this.methodName = methodName;
    this.thisInitialized = !methodName.equals("<init>");
  }

  @Override
  public void visitLineNumber(int lineNumber, Label start) {
    this.line = lineNumber;
    super.visitLineNumber(lineNumber, start);
  }

  @Override
  public void visitTypeInsn(int opcode, String type) {
    if (opcode == Opcodes.NEW) {
      pendingNew++;
    }
    super.visitTypeInsn(opcode, type);
  }

  @Override
  public void visitMethodInsn(
      int opcode, String type, String name, String descriptor, boolean isInterface) {
    if (opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
      if (pendingNew > 0) {
        pendingNew--;
      } else {
        thisInitialized = true;
      }
    }
    super.visitMethodInsn(opcode, type, name, descriptor, isInterface);
  }

  @Override
  public void visitFieldInsn(int opcode, String type, String name, String descriptor) {
    ClassHierarchy.@Nullable Field field =
        thisInitialized && !startsWithAny(type) ? owner.hierarchy().field(type, name) : null;
    if (field != null && field.mayRace() && !startsWithAny(field.declaringClass())) {
      report(opcode, field, name, Type.getType(descriptor).getSize());
    }
    super.visitFieldInsn(opcode, type, name, descriptor);
  }

  /** Calls the hook with the object (left on the stack as it was), the field and the site. */
  private void report(int opcode, ClassHierarchy.Field field, String name, int valueSize) {
    boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
    boolean write = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
    if (opcode == Opcodes.GETFIELD) {
      super.visitInsn(Opcodes.DUP);
    } else if (opcode == Opcodes.PUTFIELD && valueSize == 1) {
      super.visitInsn(Opcodes.DUP2);
      super.visitInsn(Opcodes.POP);
    } else if (opcode == Opcodes.PUTFIELD) {
      super.visitInsn(Opcodes.DUP2_X1);
      super.visitInsn(Opcodes.POP2);
      super.visitInsn(Opcodes.DUP_X2);
    }
    super.visitLdcInsn(field.declaringClass().replace('/', '.'));
    super.visitLdcInsn(name);
    super.visitLdcInsn(site());
    String hook = (field.isVolatile() ? "volatile" : "plain") + (write ? "Write" : "Read")
        + (isStatic ? "Static" : "");
    super.visitMethodInsn(Opcodes.INVOKESTATIC, FIELD_HOOKS, hook,
        isStatic ? STATIC_HOOK : INSTANCE_HOOK, false);
  }

  private String site() {
    return owner.site(methodName, line);
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
