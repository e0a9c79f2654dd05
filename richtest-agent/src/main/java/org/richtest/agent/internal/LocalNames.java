package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The names of the local variables each reference store of a class's methods stores into, read
 * from the class's local-variable tables before it is rewritten: a method visitor meets a store
 * before the table that names its variable, so a report naming an object by the variable it was
 * stored in ({@code lock}) needs them first. A class compiled without them has none.
 */
final class LocalNames {

  /** Per method (name and descriptor), per {@code astore} in order: its slot and variable name. */
  private final Map<String, List<Store>> byMethod = new HashMap<>();

  private record Store(int slot, String name) {}

  private LocalNames() {}

  /** Reads the local-variable names of {@code reader}'s class. */
  static LocalNames of(ClassReader reader) {
    ClassNode type = new ClassNode(Opcodes.ASM9);
    reader.accept(type, ClassReader.SKIP_FRAMES);
    LocalNames names = new LocalNames();
    for (MethodNode method : type.methods) {
      names.byMethod.put(method.name + method.desc, stores(method));
    }
    return names;
  }

  /**
   * Returns a method's stores: a variable's scope starts at the instruction after the store that
   * initializes it, so the store's variable is the one of its slot whose scope starts at the label
   * that follows it.
   */
  private static List<Store> stores(MethodNode method) {
    List<Store> stores = new ArrayList<>();
    for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null;
        insn = insn.getNext()) {
      if (insn.getOpcode() == Opcodes.ASTORE) {
        int slot = ((VarInsnNode) insn).var;
        LabelNode after = labelAfter(insn);
        String name = "";
        if (after != null && method.localVariables != null) {
          for (LocalVariableNode variable : method.localVariables) {
            if (variable.index == slot && variable.start == after) {
              name = variable.name;
            }
          }
        }
        stores.add(new Store(slot, name));
      }
    }
    return stores;
  }

  /** Returns the label right after {@code insn}, before any further instruction, if any. */
  private static @Nullable LabelNode labelAfter(AbstractInsnNode insn) {
    for (AbstractInsnNode next = insn.getNext(); next != null && next.getOpcode() < 0;
        next = next.getNext()) {
      if (next instanceof LabelNode label) {
        return label;
      }
    }
    return null;
  }

  /**
   * Returns the name of the variable the {@code k}-th {@code astore} (from 0) of method {@code
   * method} (name and descriptor) stores into, if it is slot {@code slot}'s; empty if unknown.
   */
  String name(String method, int k, int slot) {
    List<Store> stores = byMethod.get(method);
    if (stores == null || k >= stores.size() || stores.get(k).slot() != slot) {
      return "";
    }
    return stores.get(k).name();
  }
}
