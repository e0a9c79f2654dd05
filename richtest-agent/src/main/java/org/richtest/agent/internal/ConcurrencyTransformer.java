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
    if (className == null || classBeingRedefined != null
        || !filter.rewrites(className, loader, protectionDomain)) {
      return null;
    }
    try {
      byte[] rewritten = rewrite(classfileBuffer, loader);
      if (options.verbose()) {
        System.err.println("richtest-agent: rewrote " + className.replace('/', '.'));
      }
      return rewritten;
    } catch (RuntimeException | LinkageError e) {
      System.err.println("richtest-agent: could not rewrite " + className.replace('/', '.')
          + ", so it runs unexplored: " + e);
      return null;
    }
  }

  /** Returns the rewritten class file; public for tests that load rewritten classes themselves. */
  public byte[] rewrite(byte[] classFile, @Nullable ClassLoader loader) {
    DropInTypes types = typesFor(loader);
    ClassHierarchy hierarchy = new ClassHierarchy(loader);
    ClassReader reader = new ClassReader(classFile);
    ClassWriter writer = new HierarchyClassWriter(reader, hierarchy);
    ClassVisitor remapping =
        new ClassRemapper(writer, types.remapperFor(reader.getSuperName()));
    reader.accept(
        new ConcurrencyClassVisitor(remapping, types, hierarchy), ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  private DropInTypes typesFor(@Nullable ClassLoader loader) {
    synchronized (typesByLoader) {
      ClassLoader key = loader != null ? loader : ClassLoader.getSystemClassLoader();
      return typesByLoader.computeIfAbsent(key, DropInTypes::new);
    }
  }
}
