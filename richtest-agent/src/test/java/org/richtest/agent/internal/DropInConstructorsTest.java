package org.richtest.agent.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every public constructor of a JDK class the agent replaces exists on its drop-in: the agent
 * rewrites the libraries a program runs on, and a library's {@code new ConcurrentHashMap(16, 0.75f,
 * 4)} would otherwise not link (a {@code NoSuchMethodError}, outside an exploration too).
 */
class DropInConstructorsTest {

  @Test
  void everyJdkConstructor_existsOnTheDropIn() throws ClassNotFoundException {
    List<String> missing = new ArrayList<>();
    for (Map.Entry<String, String> replaced : DropInTypes.candidates().entrySet()) {
      Class<?> jdk = Class.forName(replaced.getKey().replace('/', '.'));
      Class<?> dropIn = Class.forName("org.richtest.sync.concurrent." + replaced.getValue());
      for (Constructor<?> constructor : jdk.getDeclaredConstructors()) {
        if (Modifier.isPublic(constructor.getModifiers())
            && Arrays.stream(dropIn.getConstructors()).noneMatch(
                c -> parameters(c).equals(parameters(constructor)))) {
          missing.add(constructor.toString());
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  /**
   * Returns the parameter types of {@code constructor} as the agent remaps them: a replaced JDK
   * class (the outer synchronizer of a {@code ConditionObject}) counts as its drop-in.
   */
  private static List<String> parameters(Constructor<?> constructor) {
    return Arrays.stream(constructor.getParameterTypes())
        .map(type -> type.getName().replace('.', '/'))
        .map(type -> {
          String dropIn = DropInTypes.candidates().get(type);
          return dropIn == null ? type : "org/richtest/sync/concurrent/" + dropIn;
        })
        .toList();
  }
}
