package org.richtest.agent.internal;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Turns a {@code synchronized} method into a plain one whose body is a {@code synchronized} block on
 * {@code this} (or the class object for a static method), so that the block's {@code monitorenter}
 * and {@code monitorexit} go through the same rewriting as any other: entered at the start, left
 * before every return and, through a handler around the whole body, on every exception.
 */
final class SynchronizedMethodVisitor extends MethodVisitor {

  private final boolean isStatic;
  private final String owner;
  private final Label bodyStart = new Label();
  private final Label bodyEnd = new Label();
  private final Label handler = new Label();

  SynchronizedMethodVisitor(MethodVisitor next, boolean isStatic, String owner) {
    super(Opcodes.ASM9, next);
    this.isStatic = isStatic;
    this.owner = owner;
  }

  @Override
  public void visitCode() {
    super.visitCode();
    pushLock();
    super.visitInsn(Opcodes.MONITORENTER);
    super.visitLabel(bodyStart);
  }

  @Override
  public void visitInsn(int opcode) {
    if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
      pushLock();
      super.visitInsn(Opcodes.MONITOREXIT);
    }
    super.visitInsn(opcode);
  }

  @Override
  public void visitMaxs(int maxStack, int maxLocals) {
    super.visitLabel(bodyEnd);
    super.visitTryCatchBlock(bodyStart, bodyEnd, handler, null);
    super.visitLabel(handler);
    pushLock();
    super.visitInsn(Opcodes.MONITOREXIT);
    super.visitInsn(Opcodes.ATHROW);
    super.visitMaxs(maxStack, maxLocals);
  }

  private void pushLock() {
    if (isStatic) {
      super.visitLdcInsn(Type.getObjectType(owner));
    } else {
      super.visitVarInsn(Opcodes.ALOAD, 0);
    }
  }
}
