package org.richtest.agent.internal;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Brackets a static initializer with {@code Hooks.enterClassInit()} and {@code exitClassInit()},
 * the latter before every return and, through a handler around the whole body, on an exception:
 * class initialization is then atomic and uncontrolled in a run, as the JVM's initialization lock
 * makes it in a plain run, and a class a run initializes is the same for every later run.
 */
final class ClassInitVisitor extends MethodVisitor {

  private final Label bodyStart = new Label();
  private final Label bodyEnd = new Label();
  private final Label handler = new Label();

  ClassInitVisitor(MethodVisitor next) {
    super(Opcodes.ASM9, next);
  }

  @Override
  public void visitCode() {
    super.visitCode();
    hook("enterClassInit");
    super.visitLabel(bodyStart);
  }

  @Override
  public void visitInsn(int opcode) {
    if (opcode == Opcodes.RETURN) {
      hook("exitClassInit");
    }
    super.visitInsn(opcode);
  }

  @Override
  public void visitMaxs(int maxStack, int maxLocals) {
    super.visitLabel(bodyEnd);
    super.visitTryCatchBlock(bodyStart, bodyEnd, handler, null);
    super.visitLabel(handler);
    hook("exitClassInit");
    super.visitInsn(Opcodes.ATHROW);
    super.visitMaxs(maxStack, maxLocals);
  }

  private void hook(String name) {
    super.visitMethodInsn(
        Opcodes.INVOKESTATIC, ConcurrencyMethodVisitor.HOOKS, name, "()V", false);
  }
}
