package org.richtest.agent.internal;

import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites {@code AtomicIntegerFieldUpdater.newUpdater(...)} and its long and reference kin into
 * calls of {@code FieldUpdaters}, with the caller's {@code MethodHandles.lookup()} added: the
 * updater made is the JDK's, wrapped so that its operations are events on the field's shared
 * variable, the one the field hooks make of the {@code volatile} field.
 */
final class FieldUpdaterCalls {

  private static final String FIELD_UPDATERS = "org/richtest/agent/runtime/FieldUpdaters";
  private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";

  /** Each updater class and its factory in {@code FieldUpdaters}. */
  private static final Map<String, String> FACTORIES = Map.of(
      "java/util/concurrent/atomic/AtomicIntegerFieldUpdater", "integerUpdater",
      "java/util/concurrent/atomic/AtomicLongFieldUpdater", "longUpdater",
      "java/util/concurrent/atomic/AtomicReferenceFieldUpdater", "referenceUpdater");

  private FieldUpdaterCalls() {}

  /** Emits to {@code out} the rewritten call and returns true if the call is a {@code newUpdater}. */
  static boolean redirect(
      MethodVisitor out, int opcode, String type, String name, String descriptor) {
    String factory = FACTORIES.get(type);
    if (opcode != Opcodes.INVOKESTATIC || factory == null || !name.equals("newUpdater")) {
      return false;
    }
    out.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
        "()L" + LOOKUP + ";", false);
    int end = descriptor.indexOf(')');
    out.visitMethodInsn(Opcodes.INVOKESTATIC, FIELD_UPDATERS, factory,
        descriptor.substring(0, end) + "L" + LOOKUP + ";" + descriptor.substring(end), false);
    return true;
  }
}
