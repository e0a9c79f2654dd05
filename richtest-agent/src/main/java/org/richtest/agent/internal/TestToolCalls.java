package org.richtest.agent.internal;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites calls of test tools that would run the code under test on a thread of their own, which
 * no run manages (its objects would be used from outside the run: a false alarm). JUnit's {@code
 * assertTimeoutPreemptively(Duration, Executable or ThrowingSupplier[, message])} becomes, under an
 * exploration only ({@code TestToolHooks.inRun()}), {@code assertTimeout} with the same arguments:
 * the same checks, in the calling thread, without preempting (the watchdog stops a run that does
 * not end). The overload with a {@code TimeoutFailureFactory} has no such twin and is left as is.
 */
final class TestToolCalls {

  private static final String ASSERTIONS = "org/junit/jupiter/api/Assertions";
  private static final String PREEMPTIVELY = "assertTimeoutPreemptively";
  private static final String HOOKS = "org/richtest/agent/runtime/TestToolHooks";

  private TestToolCalls() {}

  /**
   * Writes the call to {@code next} if it is {@code assertTimeoutPreemptively} with a twin, and
   * returns true; returns false otherwise, writing nothing.
   */
  static boolean assertTimeoutPreemptively(
      MethodVisitor next, int opcode, String type, String name, String descriptor) {
    if (opcode != Opcodes.INVOKESTATIC || !type.equals(ASSERTIONS) || !name.equals(PREEMPTIVELY)
        || descriptor.contains("TimeoutFailureFactory")) {
      return false;
    }
    Label preemptively = new Label();
    Label end = new Label();
    next.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "inRun", "()Z", false);
    next.visitJumpInsn(Opcodes.IFEQ, preemptively);
    next.visitMethodInsn(Opcodes.INVOKESTATIC, ASSERTIONS, "assertTimeout", descriptor, false);
    next.visitJumpInsn(Opcodes.GOTO, end);
    next.visitLabel(preemptively);
    next.visitMethodInsn(Opcodes.INVOKESTATIC, ASSERTIONS, PREEMPTIVELY, descriptor, false);
    next.visitLabel(end);
    return true;
  }
}
