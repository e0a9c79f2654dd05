package org.richtest.agent.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.Remapper;

/**
 * Every public and protected method of the JDK's fork/join tasks, static ones included, exists on
 * its drop-in as the agent remaps its descriptor: a program calls them through its own subclass
 * (which then extends the drop-in) or through the JDK's type (rewritten to the drop-in's), and a
 * missing one would fail with {@code NoSuchMethodError} or be refused at the call site. A method a
 * later JDK adds fails this test until the drop-in has it.
 */
class DropInForkJoinMethodsTest {

  private static final List<Class<?>> TASKS = List.of(java.util.concurrent.ForkJoinTask.class,
      java.util.concurrent.RecursiveTask.class, java.util.concurrent.RecursiveAction.class,
      java.util.concurrent.CountedCompleter.class);

  @Test
  void everyPublicAndProtectedJdkMethod_isOnTheDropIn() {
    DropInTypes dropIns = new DropInTypes(getClass().getClassLoader());
    Remapper remapper = dropIns.remapperFor(null);
    List<String> missing = new ArrayList<>();
    for (Class<?> jdk : TASKS) {
      String dropIn = dropIns.dropIn(Type.getInternalName(jdk));
      for (Method method : jdk.getDeclaredMethods()) {
        int modifiers = method.getModifiers();
        if ((Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers))
            && !method.isSynthetic()
            && !dropIns.has(dropIn, method.getName(),
                remapper.mapMethodDesc(Type.getMethodDescriptor(method)))) {
          missing.add(jdk.getSimpleName() + "." + method.getName()
              + Type.getMethodDescriptor(method));
        }
      }
    }
    assertEquals(List.of(), missing);
  }
}
