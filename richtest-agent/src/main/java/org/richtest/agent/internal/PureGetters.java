package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * A class's <em>pure getters</em>: methods without parameters that no subclass can override
 * (static, private or final) whose whole body returns one read of a {@code volatile} field or one
 * read of an atomic in a final field ({@code boolean isDone() { return done; }}). A pure spin may
 * call them, marked as the read itself (docs/decisions.md, "Pure spins by default"): the call's
 * one event is that read. Found before the class is rewritten, since a loop may call a getter
 * declared after it; only the class's own methods, so that no other class file is read.
 */
final class PureGetters {

  static final PureGetters NONE = new PureGetters("", Map.of());

  private final String owner;
  /** Each getter's name and descriptor, to whether it is static. */
  private final Map<String, Boolean> getters;

  private PureGetters(String owner, Map<String, Boolean> getters) {
    this.owner = owner;
    this.getters = getters;
  }

  /** Reads the pure getters of {@code reader}'s class. */
  static PureGetters of(ClassReader reader, ClassHierarchy hierarchy) {
    int classAccess = reader.getAccess();
    Map<String, MethodNode> candidates = new HashMap<>();
    reader.accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public @Nullable MethodVisitor visitMethod(int access, String name, String descriptor,
          @Nullable String signature, String @Nullable [] exceptions) {
        if (!candidate(classAccess, access, name, descriptor)) {
          return null;
        }
        MethodNode method = new MethodNode(access, name, descriptor, signature, exceptions);
        candidates.put(name + descriptor, method);
        return method;
      }
    }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    return of(reader.getClassName(), classAccess, candidates.values(), hierarchy);
  }

  /** Returns the pure getters among {@code methods} of class {@code owner}. */
  static PureGetters of(String owner, int classAccess, Iterable<MethodNode> methods,
      ClassHierarchy hierarchy) {
    FieldAccesses fields = new FieldAccesses(hierarchy);
    Map<String, Boolean> getters = new HashMap<>();
    for (MethodNode method : methods) {
      boolean isStatic = (method.access & Opcodes.ACC_STATIC) != 0;
      if (candidate(classAccess, method.access, method.name, method.desc)
          && readsOnly(code(method), isStatic, fields, hierarchy)) {
        getters.put(method.name + method.desc, isStatic);
      }
    }
    return getters.isEmpty() ? NONE : new PureGetters(owner, Map.copyOf(getters));
  }

  /**
   * Whether {@code insn} calls one of the getters, resolved to exactly it: a call naming this
   * class, static for a static getter.
   */
  boolean calledBy(AbstractInsnNode insn) {
    if (!(insn instanceof MethodInsnNode call) || !call.owner.equals(owner)) {
      return false;
    }
    Boolean isStatic = getters.get(call.name + call.desc);
    return isStatic != null && isStatic == (call.getOpcode() == Opcodes.INVOKESTATIC);
  }

  /**
   * Whether a method may be a pure getter: no parameters, a body, no monitor, and no override
   * (static, private, final or of a final class), so that a call naming the class runs it.
   */
  private static boolean candidate(int classAccess, int access, String name, String descriptor) {
    boolean fixed = (classAccess & Opcodes.ACC_FINAL) != 0
        || (access & (Opcodes.ACC_STATIC | Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL)) != 0;
    return fixed && descriptor.startsWith("()") && !name.startsWith("<")
        && (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE | Opcodes.ACC_SYNCHRONIZED)) == 0;
  }

  private static List<AbstractInsnNode> code(MethodNode method) {
    List<AbstractInsnNode> code = new ArrayList<>();
    for (AbstractInsnNode insn : method.instructions) {
      if (insn.getOpcode() >= 0) {
        code.add(insn);
      }
    }
    return code;
  }

  /**
   * Whether {@code code} is {@code [aload 0] get<volatile> return} or {@code [aload 0] get<final>
   * invoke<atomic read> return}, the field of {@code this} or static as the method is.
   */
  private static boolean readsOnly(List<AbstractInsnNode> code, boolean isStatic,
      FieldAccesses fields, ClassHierarchy hierarchy) {
    int at = 0;
    if (!isStatic) {
      if (code.isEmpty() || !(code.get(0) instanceof VarInsnNode load)
          || load.getOpcode() != Opcodes.ALOAD || load.var != 0) {
        return false;
      }
      at = 1;
    }
    if (code.size() < at + 2 || !(code.get(at) instanceof FieldInsnNode field)
        || field.getOpcode() != (isStatic ? Opcodes.GETSTATIC : Opcodes.GETFIELD)) {
      return false;
    }
    int returned = code.size() - 1;
    int opcode = code.get(returned).getOpcode();
    if (opcode < Opcodes.IRETURN || opcode > Opcodes.ARETURN) {
      return false;
    }
    if (returned == at + 1) {
      return fields.volatileRead(field.owner, field.name);
    }
    ClassHierarchy.@Nullable Field declared = hierarchy.field(field.owner, field.name);
    return returned == at + 2 && declared != null && (declared.access() & Opcodes.ACC_FINAL) != 0
        && PureSpins.spinCall(code.get(at + 1))
        && ((MethodInsnNode) code.get(at + 1)).desc.startsWith("()");
  }
}
