package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The names of the local variables each reference store of a class's methods stores into, read
 * from the class's local-variable tables before it is rewritten: a method visitor meets a store
 * before the table that names its variable, so a report naming an object by the variable it was
 * stored in ({@code lock}) needs them first. A class compiled without them has none.
 */
final class LocalNames {

  private final Map<String, List<String>> byMethod = new HashMap<>();

  private LocalNames() {}

  /** Reads the local-variable names of {@code reader}'s class. */
  static LocalNames of(ClassReader reader) {
    LocalNames names = new LocalNames();
    reader.accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor,
          @Nullable String signature, String @Nullable [] exceptions) {
        return names.new Stores(name + descriptor);
      }
    }, ClassReader.SKIP_FRAMES);
    return names;
  }

  /**
   * Returns the name of the variable the {@code k}-th {@code astore} (from 0) of method {@code
   * method} (name and descriptor) stores into, if it is slot {@code slot}'s; empty if unknown.
   */
  String name(String method, int k, int slot) {
    List<String> stores = byMethod.get(method);
    if (stores == null || k >= stores.size()) {
      return "";
    }
    String entry = stores.get(k);
    int at = entry.indexOf(' ');
    return entry.substring(0, at).equals(Integer.toString(slot)) ? entry.substring(at + 1) : "";
  }

  /**
   * Collects one method's stores: a variable's scope starts at the instruction after the store
   * that initializes it, so the store's variable is the one of its slot whose scope starts at the
   * label that follows it.
   */
  private final class Stores extends MethodVisitor {
    private final String method;
    private final List<Integer> slots = new ArrayList<>();
    private final List<@Nullable Label> following = new ArrayList<>();
    private final Map<Label, Map<Integer, String>> startingAt = new HashMap<>();
    private boolean afterStore;

    Stores(String method) {
      super(Opcodes.ASM9);
      this.method = method;
    }

    @Override
    public void visitVarInsn(int opcode, int slot) {
      afterStore = opcode == Opcodes.ASTORE;
      if (afterStore) {
        slots.add(slot);
        following.add(null);
      }
    }

    @Override
    public void visitLabel(Label label) {
      if (afterStore) {
        following.set(following.size() - 1, label);
        afterStore = false;
      }
    }

    @Override
    public void visitInsn(int opcode) {
      afterStore = false;
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
      afterStore = false;
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
      afterStore = false;
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
      afterStore = false;
    }

    @Override
    public void visitMethodInsn(
        int opcode, String owner, String name, String descriptor, boolean isInterface) {
      afterStore = false;
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap,
        Object... arguments) {
      afterStore = false;
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
      afterStore = false;
    }

    @Override
    public void visitLdcInsn(Object value) {
      afterStore = false;
    }

    @Override
    public void visitIincInsn(int slot, int increment) {
      afterStore = false;
    }

    @Override
    public void visitLocalVariable(String name, String descriptor, @Nullable String signature,
        Label start, Label end, int slot) {
      startingAt.computeIfAbsent(start, l -> new HashMap<>()).put(slot, name);
    }

    @Override
    public void visitEnd() {
      List<String> names = new ArrayList<>(slots.size());
      for (int k = 0; k < slots.size(); k++) {
        Label label = following.get(k);
        Map<Integer, String> vars = label == null ? null : startingAt.get(label);
        String name = vars == null ? null : vars.get(slots.get(k));
        names.add(slots.get(k) + " " + (name == null ? "" : name));
      }
      byMethod.put(method, names);
    }
  }
}
