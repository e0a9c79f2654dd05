package org.richtest.agent.internal;

import java.util.ArrayDeque;
import java.util.Deque;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The probes, in a method of code the agent does not rewrite, that give a thread it constructs in
 * a run the daemon flag a plain JVM would: after each {@code java.lang.Thread} constructor returns
 * (on a new {@code Thread}, or on {@code this} in the constructor of a class extending it), the
 * thread is handed to {@code UnrewrittenThreadHooks.constructed}, and before each {@code
 * setDaemon(boolean)} call to {@code daemonChosen}, so that a flag that code sets itself stays. The
 * JDK copies the creating thread's flag, and a run's threads are virtual, always daemons.
 */
final class ThreadFlags extends MethodVisitor {

  private static final String THREAD = "java/lang/Thread";
  private static final String HOOKS = "org/richtest/agent/runtime/UnrewrittenThreadHooks";

  /** Whether this method is a constructor of a class extending {@code Thread} directly. */
  private final boolean threadConstructor;
  /** Per {@code new} not yet constructed: whether it is a {@code Thread} whose reference was kept. */
  private final Deque<Boolean> pending = new ArrayDeque<>();
  private boolean afterNewThread;

  ThreadFlags(MethodVisitor next, boolean threadConstructor) {
    super(Opcodes.ASM9, next);
    this.threadConstructor = threadConstructor;
  }

  /** Returns whether a call is one this visitor probes: a thread's constructor or setDaemon. */
  static boolean touches(int opcode, String owner, String name, String descriptor) {
    return opcode == Opcodes.INVOKESPECIAL && owner.equals(THREAD) && name.equals("<init>")
        || setDaemon(opcode, owner, name, descriptor);
  }

  private static boolean setDaemon(int opcode, String owner, String name, String descriptor) {
    return opcode == Opcodes.INVOKEVIRTUAL && name.equals("setDaemon")
        && descriptor.equals("(Z)V") && !owner.equals("java/lang/ThreadGroup");
  }

  @Override
  public void visitTypeInsn(int opcode, String type) {
    super.visitTypeInsn(opcode, type);
    if (opcode == Opcodes.NEW) {
      pending.push(false);
      afterNewThread = type.equals(THREAD);
    } else {
      afterNewThread = false;
    }
  }

  @Override
  public void visitInsn(int opcode) {
    if (opcode == Opcodes.DUP && afterNewThread) {
      pending.pop();
      pending.push(true);
    }
    afterNewThread = false;
    super.visitInsn(opcode);
  }

  @Override
  public void visitMethodInsn(
      int opcode, String owner, String name, String descriptor, boolean isInterface) {
    afterNewThread = false;
    if (setDaemon(opcode, owner, name, descriptor)) {
      super.visitInsn(Opcodes.DUP2);
      super.visitMethodInsn(
          Opcodes.INVOKESTATIC, HOOKS, "daemonChosen", "(Ljava/lang/Object;Z)V", false);
    }
    super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    if (opcode != Opcodes.INVOKESPECIAL || !name.equals("<init>")) {
      return;
    }
    if (pending.isEmpty()) {
      // No new in this method: the constructor's call of its superclass's (or another of its own).
      if (threadConstructor && owner.equals(THREAD)) {
        super.visitVarInsn(Opcodes.ALOAD, 0);
        constructed();
      }
      return;
    }
    if (pending.pop() && owner.equals(THREAD)) {
      super.visitInsn(Opcodes.DUP);
      constructed();
    }
  }

  private void constructed() {
    super.visitMethodInsn(
        Opcodes.INVOKESTATIC, HOOKS, "constructed", "(Ljava/lang/Object;)V", false);
  }
}
