package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;

/**
 * Libraries still ship classes compiled for Java 1.1 to 5: the agent rewrites them into valid code
 * the JVM's verifier accepts, a subroutine ({@code jsr}/{@code ret}) and a {@code static
 * synchronized} method of class-file version 47 included, and explores them.
 */
class OldClassFilesTest {

  private static final String OLD = "org/richtest/agent/fixtures/OldCounter";

  @Test
  void version47WithSubroutineAndStaticSynchronized_rewrittenVerifiedAndExplored() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program(
        "OldCodeThreads", Map.of(OLD.replace('/', '.'), oldCounter())));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(6, result.sequences(), result.summary());
    assertTrue(result.complete(), result.summary());
  }

  /**
   * Returns the class file of {@code OldCounter}, version 47: {@code public static int count}; a
   * {@code static synchronized void increment()}; {@code run()} increments once and once more in a
   * subroutine, as {@code try { increment(); } finally { increment(); }} compiled to {@code jsr}.
   */
  private static byte[] oldCounter() {
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    writer.visit(Opcodes.V1_3, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, OLD, null,
        "java/lang/Object", new String[] {"java/lang/Runnable"});
    writer.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "count", "I", null, null).visitEnd();
    MethodVisitor init = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(Opcodes.ALOAD, 0);
    init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    init.visitInsn(Opcodes.RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    MethodVisitor increment = writer.visitMethod(
        Opcodes.ACC_STATIC | Opcodes.ACC_SYNCHRONIZED, "increment", "()V", null, null);
    increment.visitCode();
    increment.visitFieldInsn(Opcodes.GETSTATIC, OLD, "count", "I");
    increment.visitInsn(Opcodes.ICONST_1);
    increment.visitInsn(Opcodes.IADD);
    increment.visitFieldInsn(Opcodes.PUTSTATIC, OLD, "count", "I");
    increment.visitInsn(Opcodes.RETURN);
    increment.visitMaxs(0, 0);
    increment.visitEnd();
    MethodVisitor run = writer.visitMethod(Opcodes.ACC_PUBLIC, "run", "()V", null, null);
    Label subroutine = new Label();
    run.visitCode();
    run.visitMethodInsn(Opcodes.INVOKESTATIC, OLD, "increment", "()V", false);
    run.visitJumpInsn(Opcodes.JSR, subroutine);
    run.visitInsn(Opcodes.RETURN);
    run.visitLabel(subroutine);
    run.visitVarInsn(Opcodes.ASTORE, 1);
    run.visitMethodInsn(Opcodes.INVOKESTATIC, OLD, "increment", "()V", false);
    run.visitVarInsn(Opcodes.RET, 1);
    run.visitMaxs(0, 0);
    run.visitEnd();
    writer.visitEnd();
    return writer.toByteArray();
  }
}
