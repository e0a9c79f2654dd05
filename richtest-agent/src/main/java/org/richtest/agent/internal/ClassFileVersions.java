package org.richtest.agent.internal;

import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.JSRInlinerAdapter;

/**
 * What each class-file version allows the rewriting to write. Libraries still ship classes compiled
 * for Java 1.1 to 5 (versions 45 to 49): their subroutines ({@code jsr}/{@code ret}) cannot be given
 * stack frames, and a version below 49 has no class constant, which a rewritten {@code static
 * synchronized} method pushes as its lock. So subroutines are inlined into plain code, frames are
 * computed only from version 50 (Java 6) on, where the verifier requires them, and a version below
 * 49 is raised to 49: the same code, checked by the same type-inferencing verifier.
 */
final class ClassFileVersions {

  /** Java 5: the first version with class constants ({@code ldc} of a class). */
  private static final int CLASS_CONSTANTS = Opcodes.V1_5;

  /** Java 6: the first version whose verifier requires stack map frames. */
  private static final int FRAMES = Opcodes.V1_6;

  private ClassFileVersions() {}

  /** Returns the major version of the class file {@code reader} reads. */
  static int of(ClassReader reader) {
    return reader.readUnsignedShort(6);
  }

  /** Returns whether a class of major version {@code version} must carry stack map frames. */
  static boolean needsFrames(int version) {
    return version >= FRAMES;
  }

  /**
   * Returns a visitor that hands {@code next} the class with its subroutines inlined and its version
   * raised to take class constants.
   */
  static ClassVisitor normalizing(ClassVisitor next) {
    return new ClassVisitor(Opcodes.ASM9, next) {
      @Override
      public void visit(int version, int access, String name, @Nullable String signature,
          @Nullable String superName, String @Nullable [] interfaces) {
        int major = version & 0xFFFF;
        super.visit(major < CLASS_CONSTANTS ? CLASS_CONSTANTS : version, access, name, signature,
            superName, interfaces);
      }

      @Override
      public @Nullable MethodVisitor visitMethod(int access, String name, String descriptor,
          @Nullable String signature, String @Nullable [] exceptions) {
        MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
        return method == null ? null
            : new JSRInlinerAdapter(method, access, name, descriptor, signature, exceptions);
      }
    };
  }
}
