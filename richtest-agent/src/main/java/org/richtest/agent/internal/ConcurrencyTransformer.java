package org.richtest.agent.internal;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.Map;
import java.util.WeakHashMap;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;

/**
 * The agent's class file transformer: rewrites each application class as it loads ({@link
 * ConcurrencyClassVisitor}, then the drop-in types remapped). A class it cannot rewrite is loaded
 * unchanged, with a warning on standard error naming it, since it then runs unexplored.
 */
public final class ConcurrencyTransformer implements ClassFileTransformer {

  private final AgentOptions options;
  private final ClassFilter filter;
  private final Map<ClassLoader, DropInTypes> typesByLoader = new WeakHashMap<>();

  /**
   * One hierarchy per loader for all its classes: the headers it reads are facts of class files, so
   * each is read once per loader rather than once per class that refers to it.
   */
  private final Map<ClassLoader, ClassHierarchy> hierarchyByLoader = new WeakHashMap<>();

  /** Creates the transformer for {@code options}. */
  public ConcurrencyTransformer(AgentOptions options) {
    this.options = options;
    this.filter = new ClassFilter(options);
  }

  @Override
  public byte @Nullable [] transform(
      @Nullable ClassLoader loader,
      @Nullable String className,
      @Nullable Class<?> classBeingRedefined,
      @Nullable ProtectionDomain protectionDomain,
      byte[] classfileBuffer) {
    if (className == null || classBeingRedefined != null) {
      return null;
    }
    String name = className.replace('/', '.');
    if (!filter.rewrites(className, loader)) {
      String prefix = loader == null ? null : filter.exclusion(name);
      return prefix == null ? null
          : observe(classfileBuffer, loader, "excluded by exclude=" + prefix + "; include it to "
              + "explore it");
    }
    try {
      byte[] rewritten = rewrite(classfileBuffer, loader);
      if (options.verbose()) {
        System.err.println("richtest-agent: rewrote " + name);
      }
      return rewritten;
    } catch (RuntimeException | LinkageError e) {
      System.err.println("richtest-agent: could not rewrite " + name + ", so it runs unexplored: "
          + e);
      return observe(classfileBuffer, loader, "it could not be rewritten: " + e);
    }
  }

  /**
   * Returns the class with {@link UncontrolledProbes}, so that its synchronization is reported where
   * it runs in an exploration, or null (the class unchanged) if it has none or even that fails.
   */
  private byte @Nullable [] observe(byte[] classFile, @Nullable ClassLoader loader, String why) {
    try {
      ClassReader reader = new ClassReader(classFile);
      if (!UncontrolledProbes.synchronizes(reader)) {
        return null;
      }
      ClassWriter writer = new HierarchyClassWriter(reader, hierarchyFor(loader),
          ClassFileVersions.needsFrames(ClassFileVersions.of(reader)));
      reader.accept(ClassFileVersions.normalizing(new UncontrolledProbes(writer, why)),
          ClassReader.SKIP_FRAMES);
      return writer.toByteArray();
    } catch (RuntimeException | LinkageError e) {
      return null;
    }
  }

  /**
   * Returns the rewritten class file; public for tests that load rewritten classes themselves. Every
   * class-file version the JVM loads comes out valid ({@link ClassFileVersions}): subroutines
   * ({@code jsr}/{@code ret}) are inlined, frames computed only where the version requires them,
   * and a version older than 49 is raised to 49, the first that takes a class constant.
   */
  public byte[] rewrite(byte[] classFile, @Nullable ClassLoader loader) {
    DropInTypes types = typesFor(loader);
    ClassHierarchy hierarchy = hierarchyFor(loader);
    ClassReader reader = new ClassReader(classFile);
    hierarchy.learn(reader);
    ClassWriter writer = new HierarchyClassWriter(
        reader, hierarchy, ClassFileVersions.needsFrames(ClassFileVersions.of(reader)));
    ClassVisitor remapping =
        new ClassRemapper(writer, types.remapperFor(reader.getSuperName()));
    ClassVisitor rewriting = new ConcurrencyClassVisitor(
        remapping, types, hierarchy, LocalNames.of(reader), PureGetters.of(reader, hierarchy));
    reader.accept(ClassFileVersions.normalizing(rewriting), ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  private DropInTypes typesFor(@Nullable ClassLoader loader) {
    synchronized (typesByLoader) {
      return typesByLoader.computeIfAbsent(key(loader), DropInTypes::new);
    }
  }

  private ClassHierarchy hierarchyFor(@Nullable ClassLoader loader) {
    synchronized (hierarchyByLoader) {
      return hierarchyByLoader.computeIfAbsent(key(loader), ClassHierarchy::new);
    }
  }

  private static ClassLoader key(@Nullable ClassLoader loader) {
    return loader != null ? loader : ClassLoader.getSystemClassLoader();
  }
}
