package org.richtest.agent.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The analysis of pure spins on compiled loops ({@code fixtures.SpinShapes}): each method's name
 * says how many of its calls are pure spins ({@code pure_}: one, {@code pure2_}: two, {@code
 * impure_}: none).
 */
class PureSpinsTest {

  private static final String SHAPES = "org/richtest/agent/fixtures/SpinShapes";

  @Test
  void spinShapes_analyzed_pureSpinsAsNamed() throws IOException {
    ClassNode shapes = shapes();
    ClassHierarchy hierarchy = new ClassHierarchy(PureSpinsTest.class.getClassLoader());
    List<String> wrong = new ArrayList<>();
    int checked = 0;
    for (MethodNode method : shapes.methods) {
      int expected = expectedSites(method.name);
      if (expected < 0) {
        continue;
      }
      checked++;
      int found = PureSpins.find(SHAPES, method, hierarchy).sites().size();
      if (found != expected) {
        wrong.add(method.name + ": " + found + " pure spins, expected " + expected);
      }
    }
    assertEquals(List.of(), wrong);
    assertEquals(19, checked, "every shape checked");
  }

  @Test
  void onSpinWaitLoop_analyzed_oneLoopWithOneMarkedCall() throws IOException {
    MethodNode method = method("pure_onSpinWait");
    PureSpins.Found found =
        PureSpins.find(SHAPES, method, new ClassHierarchy(PureSpinsTest.class.getClassLoader()));

    assertEquals(1, found.loops().size());
    assertEquals(1, found.sites().size());
  }

  private static int expectedSites(String name) {
    if (name.startsWith("pure2_")) {
      return 2;
    }
    if (name.startsWith("pure_") || name.startsWith("pure1_")) {
      return 1;
    }
    return name.startsWith("impure_") ? 0 : -1;
  }

  private static MethodNode method(String name) throws IOException {
    return shapes().methods.stream().filter(m -> m.name.equals(name)).findFirst().orElseThrow();
  }

  private static ClassNode shapes() throws IOException {
    try (InputStream in = PureSpinsTest.class.getResourceAsStream("/" + SHAPES + ".class")) {
      ClassNode node = new ClassNode();
      new ClassReader(in).accept(node, ClassReader.SKIP_FRAMES);
      return node;
    }
  }
}
