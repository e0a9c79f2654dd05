package org.richtest.agent.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The bridge methods a rewritten class gets for the JDK calls that read or write an object that is
 * not thread-safe ({@link NotThreadSafeCalls}) or an array ({@code java.util.Arrays}): each takes
 * the call's receiver and arguments and its call site, reports what the call accesses to {@code
 * CallHooks} and {@code ArrayHooks}, makes the call, and for a call that returns a view or an
 * iterator tells {@code CallHooks} whose it is. One bridge per distinct call in the class; a call
 * site pushes its site and calls the bridge instead. A bridge is needed because the receiver lies
 * under the arguments on the operand stack.
 */
final class AccessBridges {

  static final String CALL_HOOKS = "org/richtest/agent/runtime/CallHooks";
  static final String ARRAY_HOOKS = "org/richtest/agent/runtime/ArrayHooks";
  private static final String ARRAYS = "java/util/Arrays";
  private static final String WHOLE_ARRAY = "(Ljava/lang/Object;ZLjava/lang/String;"
      + "Ljava/lang/String;)V";

  /** The methods of {@code java.util.Arrays} that write the (first) array they are given. */
  private static final Set<String> ARRAY_WRITERS =
      Set.of("fill", "sort", "parallelSort", "setAll", "parallelSetAll", "parallelPrefix");

  /** A bridge to add: it makes call {@code owner.method} by {@code opcode} after its reports. */
  private record Bridge(
      String name, int opcode, String owner, String method, String descriptor,
      boolean isInterface) {

    String bridgeDescriptor() {
      return AccessBridges.bridgeDescriptor(opcode, owner, descriptor);
    }
  }

  /**
   * A bridge for a method reference ({@code map::put}): it has no site parameter, which a lambda
   * cannot pass, and calls the call's bridge {@code target} with the site of the reference.
   */
  private record SiteBridge(String name, String descriptor, String target, String site) {}

  private final Map<String, Bridge> bridges = new LinkedHashMap<>();
  private final Map<String, SiteBridge> siteBridges = new LinkedHashMap<>();

  /**
   * Returns the name of the bridge for a call of {@code owner.name} by {@code opcode}, made on
   * first use, or null if the call accesses nothing this reports.
   */
  @Nullable String bridge(
      int opcode, String owner, String name, String descriptor, boolean isInterface) {
    boolean call = NotThreadSafeCalls.reports(opcode, owner, name);
    boolean arrays = opcode == Opcodes.INVOKESTATIC && owner.equals(ARRAYS)
        && !name.equals("asList") && descriptor.contains("[");
    if (!call && !arrays) {
      return null;
    }
    String key = opcode + " " + owner + "." + name + descriptor;
    return bridges.computeIfAbsent(key, k -> new Bridge(
        "richtest$access$" + bridges.size(), opcode, owner, name, descriptor, isInterface))
        .name();
  }

  /**
   * Returns the name of the bridge for a method reference to {@code owner.name} by {@code opcode}
   * made at {@code site}, whose descriptor {@link #referenceDescriptor} gives, made on first use;
   * or null if the call accesses nothing this reports.
   */
  @Nullable String referenceBridge(
      int opcode, String owner, String name, String descriptor, boolean isInterface, String site) {
    if (opcode == Opcodes.INVOKESTATIC) {
      return null;
    }
    String target = bridge(opcode, owner, name, descriptor, isInterface);
    if (target == null) {
      return null;
    }
    return siteBridges.computeIfAbsent(target + " " + site, k -> new SiteBridge(
        "richtest$reference$" + siteBridges.size(), referenceDescriptor(opcode, owner, descriptor),
        target, site)).name();
  }

  /** Returns the descriptor of the bridge of a method reference: the receiver first, no site. */
  static String referenceDescriptor(int opcode, String owner, String descriptor) {
    String bridged = bridgeDescriptor(opcode, owner, descriptor);
    String site = "Ljava/lang/String;)";
    int end = bridged.indexOf(site);
    return bridged.substring(0, end) + bridged.substring(end + site.length() - 1);
  }

  /** Returns the descriptor of the bridge of a call: the receiver first, the site last. */
  static String bridgeDescriptor(int opcode, String owner, String descriptor) {
    int close = descriptor.indexOf(')');
    String receiver = opcode == Opcodes.INVOKESTATIC
        ? ""
        : Type.getObjectType(owner).getDescriptor();
    return "(" + receiver + descriptor.substring(1, close) + "Ljava/lang/String;"
        + descriptor.substring(close);
  }

  /** Adds the bridges made so far to class {@code out}, called {@code className}. */
  void emit(ClassVisitor out, String className) {
    for (Bridge bridge : bridges.values()) {
      MethodVisitor mv = out.visitMethod(
          Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
          bridge.name(), bridge.bridgeDescriptor(), null, null);
      mv.visitCode();
      if (bridge.opcode() == Opcodes.INVOKESTATIC) {
        arraysBody(mv, bridge);
      } else {
        callBody(mv, bridge);
      }
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    for (SiteBridge bridge : siteBridges.values()) {
      MethodVisitor mv = out.visitMethod(
          Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
          bridge.name(), bridge.descriptor(), null, null);
      mv.visitCode();
      loadAll(mv, Type.getArgumentTypes(bridge.descriptor()), 0);
      mv.visitLdcInsn(bridge.site());
      String target = bridge.descriptor().replace(")", "Ljava/lang/String;)");
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, className, bridge.target(), target, false);
      mv.visitInsn(Type.getReturnType(bridge.descriptor()).getOpcode(Opcodes.IRETURN));
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
  }

  /** {@code root = before(receiver, …); argument reports; result = call; view(result, root)}. */
  private static void callBody(MethodVisitor mv, Bridge bridge) {
    Type[] parameters = Type.getArgumentTypes(bridge.descriptor());
    Type result = Type.getReturnType(bridge.descriptor());
    String call = NotThreadSafeCalls.callName(bridge.owner(), bridge.method());
    int site = 1 + size(parameters);
    int root = site + 1;
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitLdcInsn(call);
    mv.visitInsn(NotThreadSafeCalls.writes(bridge.method()) ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
    mv.visitVarInsn(Opcodes.ALOAD, site);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, CALL_HOOKS, "before",
        "(Ljava/lang/Object;Ljava/lang/String;ZLjava/lang/String;)Ljava/lang/Object;", false);
    mv.visitVarInsn(Opcodes.ASTORE, root);
    int slot = 1;
    for (Type parameter : parameters) {
      if (NotThreadSafeCalls.readsArgument(parameter.getDescriptor())) {
        mv.visitVarInsn(Opcodes.ALOAD, slot);
        mv.visitLdcInsn(call);
        mv.visitVarInsn(Opcodes.ALOAD, site);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, CALL_HOOKS, "argument",
            "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V", false);
      } else if (parameter.getSort() == Type.ARRAY && bridge.method().equals("toArray")) {
        wholeArray(mv, slot, true, call, site); // toArray(T[]) fills the array it is given
      }
      slot += parameter.getSize();
    }
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    loadAll(mv, parameters, 1);
    mv.visitMethodInsn(bridge.opcode(), bridge.owner(), bridge.method(), bridge.descriptor(),
        bridge.isInterface());
    boolean element = bridge.method().equals("next") || bridge.method().equals("previous");
    if ((element || NotThreadSafeCalls.returnsView(bridge.method()))
        && result.getSort() == Type.OBJECT) {
      mv.visitInsn(Opcodes.DUP);
      mv.visitVarInsn(Opcodes.ALOAD, root);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, CALL_HOOKS, element ? "element" : "view",
          "(Ljava/lang/Object;Ljava/lang/Object;)V", false);
    }
    mv.visitInsn(result.getOpcode(Opcodes.IRETURN));
  }

  /** Each array argument read (or the first written, by a filling method), then the call. */
  private static void arraysBody(MethodVisitor mv, Bridge bridge) {
    Type[] parameters = Type.getArgumentTypes(bridge.descriptor());
    String call = NotThreadSafeCalls.callName(bridge.owner(), bridge.method());
    int site = size(parameters);
    boolean writes = ARRAY_WRITERS.contains(bridge.method());
    int slot = 0;
    for (Type parameter : parameters) {
      if (parameter.getSort() == Type.ARRAY) {
        wholeArray(mv, slot, writes, call, site);
        writes = false;
      }
      slot += parameter.getSize();
    }
    loadAll(mv, parameters, 0);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, bridge.owner(), bridge.method(),
        bridge.descriptor(), false);
    mv.visitInsn(Type.getReturnType(bridge.descriptor()).getOpcode(Opcodes.IRETURN));
  }

  private static void wholeArray(MethodVisitor mv, int slot, boolean write, String call,
      int site) {
    mv.visitVarInsn(Opcodes.ALOAD, slot);
    mv.visitInsn(write ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
    mv.visitLdcInsn(call);
    mv.visitVarInsn(Opcodes.ALOAD, site);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, ARRAY_HOOKS, "whole", WHOLE_ARRAY, false);
  }

  private static void loadAll(MethodVisitor mv, Type[] parameters, int first) {
    int slot = first;
    for (Type parameter : parameters) {
      mv.visitVarInsn(parameter.getOpcode(Opcodes.ILOAD), slot);
      slot += parameter.getSize();
    }
  }

  private static int size(Type[] parameters) {
    int size = 0;
    for (Type parameter : parameters) {
      size += parameter.getSize();
    }
    return size;
  }
}
