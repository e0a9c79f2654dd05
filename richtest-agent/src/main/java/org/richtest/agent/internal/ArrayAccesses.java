package org.richtest.agent.internal;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * How a method body reports its array accesses to {@code ArrayHooks} before they happen: an
 * element's load or store (the array and the index, left on the stack as they were), a clone of an
 * array (every element read) and {@code System.arraycopy} (a range read, a range written), which
 * becomes a hook that reports and then copies. The methods of {@code java.util.Arrays} and {@code
 * toArray(T[])} go through {@link AccessBridges}.
 */
final class ArrayAccesses {

  private static final String ELEMENT = "(Ljava/lang/Object;ILjava/lang/String;)V";

  private ArrayAccesses() {}

  /** Returns whether {@code opcode} loads or stores an array element. */
  static boolean isElementAccess(int opcode) {
    return (opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD)
        || (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE);
  }

  /** Emits to {@code out}, before element instruction {@code opcode} at {@code site}, its report. */
  static void beforeElement(MethodVisitor out, int opcode, String site) {
    boolean store = opcode >= Opcodes.IASTORE;
    if (!store) {
      out.visitInsn(Opcodes.DUP2); // array, index
    } else if (opcode == Opcodes.LASTORE || opcode == Opcodes.DASTORE) {
      out.visitInsn(Opcodes.DUP2_X2); // array, index, value (two words): value under them
      out.visitInsn(Opcodes.POP2);
      out.visitInsn(Opcodes.DUP2_X2); // array and index copied under the value
    } else {
      out.visitInsn(Opcodes.DUP_X2); // array, index, value: value under them
      out.visitInsn(Opcodes.POP);
      out.visitInsn(Opcodes.DUP2_X1); // array and index copied under the value
    }
    out.visitLdcInsn(site);
    out.visitMethodInsn(Opcodes.INVOKESTATIC, AccessBridges.ARRAY_HOOKS,
        store ? "store" : "load", ELEMENT, false);
  }

  /**
   * Emits to {@code out} the report of a method call on arrays at {@code site} and returns true if
   * the call was replaced by it ({@code System.arraycopy}), false if the caller still emits it.
   */
  static boolean beforeCall(
      MethodVisitor out, int opcode, String owner, String name, String descriptor, String site) {
    if (opcode == Opcodes.INVOKEVIRTUAL && owner.startsWith("[") && name.equals("clone")) {
      out.visitInsn(Opcodes.DUP);
      out.visitLdcInsn(site);
      out.visitMethodInsn(Opcodes.INVOKESTATIC, AccessBridges.ARRAY_HOOKS, "cloned",
          "(Ljava/lang/Object;Ljava/lang/String;)V", false);
      return false;
    }
    if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System")
        && name.equals("arraycopy")) {
      out.visitLdcInsn(site);
      out.visitMethodInsn(Opcodes.INVOKESTATIC, AccessBridges.ARRAY_HOOKS, "arraycopy",
          "(Ljava/lang/Object;ILjava/lang/Object;IILjava/lang/String;)V", false);
      return true;
    }
    return false;
  }
}
