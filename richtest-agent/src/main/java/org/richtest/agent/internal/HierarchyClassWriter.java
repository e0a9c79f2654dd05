package org.richtest.agent.internal;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/** A class writer that computes frames from a {@link ClassHierarchy} instead of loading classes. */
final class HierarchyClassWriter extends ClassWriter {

  private final ClassHierarchy hierarchy;

  /** Creates the writer; {@code frames} says whether the class's version requires stack frames. */
  HierarchyClassWriter(ClassReader reader, ClassHierarchy hierarchy, boolean frames) {
    super(reader, frames ? ClassWriter.COMPUTE_FRAMES : ClassWriter.COMPUTE_MAXS);
    this.hierarchy = hierarchy;
  }

  @Override
  protected String getCommonSuperClass(String type1, String type2) {
    return hierarchy.commonSuperClass(type1, type2);
  }
}
