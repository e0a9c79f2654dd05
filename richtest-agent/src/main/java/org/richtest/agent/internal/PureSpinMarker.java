package org.richtest.agent.internal;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * Holds a method's code until its end, marks its {@link PureSpins pure spins} and passes it on:
 * before each pure spin's call, {@code SpinHooks.atPureSpin()}, so that the run applies the spin
 * rule to it by default; on each edge that enters a pure loop from outside, {@code
 * SpinHooks.enteredPureSpin()}, which ends the thread's streaks (docs/decisions.md, "Pure spins
 * by default"). An edge by fall-through gets the call in place; a jump from outside is sent through
 * a stub at the method's end that calls it and jumps on.
 */
final class PureSpinMarker extends MethodNode {

  static final String SPIN_HOOKS = "org/richtest/agent/runtime/SpinHooks";

  private final String owner;
  private final ClassHierarchy hierarchy;
  private final PureGetters getters;
  private final MethodVisitor next;

  PureSpinMarker(int access, String name, String descriptor, @Nullable String signature,
      String @Nullable [] exceptions, String owner, ClassHierarchy hierarchy, PureGetters getters,
      MethodVisitor next) {
    super(Opcodes.ASM9, access, name, descriptor, signature, exceptions);
    this.owner = owner;
    this.hierarchy = hierarchy;
    this.getters = getters;
    this.next = next;
  }

  @Override
  public void visitEnd() {
    super.visitEnd();
    mark(PureSpins.find(owner, this, hierarchy, getters));
    accept(next);
  }

  private void mark(PureSpins.Found found) {
    if (found.sites().isEmpty()) {
      return;
    }
    InsnList code = instructions;
    AbstractInsnNode[] byIndex = code.toArray();
    Map<LabelNode, LabelNode> stubs = new HashMap<>();
    Set<LabelNode> targeted = new HashSet<>();
    for (AbstractInsnNode insn : byIndex) {
      targeted.addAll(PureSpins.targets(insn));
    }
    for (TryCatchBlockNode block : tryCatchBlocks) {
      targeted.add(block.handler);
    }
    for (int[] loop : found.loops()) {
      int first = loop[0];
      int last = loop[1];
      if (fallsInto(byIndex, first, targeted)) {
        code.insertBefore(byIndex[first], entered());
      }
      for (int i = 0; i < byIndex.length; i++) {
        if (i < first || i > last) {
          retarget(byIndex[i], byIndex, first, last, stubs);
        }
      }
    }
    for (Map.Entry<LabelNode, LabelNode> stub : stubs.entrySet()) {
      code.add(stub.getValue());
      code.add(entered());
      code.add(new JumpInsnNode(Opcodes.GOTO, stub.getKey()));
    }
    for (AbstractInsnNode site : found.sites()) {
      code.insertBefore(site, new MethodInsnNode(
          Opcodes.INVOKESTATIC, SPIN_HOOKS, "atPureSpin", "()V", false));
    }
  }

  /**
   * Whether the code before instruction {@code first} can fall through to it: its last instruction
   * does, or a label between them is a jump's target.
   */
  private static boolean fallsInto(
      AbstractInsnNode[] byIndex, int first, Set<LabelNode> targeted) {
    for (int i = first - 1; i >= 0; i--) {
      if (byIndex[i] instanceof LabelNode label && targeted.contains(label)) {
        return true;
      }
      int opcode = byIndex[i].getOpcode();
      if (opcode >= 0) {
        return !(opcode == Opcodes.GOTO || opcode == Opcodes.ATHROW
            || opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN
            || opcode == Opcodes.TABLESWITCH || opcode == Opcodes.LOOKUPSWITCH);
      }
    }
    return true;
  }

  /** Sends the jumps of {@code insn} into the loop through the stubs that end the streaks. */
  private static void retarget(AbstractInsnNode insn, AbstractInsnNode[] byIndex, int first,
      int last, Map<LabelNode, LabelNode> stubs) {
    if (insn instanceof JumpInsnNode jump) {
      jump.label = stubbed(jump.label, byIndex, first, last, stubs);
    } else if (insn instanceof TableSwitchInsnNode table) {
      table.dflt = stubbed(table.dflt, byIndex, first, last, stubs);
      stubAll(table.labels, byIndex, first, last, stubs);
    } else if (insn instanceof LookupSwitchInsnNode lookup) {
      lookup.dflt = stubbed(lookup.dflt, byIndex, first, last, stubs);
      stubAll(lookup.labels, byIndex, first, last, stubs);
    }
  }

  private static void stubAll(List<LabelNode> labels, AbstractInsnNode[] byIndex, int first,
      int last, Map<LabelNode, LabelNode> stubs) {
    for (ListIterator<LabelNode> it = labels.listIterator(); it.hasNext(); ) {
      it.set(stubbed(it.next(), byIndex, first, last, stubs));
    }
  }

  private static LabelNode stubbed(LabelNode target, AbstractInsnNode[] byIndex, int first,
      int last, Map<LabelNode, LabelNode> stubs) {
    for (int i = first; i <= last; i++) {
      if (byIndex[i] == target) {
        return stubs.computeIfAbsent(target, t -> new LabelNode());
      }
    }
    return target;
  }

  private static MethodInsnNode entered() {
    return new MethodInsnNode(
        Opcodes.INVOKESTATIC, SPIN_HOOKS, "enteredPureSpin", "()V", false);
  }
}
