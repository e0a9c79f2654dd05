package org.richtest.agent.internal;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Rewrites the concurrency of one method body (JDK type names, before remapping):
 *
 * <ul>
 *   <li>{@code monitorenter}/{@code monitorexit} ask {@code Hooks} first: under an exploration the
 *       object's modelled monitor is taken instead of the real one, outside one the instruction runs
 *       as before;
 *   <li>{@code wait}, {@code notify}, {@code notifyAll} and the {@code Thread} operations ({@code
 *       start}, {@code join}, {@code sleep}, {@code currentThread}, …) become calls of {@code Hooks},
 *       which do the modelled thing under an exploration and the original outside;
 *   <li>every object the method allocates is reported to {@code Hooks}, which names it by its
 *       allocating thread, so that its monitor's line has the same name in every run; one stored
 *       at once in a field or a named local variable is reported again with that name and the
 *       allocation's source line ({@code Hooks.stored}), so that reports can say which object
 *       of the program a line is;
 *   <li>a use of a class RichTest does not model is preceded by a check that fails under an
 *       exploration, naming the class, the method and the call site;
 *   <li>{@code toCompletableFuture()} returns the drop-in ({@code Hooks.toCompletableFuture});
 *   <li>{@code Collections.synchronizedList} and its kin make wrappers on a modelled monitor
 *       ({@code SynchronizedCollections});
 *   <li>{@code AtomicIntegerFieldUpdater.newUpdater} and its kin make updaters whose operations
 *       are events on the field's variable ({@link FieldUpdaterCalls});
 *   <li>a call of a method a drop-in lacks, or of a JDK method that takes or returns a class the
 *       drop-ins replace, goes to a bridge that throws, saying so;
 *   <li>a field access is reported first ({@link FieldAccesses}), except in a constructor before
 *       its {@code super(...)} or {@code this(...)} call;
 *   <li>an array element's load or store, a clone or copy of an array, and a call that may reach an
 *       object of a JDK class that is not thread-safe are reported first ({@link ArrayAccesses},
 *       {@link AccessBridges}).
 * </ul>
 */
final class ConcurrencyMethodVisitor extends MethodVisitor {

  static final String HOOKS = "org/richtest/agent/runtime/Hooks";
  static final String CLOCK_HOOKS = "org/richtest/agent/runtime/ClockHooks";

  private static final String THREAD = "java/lang/Thread";
  private static final String LAMBDA_METAFACTORY = "java/lang/invoke/LambdaMetafactory";

  private static final String TIMER_TASK = "java/util/TimerTask";

  private static final String CONDITION = "java/util/concurrent/locks/Condition";

  private static final String COMPLETION_STAGE = "java/util/concurrent/CompletionStage";

  private static final String COMPLETABLE_FUTURE = "java/util/concurrent/CompletableFuture";

  /** Classes whose use an exploration cannot control, so that it fails instead of running blind. */
  private static final List<String> NOT_MODELLED = List.of(
      "java/util/concurrent/LinkedBlockingDeque",
      "java/util/concurrent/PriorityBlockingQueue", "java/util/concurrent/DelayQueue",
      "java/util/concurrent/LinkedTransferQueue",
      // Thread-safe by their own CAS, which no event marks: run blind, a lost update on them
      // would pass unexplored (found by a review).
      "java/lang/invoke/VarHandle", "sun/misc/Unsafe", "jdk/internal/misc/Unsafe");

  /** Where {@code Collections.synchronizedList} and its kin go: wrappers on a modelled monitor. */
  private static final String SYNCHRONIZED_COLLECTIONS =
      "org/richtest/agent/runtime/SynchronizedCollections";

  private static final Set<String> SYNCHRONIZED_WRAPPERS = Set.of(
      "synchronizedCollection", "synchronizedList", "synchronizedSet", "synchronizedSortedSet",
      "synchronizedNavigableSet", "synchronizedMap", "synchronizedSortedMap",
      "synchronizedNavigableMap");

  private static final Set<String> STREAMS = Set.of(
      "java/util/stream/BaseStream", "java/util/stream/Stream", "java/util/stream/IntStream",
      "java/util/stream/LongStream", "java/util/stream/DoubleStream");

  private final ConcurrencyClassVisitor owner;
  private final boolean staticInitializer;
  private final String methodName;
  /** The types of the objects allocated and not yet constructed, and whether each was DUPed. */
  private final Deque<String> pendingNew = new ArrayDeque<>();
  private final Deque<Boolean> pendingDup = new ArrayDeque<>();
  private final Deque<Integer> pendingLine = new ArrayDeque<>();
  /** The object just constructed and left on the stack, as {@code Type made at File.java:12}. */
  private @Nullable String made;
  /** The method's name and descriptor, and how many {@code astore}s it has passed. */
  private final String method;
  private int stores;
  private boolean afterNew;
  /** False in a constructor until its {@code super(...)} or {@code this(...)} call. */
  private boolean thisInitialized;
  private int line;

  ConcurrencyMethodVisitor(
      MethodVisitor next, ConcurrencyClassVisitor owner, String methodName, String descriptor) {
    super(Opcodes.ASM9, next);
    this.owner = owner;
    this.methodName = methodName;
    this.method = methodName + descriptor;
    this.staticInitializer = methodName.equals("<clinit>");
    this.thisInitialized = !methodName.equals("<init>");
  }

  @Override
  public void visitFieldInsn(int opcode, String type, String name, String descriptor) {
    afterNew = false;
    if ((opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC)
        && !descriptor.startsWith("[")) {
      stored(simpleName(type) + "." + name);
    }
    made = null;
    if (thisInitialized) {
      owner.fields().before(mv, opcode, type, name, descriptor, site());
    }
    super.visitFieldInsn(opcode, type, name, descriptor);
  }

  @Override
  public void visitLineNumber(int lineNumber, Label start) {
    this.line = lineNumber;
    super.visitLineNumber(lineNumber, start);
  }

  @Override
  public void visitTypeInsn(int opcode, String type) {
    made = null;
    if (opcode == Opcodes.NEW) {
      checkModelled(type, "<init>");
      pendingNew.push(type);
      pendingDup.push(false);
      pendingLine.push(line);
      super.visitTypeInsn(opcode, type);
      afterNew = true;
      return;
    }
    super.visitTypeInsn(opcode, type);
    afterNew = false;
  }

  @Override
  public void visitInsn(int opcode) {
    made = null;
    if (opcode == Opcodes.DUP && afterNew) {
      pendingDup.pop();
      pendingDup.push(true);
    }
    afterNew = false;
    if (opcode == Opcodes.MONITORENTER || opcode == Opcodes.MONITOREXIT) {
      monitor(opcode);
      return;
    }
    if (ArrayAccesses.isElementAccess(opcode)) {
      ArrayAccesses.beforeElement(mv, opcode, site());
    }
    super.visitInsn(opcode);
  }

  /** {@code if (!Hooks.monitorEnter(lock)) monitorenter lock; else pop}, and the same for exit. */
  private void monitor(int opcode) {
    Label real = new Label();
    Label done = new Label();
    super.visitInsn(Opcodes.DUP);
    super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS,
        opcode == Opcodes.MONITORENTER ? "monitorEnter" : "monitorExit",
        "(Ljava/lang/Object;)Z", false);
    super.visitJumpInsn(Opcodes.IFEQ, real);
    super.visitInsn(Opcodes.POP);
    super.visitJumpInsn(Opcodes.GOTO, done);
    super.visitLabel(real);
    super.visitInsn(opcode);
    super.visitLabel(done);
  }

  @Override
  public void visitMethodInsn(
      int opcode, String type, String name, String descriptor, boolean isInterface) {
    afterNew = false;
    made = null;
    if (opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
      thisInitialized |= pendingNew.isEmpty();
      copiedArgument(type, descriptor);
      super.visitMethodInsn(opcode, type, name, descriptor, isInterface);
      constructed(type);
      return;
    }
    if (objectMonitorMethod(opcode, name, descriptor)
        || threadMethod(opcode, type, name, descriptor)
        || HookedMethods.timeUnitCall(mv, opcode, type, name, descriptor)
        || HookedMethods.clockRead(mv, opcode, type, name + descriptor)
        || HookedMethods.threadBuilderCall(mv, opcode, type, name, descriptor)
        || timerTaskCancel(opcode, type, name, descriptor)
        || TestToolCalls.assertTimeoutPreemptively(mv, opcode, type, name, descriptor)) {
      return;
    }
    if (toCompletableFuture(opcode, type, name, descriptor)) {
      return;
    }
    if (opcode == Opcodes.INVOKESTATIC && type.equals("java/util/Collections")
        && SYNCHRONIZED_WRAPPERS.contains(name)) {
      super.visitMethodInsn(opcode, SYNCHRONIZED_COLLECTIONS, name, descriptor, false);
      return;
    }
    if (FieldUpdaterCalls.redirect(mv, opcode, type, name, descriptor)) {
      return;
    }
    checkModelled(type, name);
    if (name.equals("newCondition") && descriptor.endsWith(")L" + CONDITION + ";")) {
      super.visitMethodInsn(opcode, type, name, descriptor, isInterface);
      made = "Condition made at " + owner.sourceFile() + ":" + line;
      return;
    }
    if (parallelStream(type, name)) {
      notModelled("parallel streams (" + type.replace('/', '.') + "." + name + ")");
    }
    String method = type.replace('/', '.') + "." + name;
    String dropIn = owner.types().dropIn(type);
    if (dropIn != null && opcode != Opcodes.INVOKESPECIAL
        && !owner.types().has(dropIn, name, remapped(descriptor))) {
      bridge(opcode, type, descriptor, method + " is not modelled by RichTest's drop-in "
          + dropIn.replace('/', '.') + " (called at " + site() + "); use a method the drop-in "
          + "has, or leave this class out of the agent's rewriting");
      return;
    }
    if (dropIn == null && jdkClass(type) && !remapped(descriptor).equals(descriptor)) {
      bridge(opcode, type, descriptor, method + " takes or returns a java.util.concurrent class "
          + "that the agent replaces by RichTest's drop-in in rewritten code, so it cannot be "
          + "called there (called at " + site() + "); leave this class out of the agent's "
          + "rewriting");
      return;
    }
    if (ArrayAccesses.beforeCall(mv, opcode, type, name, descriptor, site())) {
      return;
    }
    String bridge = owner.isInterface()
        ? null
        : owner.accessBridges().bridge(opcode, type, name, descriptor, isInterface);
    if (bridge != null) {
      super.visitLdcInsn(site());
      super.visitMethodInsn(Opcodes.INVOKESTATIC, owner.className(), bridge,
          AccessBridges.bridgeDescriptor(opcode, type, descriptor), false);
      return;
    }
    super.visitMethodInsn(opcode, type, name, descriptor, isInterface);
  }

  /**
   * Before a copy constructor of a class that is not thread-safe ({@code new ArrayList<>(c)}),
   * reports the read of the collection it copies.
   */
  private void copiedArgument(String type, String descriptor) {
    Type[] parameters = Type.getArgumentTypes(descriptor);
    if (parameters.length == 1 && NotThreadSafeCalls.copiesInConstructor(type)
        && NotThreadSafeCalls.readsArgument(parameters[0].getDescriptor())) {
      super.visitInsn(Opcodes.DUP);
      super.visitLdcInsn(NotThreadSafeCalls.callName(type, "<init>"));
      super.visitLdcInsn(site());
      super.visitMethodInsn(Opcodes.INVOKESTATIC, AccessBridges.CALL_HOOKS, "argument",
          "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", false);
    }
  }

  /** Calls a new bridge method that throws {@code message} instead of {@code type}'s method. */
  private void bridge(int opcode, String type, String descriptor, String message) {
    String bridge = owner.bridge(opcode, type, descriptor, message);
    String bridgeDescriptor = opcode == Opcodes.INVOKESTATIC
        ? descriptor
        : "(L" + type + ";" + descriptor.substring(1);
    super.visitMethodInsn(Opcodes.INVOKESTATIC, owner.className(), bridge, bridgeDescriptor, false);
  }

  /**
   * {@code stage.toCompletableFuture()} becomes {@code Hooks.toCompletableFuture(stage)}: the JDK
   * method returns a JDK future, where rewritten code holds RichTest's drop-in.
   */
  private boolean toCompletableFuture(int opcode, String type, String name, String descriptor) {
    if ((opcode != Opcodes.INVOKEVIRTUAL && opcode != Opcodes.INVOKEINTERFACE)
        || !name.equals("toCompletableFuture")
        || !descriptor.equals("()L" + COMPLETABLE_FUTURE + ";")
        || !(type.equals(COMPLETION_STAGE) || type.equals(COMPLETABLE_FUTURE))
        || !owner.remaps(COMPLETABLE_FUTURE)) {
      return false;
    }
    super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "toCompletableFuture",
        "(L" + COMPLETION_STAGE + ";)L" + owner.types().dropIn(COMPLETABLE_FUTURE) + ";", false);
    return true;
  }

  private static boolean jdkClass(String type) {
    return type.startsWith("java/") || type.startsWith("javax/") || type.startsWith("jdk/");
  }

  /** Reports an object whose constructor just returned, if its reference was kept on the stack. */
  private void constructed(String type) {
    if (pendingNew.isEmpty() || !pendingNew.peek().equals(type)) {
      return;
    }
    pendingNew.pop();
    int madeAt = pendingLine.pop();
    if (pendingDup.pop()) {
      made = simpleName(type) + " made at " + owner.sourceFile() + ":" + madeAt;
      super.visitInsn(Opcodes.DUP);
      if (staticInitializer) {
        super.visitLdcInsn(owner.className().replace('/', '.'));
        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "allocatedStatic",
            "(Ljava/lang/Object;Ljava/lang/String;)V", false);
      } else {
        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "allocated",
            "(Ljava/lang/Object;)V", false);
      }
    }
  }

  /**
   * Reports the object just constructed, on the stack, as stored in {@code label}: {@code
   * Hooks.stored(object, label, made)}, the stack left as it was.
   */
  private void stored(String label) {
    if (made == null || label.isEmpty() || staticInitializer) {
      return;
    }
    super.visitInsn(Opcodes.DUP);
    super.visitLdcInsn(label);
    super.visitLdcInsn(made);
    super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "stored",
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", false);
    made = null;
  }

  @Override
  public void visitVarInsn(int opcode, int slot) {
    afterNew = false;
    if (opcode == Opcodes.ASTORE) {
      stored(owner.localNames().name(method, stores++, slot));
    }
    made = null;
    super.visitVarInsn(opcode, slot);
  }

  @Override
  public void visitJumpInsn(int opcode, Label label) {
    made = null;
    super.visitJumpInsn(opcode, label);
  }

  @Override
  public void visitLdcInsn(Object value) {
    made = null;
    super.visitLdcInsn(value);
  }

  @Override
  public void visitIntInsn(int opcode, int operand) {
    made = null;
    super.visitIntInsn(opcode, operand);
  }

  /** Returns a class's name without its package, nested classes joined by dots: {@code Bank.Account}. */
  private static String simpleName(String type) {
    return type.substring(type.lastIndexOf('/') + 1).replace('$', '.');
  }

  private boolean objectMonitorMethod(int opcode, String name, String descriptor) {
    if (opcode != Opcodes.INVOKEVIRTUAL && opcode != Opcodes.INVOKEINTERFACE) {
      return false;
    }
    HookedMethods.Hook hook = HookedMethods.objectHook(name + descriptor);
    if (hook == null) {
      return false;
    }
    super.visitMethodInsn(Opcodes.INVOKESTATIC, hook.owner(), hook.name(),
        "(Ljava/lang/Object;" + descriptor.substring(1), false);
    return true;
  }

  private boolean threadMethod(int opcode, String type, String name, String descriptor) {
    if (opcode == Opcodes.INVOKESTATIC && type.equals(THREAD)) {
      HookedMethods.Hook hook = HookedMethods.staticThreadHook(name + descriptor);
      if (hook == null) {
        if (name.equals("startVirtualThread") || name.equals("ofVirtual")) {
          notModelled("java.lang.Thread." + name + " (start threads with new Thread(...).start())");
        }
        return false;
      }
      super.visitMethodInsn(Opcodes.INVOKESTATIC, hook.owner(), hook.name(), descriptor, false);
      return true;
    }
    if (opcode != Opcodes.INVOKEVIRTUAL || !owner.hierarchy().isSubclass(type, THREAD)) {
      return false;
    }
    HookedMethods.Hook hook = HookedMethods.threadHook(name + descriptor);
    if (hook == null) {
      return false;
    }
    super.visitMethodInsn(Opcodes.INVOKESTATIC, hook.owner(), hook.name(),
        "(Ljava/lang/Thread;" + descriptor.substring(1), false);
    return true;
  }

  /**
   * A method reference to a hooked method ({@code forEach(Thread::start)}, {@code Object::notify})
   * is bound to its hook, and one to a call on an object that is not thread-safe ({@code
   * map::put}) to the bridge that reports it: the lambda factory would call the JDK method itself,
   * which the rewriting of calls never sees. (A serializable lambda, made by {@code altMetafactory},
   * keeps its method: its deserialization compares the method's name.)
   */
  @Override
  public void visitInvokeDynamicInsn(
      String name, String descriptor, Handle bootstrap, Object... arguments) {
    made = null;
    Object[] bound = arguments.clone();
    for (int i = 0; i < bound.length; i++) {
      if (bound[i] instanceof Handle handle) {
        Handle hooked = HookedMethods.hooked(handle, owner.hierarchy());
        bound[i] = hooked == handle && LAMBDA_METAFACTORY.equals(bootstrap.getOwner())
            && bootstrap.getName().equals("metafactory") ? accessBridged(handle) : hooked;
      }
    }
    super.visitInvokeDynamicInsn(name, descriptor, bootstrap, bound);
  }

  /** Returns the handle of the bridge that reports a referenced call, or {@code handle}. */
  private Handle accessBridged(Handle handle) {
    int opcode = switch (handle.getTag()) {
      case Opcodes.H_INVOKEVIRTUAL -> Opcodes.INVOKEVIRTUAL;
      case Opcodes.H_INVOKEINTERFACE -> Opcodes.INVOKEINTERFACE;
      default -> -1;
    };
    String bridge = opcode < 0 || owner.isInterface() ? null
        : owner.accessBridges().referenceBridge(opcode, handle.getOwner(), handle.getName(),
            handle.getDesc(), handle.isInterface(), site());
    return bridge == null ? handle : new Handle(Opcodes.H_INVOKESTATIC, owner.className(), bridge,
        AccessBridges.referenceDescriptor(opcode, handle.getOwner(), handle.getDesc()), false);
  }

  /**
   * Sends {@code TimerTask.cancel()} and {@code scheduledExecutionTime()} to the {@code Timer}
   * drop-in's {@code TimerTasks}, which the modelled timer must see and answer: the JDK keeps a
   * task's state where no drop-in can read it.
   */
  private boolean timerTaskCancel(int opcode, String type, String name, String descriptor) {
    boolean cancel = name.equals("cancel") && descriptor.equals("()Z");
    boolean time = name.equals("scheduledExecutionTime") && descriptor.equals("()J");
    if (opcode != Opcodes.INVOKEVIRTUAL || !(cancel || time)
        || !owner.remaps("java/util/Timer") || !owner.hierarchy().isSubclass(type, TIMER_TASK)) {
      return false;
    }
    super.visitMethodInsn(Opcodes.INVOKESTATIC, "org/richtest/sync/concurrent/TimerTasks",
        name, "(L" + TIMER_TASK + ";)" + descriptor.substring(2), false);
    return true;
  }

  private static boolean parallelStream(String type, String name) {
    return (name.equals("parallelStream") && type.startsWith("java/util/"))
        || (name.equals("parallel") && STREAMS.contains(type));
  }

  /** Fails under exploration before a use of {@code type} if RichTest cannot model it. */
  private void checkModelled(String type, String member) {
    if (NOT_MODELLED.contains(type) || owner.types().lacks(type)) {
      notModelled(type.replace('/', '.') + (member.equals("<init>") ? "" : "." + member));
    }
  }

  private void notModelled(String what) {
    super.visitLdcInsn(what + " at " + site());
    super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "notModelled", "(Ljava/lang/String;)V",
        false);
  }

  private String remapped(String descriptor) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < descriptor.length()) {
      char c = descriptor.charAt(i);
      if (c == 'L') {
        int end = descriptor.indexOf(';', i);
        String type = descriptor.substring(i + 1, end);
        String dropIn = owner.remaps(type) ? owner.types().dropIn(type) : null;
        out.append('L').append(dropIn != null ? dropIn : type).append(';');
        i = end + 1;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private String site() {
    return owner.site(methodName, line);
  }
}
