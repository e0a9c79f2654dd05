package org.richtest.agent.internal;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Rewrites one application class (before the drop-in types are remapped): {@code synchronized}
 * methods become blocks, and every method goes through a {@link ConcurrencyMethodVisitor}. Calls to
 * methods a drop-in lacks are sent to bridge methods added to the class, which throw a clear
 * {@link UnsupportedOperationException}.
 */
final class ConcurrencyClassVisitor extends ClassVisitor {

  /** The field marking a rewritten class (the engine's watchdog reads it: {@code StuckFrame}). */
  static final String REWRITTEN_MARK = "richtest$rewritten";

  /** A bridge method to add: it throws, naming the JDK method the drop-in lacks. */
  record Bridge(String name, String descriptor, String message) {}

  private final DropInTypes types;
  private final ClassHierarchy hierarchy;
  private final FieldAccesses fields;
  private final LocalNames localNames;
  private final PureGetters getters;
  private final List<Bridge> bridges = new ArrayList<>();
  private final AccessBridges accessBridges = new AccessBridges();
  private String className = "";
  private @Nullable String sourceFile;
  private @Nullable String unmodelledSuper;
  private boolean isInterface;

  ConcurrencyClassVisitor(ClassVisitor next, DropInTypes types, ClassHierarchy hierarchy,
      LocalNames localNames, PureGetters getters) {
    super(Opcodes.ASM9, next);
    this.types = types;
    this.hierarchy = hierarchy;
    this.localNames = localNames;
    this.getters = getters;
    this.fields = new FieldAccesses(hierarchy);
  }

  @Override
  public void visit(
      int version,
      int access,
      String name,
      @Nullable String signature,
      @Nullable String superName,
      String @Nullable [] interfaces) {
    this.className = name;
    this.isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
    if (superName != null && types.dropIn(superName) != null && !types.extensible(superName)) {
      unmodelledSuper = superName;
    }
    super.visit(version, access, name, signature, superName, interfaces);
  }

  @Override
  public void visitSource(@Nullable String source, @Nullable String debug) {
    this.sourceFile = source;
    super.visitSource(source, debug);
  }

  @Override
  public MethodVisitor visitMethod(
      int access,
      String name,
      String descriptor,
      @Nullable String signature,
      String @Nullable [] exceptions) {
    boolean synchronizedMethod = (access & Opcodes.ACC_SYNCHRONIZED) != 0;
    MethodVisitor next = super.visitMethod(
        access & ~Opcodes.ACC_SYNCHRONIZED, name, descriptor, signature, exceptions);
    if (next == null) {
      return null;
    }
    MethodVisitor rewriting = new ConcurrencyMethodVisitor(
        name.equals("<clinit>") ? new ClassInitVisitor(next) : next, this, name, descriptor);
    if (unmodelledSuper != null && name.equals("<init>")) {
      rewriting = new ConstructorCheck(
          rewriting, className.replace('/', '.'), unmodelledSuper.replace('/', '.'));
    }
    MethodVisitor rewritten = synchronizedMethod
        ? new SynchronizedMethodVisitor(
            rewriting, (access & Opcodes.ACC_STATIC) != 0, className)
        : rewriting;
    return new PureSpinMarker(
        access, name, descriptor, signature, exceptions, className, hierarchy, getters, rewritten);
  }

  @Override
  public void visitEnd() {
    if (!isInterface) {
      // The mark the watchdog looks for to say whether the agent rewrote a stuck thread's code:
      // private static, so it changes no serialVersionUID, and a constant, so no initializer runs.
      super.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL
          | Opcodes.ACC_SYNTHETIC, REWRITTEN_MARK, "Z", null, 1).visitEnd();
    }
    for (Bridge bridge : bridges) {
      MethodVisitor mv = super.visitMethod(
          Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
          bridge.name(), bridge.descriptor(), null, null);
      mv.visitCode();
      mv.visitLdcInsn(bridge.message());
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, ConcurrencyMethodVisitor.HOOKS, "unsupported",
          "(Ljava/lang/String;)Ljava/lang/RuntimeException;", false);
      mv.visitInsn(Opcodes.ATHROW);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    accessBridges.emit(cv, className);
    super.visitEnd();
  }

  /** Returns the internal name of the class being rewritten. */
  String className() {
    return className;
  }

  /** Returns the source file name, for call sites in messages. */
  String sourceFile() {
    return sourceFile != null ? sourceFile : "unknown source";
  }

  /** Returns a call site in this class as a stack trace shows it: {@code a.B.m(B.java:12)}. */
  String site(String methodName, int line) {
    return className.replace('/', '.') + "." + methodName + "(" + sourceFile() + ":" + line + ")";
  }

  /** Returns whether the class being rewritten is an interface (it gets no access bridges). */
  boolean isInterface() {
    return isInterface;
  }

  AccessBridges accessBridges() {
    return accessBridges;
  }

  /** Returns the names of the local variables the class's methods store objects in. */
  LocalNames localNames() {
    return localNames;
  }

  DropInTypes types() {
    return types;
  }

  FieldAccesses fields() {
    return fields;
  }

  ClassHierarchy hierarchy() {
    return hierarchy;
  }

  /** Returns whether this class's references to {@code jdkType} become its drop-in's. */
  boolean remaps(String jdkType) {
    return types.dropIn(jdkType) != null && !jdkType.equals(unmodelledSuper);
  }

  /**
   * Adds a bridge for a call of {@code owner.name} that rewritten code cannot make, throwing {@code
   * message}, and returns its name; its descriptor is the call's, with the receiver first for an
   * instance method.
   */
  String bridge(int opcode, String owner, String descriptor, String message) {
    String bridgeDescriptor = opcode == Opcodes.INVOKESTATIC
        ? descriptor
        : "(" + Type.getObjectType(owner).getDescriptor() + descriptor.substring(1);
    String bridgeName = "richtest$unsupported$" + bridges.size();
    bridges.add(new Bridge(bridgeName, bridgeDescriptor, message));
    return bridgeName;
  }

  /** Makes every constructor of a subclass of an unmodelled JDK class fail under exploration. */
  private static final class ConstructorCheck extends MethodVisitor {
    private final String subclass;
    private final String jdkClass;

    ConstructorCheck(MethodVisitor next, String subclass, String jdkClass) {
      super(Opcodes.ASM9, next);
      this.subclass = subclass;
      this.jdkClass = jdkClass;
    }

    @Override
    public void visitCode() {
      super.visitCode();
      super.visitLdcInsn(subclass + ", a subclass of " + jdkClass + " (RichTest models the class "
          + "itself, not its subclasses: use the class, or keep this class out of the agent's "
          + "rewriting)");
      super.visitMethodInsn(Opcodes.INVOKESTATIC, ConcurrencyMethodVisitor.HOOKS, "notModelled",
          "(Ljava/lang/String;)V", false);
    }
  }
}
