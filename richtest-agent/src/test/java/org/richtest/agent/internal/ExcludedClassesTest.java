package org.richtest.agent.internal;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/**
 * A class kept out by {@code exclude=} is observed only where it synchronizes: one that does not is
 * left as it is, sparing a copy through ASM with frames recomputed, and one that does gets probes.
 */
class ExcludedClassesTest {

  private final ConcurrencyTransformer transformer = new ConcurrencyTransformer(
      AgentOptions.parse("exclude=" + ExcludedClassesTest.class.getName()));

  @Test
  void excludedClassWithoutSynchronization_leftUnchanged() throws IOException {
    assertNull(transform(Arithmetic.class));
  }

  @Test
  void excludedClassWithASynchronizedMethod_probed() throws IOException {
    assertNotNull(transform(SynchronizedCounter.class));
  }

  @Test
  void excludedClassThatWaits_probed() throws IOException {
    assertNotNull(transform(Waiter.class));
  }

  private byte[] transform(Class<?> type) throws IOException {
    String name = type.getName().replace('.', '/');
    try (InputStream in = type.getClassLoader().getResourceAsStream(name + ".class")) {
      return transformer.transform(type.getClassLoader(), name, null, null, in.readAllBytes());
    }
  }

  static final class Arithmetic {
    private int total;

    int add(int value) {
      total += value;
      return total;
    }
  }

  static final class SynchronizedCounter {
    private int count;

    synchronized void increment() {
      count++;
    }
  }

  static final class Waiter {
    void await(Object lock) throws InterruptedException {
      lock.wait();
    }
  }
}
