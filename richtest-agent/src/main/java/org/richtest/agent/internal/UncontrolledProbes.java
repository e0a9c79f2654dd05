package org.richtest.agent.internal;

import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Observes, without rewriting, a class the agent keeps out of the exploration (excluded by the user,
 * or impossible to rewrite): before each point where it synchronizes (a {@code synchronized} method
 * or block, {@code wait}/{@code notify}, a thread's start, a park) it notes, in the run of the
 * thread that gets there, where that is and how to have it explored. An exploration then never
 * reports "complete, no bug" after synchronization it did not control, and says which option would
 * control it. Besides, a {@code java.lang.Thread} it constructs gets the daemon flag a plain JVM
 * would give it ({@link ThreadFlags}).
 */
final class UncontrolledProbes extends ClassVisitor {

  private final String why;
  private String className = "";
  private String sourceFile = "unknown source";
  /** Whether the class extends {@code java.lang.Thread} directly. */
  private boolean threadClass;

  /**
   * Creates the probes for a class kept out for {@code why} (such as {@code "excluded by
   * exclude=com.acme."}).
   */
  UncontrolledProbes(ClassVisitor next, String why) {
    super(Opcodes.ASM9, next);
    this.why = why;
  }

  /**
   * Returns whether the class has a point to probe. Most classes of a library have none, and leaving
   * them unchanged spares recomputing their frames: that made loading an excluded jar 3.5 times
   * slower.
   */
  static boolean synchronizes(ClassReader reader) {
    boolean[] found = {false};
    reader.accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public @Nullable MethodVisitor visitMethod(int access, String name, String descriptor,
          @Nullable String signature, String @Nullable [] exceptions) {
        if ((access & Opcodes.ACC_SYNCHRONIZED) != 0) {
          found[0] = true;
        }
        return found[0] ? null : new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitInsn(int opcode) {
            found[0] |= opcode == Opcodes.MONITORENTER;
          }

          @Override
          public void visitMethodInsn(
              int opcode, String owner, String name, String descriptor, boolean isInterface) {
            found[0] |= what(opcode, owner, name, descriptor) != null
                || ThreadFlags.touches(opcode, owner, name, descriptor);
          }
        };
      }
    }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    return found[0];
  }

  @Override
  public void visit(int version, int access, String name, @Nullable String signature,
      @Nullable String superName, String @Nullable [] interfaces) {
    className = name;
    threadClass = "java/lang/Thread".equals(superName);
    super.visit(version, access, name, signature, superName, interfaces);
  }

  @Override
  public void visitSource(@Nullable String source, @Nullable String debug) {
    if (source != null) {
      sourceFile = source;
    }
    super.visitSource(source, debug);
  }

  @Override
  public @Nullable MethodVisitor visitMethod(int access, String name, String descriptor,
      @Nullable String signature, String @Nullable [] exceptions) {
    MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
    return next == null ? null : new ThreadFlags(
        new Probes(next, name, (access & Opcodes.ACC_SYNCHRONIZED) != 0),
        threadClass && name.equals("<init>"));
  }

  /** The probes of one method. */
  private final class Probes extends MethodVisitor {
    private final String method;
    private final boolean synchronizedMethod;
    private int line;

    Probes(MethodVisitor next, String method, boolean synchronizedMethod) {
      super(Opcodes.ASM9, next);
      this.method = method;
      this.synchronizedMethod = synchronizedMethod;
    }

    @Override
    public void visitCode() {
      super.visitCode();
      if (synchronizedMethod) {
        probe("enters a synchronized method", 0);
      }
    }

    @Override
    public void visitLineNumber(int number, Label start) {
      super.visitLineNumber(number, start);
      line = number;
    }

    @Override
    public void visitInsn(int opcode) {
      if (opcode == Opcodes.MONITORENTER) {
        probe("enters a synchronized block", line);
      }
      super.visitInsn(opcode);
    }

    @Override
    public void visitMethodInsn(
        int opcode, String owner, String name, String descriptor, boolean isInterface) {
      String what = what(opcode, owner, name, descriptor);
      if (what != null) {
        probe(what, line);
      }
      super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    private void probe(String what, int at) {
      String site = className.replace('/', '.') + "." + method + "(" + sourceFile
          + (at > 0 ? ":" + at : "") + ")";
      super.visitLdcInsn(site + " " + what + " in code the agent did not rewrite (" + why
          + "), so it ran unexplored");
      super.visitMethodInsn(Opcodes.INVOKESTATIC, ConcurrencyMethodVisitor.HOOKS, "uncontrolled",
          "(Ljava/lang/String;)V", false);
    }
  }

  /** Returns what a call synchronizes, or null if it does not. */
  private static @Nullable String what(int opcode, String owner, String name, String descriptor) {
    if (opcode == Opcodes.INVOKEVIRTUAL && (name.equals("wait") || name.startsWith("notify"))
        && descriptor.startsWith("(") && (descriptor.equals("()V") || descriptor.equals("(J)V")
            || descriptor.equals("(JI)V"))) {
      return "calls " + name;
    }
    if (opcode == Opcodes.INVOKEVIRTUAL && name.equals("start") && descriptor.equals("()V")
        && owner.equals("java/lang/Thread")) {
      return "starts a thread";
    }
    if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/util/concurrent/locks/LockSupport")
        && name.startsWith("park")) {
      return "parks";
    }
    return null;
  }
}
