package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Finds a method's <em>pure spins</em>: the reads and compare-and-sets of atomics and the reads of
 * {@code volatile} fields inside a loop whose turns carry nothing from one to the next but what
 * those reads return, so that a turn that read the same writes as the last one would do exactly
 * what it did (docs/decisions.md, "Pure spins by default"). A loop is the code from a backward
 * branch's target to the branch; it is pure if it writes no field, array element or local that is
 * still needed at the read, reads only final and volatile fields, catches nothing and calls nothing
 * but the atomics' reads and a few methods without effects ({@code Thread.onSpinWait}); at the
 * read, the stack holds only its receiver and arguments, none made by a read in the loop. The
 * loop's entries from outside are returned too: the rewriting ends the thread's streaks there, so
 * that a read reached again through an outer loop, a caller or a caught exception never counts as
 * a repeat.
 */
final class PureSpins {

  /**
   * What was found: the calls to mark and the loops, each as the indexes of its first and last
   * instruction, whose entries end the streaks.
   */
  record Found(Set<AbstractInsnNode> sites, List<int[]> loops) {
    static final Found NONE = new Found(Set.of(), List.of());
  }

  private static final String ATOMIC = "java/util/concurrent/atomic/";

  private static final String TIMED_POLL =
      ".poll(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;";

  /** The atomics whose reads and compare-and-sets the spin rule handles. */
  private static final Set<String> ATOMICS = Set.of(
      ATOMIC + "AtomicBoolean", ATOMIC + "AtomicInteger", ATOMIC + "AtomicLong",
      ATOMIC + "AtomicReference", ATOMIC + "AtomicIntegerArray", ATOMIC + "AtomicLongArray",
      ATOMIC + "AtomicReferenceArray", ATOMIC + "AtomicIntegerFieldUpdater",
      ATOMIC + "AtomicLongFieldUpdater", ATOMIC + "AtomicReferenceFieldUpdater");

  /** Their calls that read, or write only by a compare-and-set or a {@code getAndSet}. */
  private static final Set<String> SPIN_CALLS = Set.of(
      "get", "getPlain", "getOpaque", "getAcquire", "intValue", "longValue", "compareAndSet",
      "weakCompareAndSet", "weakCompareAndSetPlain", "weakCompareAndSetVolatile",
      "weakCompareAndSetAcquire", "weakCompareAndSetRelease", "getAndSet");

  /**
   * Calls a pure loop may make besides: they change nothing a turn could see. A sleep advances the
   * logical clock, which a turn that read it would see as a new write (no fixed point), and is an
   * interruption point, whose check is an event that ends the streak where interrupts are
   * modelled; else it times out with nothing changed (docs/decisions.md, "Spin loops"). A timed
   * park or a blocking queue's timed {@code poll} is an event on its object: one that times out is
   * refused, the object as it was, and keeps the turn, which then waits for a write or for an event
   * of that object; one that does not time out ends the turn (its answer, null, is the same at every
   * timeout).
   */
  private static final Set<String> EFFECTLESS = Set.of(
      "java/lang/Thread.onSpinWait()V", "java/lang/Thread.yield()V",
      "java/lang/Boolean.booleanValue()Z", "java/lang/Integer.intValue()I",
      "java/lang/Long.longValue()J", "java/lang/Thread.sleep(J)V", "java/lang/Thread.sleep(JI)V",
      "java/util/concurrent/TimeUnit.sleep(J)V",
      "java/util/concurrent/locks/LockSupport.parkNanos(J)V",
      "java/util/concurrent/locks/LockSupport.parkNanos(Ljava/lang/Object;J)V",
      "java/util/concurrent/BlockingQueue" + TIMED_POLL,
      "java/util/concurrent/LinkedBlockingQueue" + TIMED_POLL,
      "java/util/concurrent/ArrayBlockingQueue" + TIMED_POLL);

  private final InsnList insns;
  private final ClassHierarchy hierarchy;
  /** Whether an instruction is a read the spin rule may apply to. */
  private final Predicate<AbstractInsnNode> site;
  private final Frame<SourceValue>[] frames;
  private final List<Set<Integer>> successors;
  private final Set<Integer> handlers = new HashSet<>();

  private PureSpins(MethodNode method, ClassHierarchy hierarchy, Predicate<AbstractInsnNode> site,
      Frame<SourceValue>[] frames, List<Set<Integer>> successors) {
    this.insns = method.instructions;
    this.hierarchy = hierarchy;
    this.site = site;
    this.frames = frames;
    this.successors = successors;
    for (TryCatchBlockNode block : method.tryCatchBlocks) {
      handlers.add(insns.indexOf(block.handler));
    }
  }

  /**
   * Returns the pure spins of {@code method} of class {@code owner}, whose calls of {@code getters}
   * count as their reads. A constructor's reads of {@code volatile} fields are left out: those
   * before its {@code super(...)} are not reported.
   */
  static Found find(
      String owner, MethodNode method, ClassHierarchy hierarchy, PureGetters getters) {
    FieldAccesses fields = new FieldAccesses(hierarchy);
    boolean constructor = method.name.equals("<init>");
    Predicate<AbstractInsnNode> site = insn -> spinCall(insn)
        || !constructor && (volatileRead(insn, fields) || getters.calledBy(insn));
    Map<Integer, Integer> loops = loops(method.instructions, site);
    if (loops.isEmpty()) {
      return Found.NONE;
    }
    List<Set<Integer>> successors = new ArrayList<>();
    for (int i = 0; i < method.instructions.size(); i++) {
      successors.add(new HashSet<>());
    }
    Analyzer<SourceValue> analyzer = new Analyzer<>(new SourceInterpreter()) {
      @Override
      protected void newControlFlowEdge(int insn, int successor) {
        successors.get(insn).add(successor);
      }

      @Override
      protected boolean newControlFlowExceptionEdge(int insn, int successor) {
        successors.get(insn).add(successor);
        return true;
      }
    };
    Frame<SourceValue>[] frames;
    try {
      frames = analyzer.analyze(owner, method);
    } catch (AnalyzerException | RuntimeException unanalyzable) {
      return Found.NONE;
    }
    return new PureSpins(method, hierarchy, site, frames, successors).find(loops);
  }

  /**
   * Returns the method's loops if it has a read a pure spin may have, each as its first
   * instruction's index (a backward branch's target) and its last's (the furthest branch back).
   */
  private static Map<Integer, Integer> loops(InsnList insns, Predicate<AbstractInsnNode> site) {
    Map<Integer, Integer> loops = new TreeMap<>();
    boolean calls = false;
    for (int j = 0; j < insns.size(); j++) {
      AbstractInsnNode insn = insns.get(j);
      calls |= site.test(insn);
      for (LabelNode target : targets(insn)) {
        int h = insns.indexOf(target);
        if (h <= j) {
          loops.merge(h, j, Math::max);
        }
      }
    }
    return calls ? loops : Map.of();
  }

  /** Returns the labels {@code insn} may jump to. */
  static List<LabelNode> targets(AbstractInsnNode insn) {
    if (insn instanceof JumpInsnNode jump) {
      return List.of(jump.label);
    }
    List<LabelNode> targets = new ArrayList<>();
    if (insn instanceof TableSwitchInsnNode table) {
      targets.add(table.dflt);
      targets.addAll(table.labels);
    } else if (insn instanceof LookupSwitchInsnNode lookup) {
      targets.add(lookup.dflt);
      targets.addAll(lookup.labels);
    }
    return targets;
  }

  private Found find(Map<Integer, Integer> loops) {
    Set<AbstractInsnNode> sites = new HashSet<>();
    List<int[]> pureLoops = new ArrayList<>();
    for (Map.Entry<Integer, Integer> loop : loops.entrySet()) {
      int first = loop.getKey();
      int last = loop.getValue();
      if (!pure(first, last)) {
        continue;
      }
      boolean marked = false;
      for (int s = first; s <= last; s++) {
        AbstractInsnNode insn = insns.get(s);
        if (site.test(insn) && sameAtEveryTurn(s, first, last)) {
          sites.add(insn);
          marked = true;
        }
      }
      if (marked) {
        pureLoops.add(new int[] {first, last});
      }
    }
    return sites.isEmpty() ? Found.NONE : new Found(sites, pureLoops);
  }

  /** Whether every instruction of the loop is one a pure loop may have. */
  private boolean pure(int first, int last) {
    for (int i = first; i <= last; i++) {
      if (handlers.contains(i) || !allowed(insns.get(i))) {
        return false;
      }
    }
    return true;
  }

  private boolean allowed(AbstractInsnNode insn) {
    int opcode = insn.getOpcode();
    return switch (insn.getType()) {
      case AbstractInsnNode.LABEL, AbstractInsnNode.LINE, AbstractInsnNode.FRAME,
           AbstractInsnNode.IINC_INSN, AbstractInsnNode.LDC_INSN,
           AbstractInsnNode.TABLESWITCH_INSN, AbstractInsnNode.LOOKUPSWITCH_INSN -> true;
      case AbstractInsnNode.INSN -> !(opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD)
          && !(opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE)
          && opcode != Opcodes.MONITORENTER && opcode != Opcodes.MONITOREXIT;
      case AbstractInsnNode.INT_INSN -> opcode != Opcodes.NEWARRAY;
      case AbstractInsnNode.VAR_INSN -> opcode != Opcodes.RET;
      case AbstractInsnNode.TYPE_INSN ->
          opcode == Opcodes.CHECKCAST || opcode == Opcodes.INSTANCEOF;
      case AbstractInsnNode.FIELD_INSN -> (opcode == Opcodes.GETFIELD
          || opcode == Opcodes.GETSTATIC)
          && (finalField((FieldInsnNode) insn) || site.test(insn));
      case AbstractInsnNode.METHOD_INSN -> site.test(insn) || EFFECTLESS.contains(
          ((MethodInsnNode) insn).owner + "." + ((MethodInsnNode) insn).name
              + ((MethodInsnNode) insn).desc);
      case AbstractInsnNode.JUMP_INSN -> opcode != Opcodes.JSR;
      default -> false;
    };
  }

  /** Whether a field is final: another thread's write of any other field is no event here. */
  private boolean finalField(FieldInsnNode field) {
    ClassHierarchy.Field declared = hierarchy.field(field.owner, field.name);
    return declared != null && (declared.access() & Opcodes.ACC_FINAL) != 0;
  }

  /**
   * Whether {@code insn} reads a {@code volatile} field whose read is an event: the read is the
   * spin's, as an atomic's {@code get} is.
   */
  private static boolean volatileRead(AbstractInsnNode insn, FieldAccesses fields) {
    return insn instanceof FieldInsnNode field
        && (field.getOpcode() == Opcodes.GETFIELD || field.getOpcode() == Opcodes.GETSTATIC)
        && fields.volatileRead(field.owner, field.name);
  }

  static boolean spinCall(AbstractInsnNode insn) {
    return insn instanceof MethodInsnNode call && call.getOpcode() != Opcodes.INVOKESTATIC
        && ATOMICS.contains(call.owner) && SPIN_CALLS.contains(call.name);
  }

  /**
   * Whether the frame at the call at {@code s} is the same at every turn of the loop: no local
   * needed from there on was stored in the loop, and the stack holds only the call's receiver and
   * arguments, made in the loop from nothing but constants, final fields and such locals.
   */
  private boolean sameAtEveryTurn(int s, int first, int last) {
    Frame<SourceValue> frame = frames[s];
    if (frame == null) {
      return false;
    }
    AbstractInsnNode at = insns.get(s);
    int receiver = at.getOpcode() == Opcodes.GETSTATIC
        || at.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1;
    int operands = at instanceof MethodInsnNode call
        ? Type.getArgumentTypes(call.desc).length + receiver
        : receiver;
    if (frame.getStackSize() != operands) {
      return false;
    }
    for (int i = 0; i < frame.getStackSize(); i++) {
      if (!invariant(frame.getStack(i), first, last, new HashSet<>())) {
        return false;
      }
    }
    for (int local = 0; local < frame.getLocals(); local++) {
      if (storedIn(frame.getLocal(local), first, last) && live(local, s)) {
        return false;
      }
    }
    return true;
  }

  private boolean storedIn(SourceValue value, int first, int last) {
    for (AbstractInsnNode insn : value.insns) {
      int at = insns.indexOf(insn);
      if (at >= first && at <= last) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code value} is the same at every turn: made outside the loop or from such values. */
  private boolean invariant(SourceValue value, int first, int last, Set<AbstractInsnNode> seen) {
    for (AbstractInsnNode insn : value.insns) {
      int at = insns.indexOf(insn);
      if (at < first || at > last) {
        continue;
      }
      if (!seen.add(insn) || !madeInvariant(insn, at, first, last, seen)) {
        return false;
      }
    }
    return true;
  }

  private boolean madeInvariant(
      AbstractInsnNode insn, int at, int first, int last, Set<AbstractInsnNode> seen) {
    int opcode = insn.getOpcode();
    Frame<SourceValue> before = frames[at];
    if (before == null) {
      return false;
    }
    if (opcode >= Opcodes.ACONST_NULL && opcode <= Opcodes.LDC) {
      return true;
    }
    if (opcode == Opcodes.GETSTATIC) {
      return finalField((FieldInsnNode) insn);
    }
    if (opcode == Opcodes.GETFIELD && !finalField((FieldInsnNode) insn)) {
      return false;
    }
    if (opcode >= Opcodes.ILOAD && opcode <= Opcodes.ALOAD) {
      return !storedIn(before.getLocal(((VarInsnNode) insn).var), first, last);
    }
    if (opcode == Opcodes.GETFIELD || opcode == Opcodes.CHECKCAST || opcode == Opcodes.DUP) {
      return invariant(before.getStack(before.getStackSize() - 1), first, last, seen);
    }
    return false;
  }

  /** Whether local {@code local} may be read after instruction {@code s} before it is stored. */
  private boolean live(int local, int s) {
    Set<Integer> seen = new HashSet<>();
    List<Integer> pending = new ArrayList<>(successors.get(s));
    while (!pending.isEmpty()) {
      int at = pending.remove(pending.size() - 1);
      if (!seen.add(at)) {
        continue;
      }
      AbstractInsnNode insn = insns.get(at);
      if (insn instanceof IincInsnNode iinc && iinc.var == local) {
        return true;
      }
      if (insn instanceof VarInsnNode var) {
        boolean load = var.getOpcode() >= Opcodes.ILOAD && var.getOpcode() <= Opcodes.ALOAD;
        boolean wide = var.getOpcode() == Opcodes.LLOAD || var.getOpcode() == Opcodes.DLOAD;
        if (load && (var.var == local || wide && var.var == local - 1)) {
          return true;
        }
        if (!load && var.var == local) {
          continue;
        }
      }
      pending.addAll(successors.get(at));
    }
    return false;
  }
}
