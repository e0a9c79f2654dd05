package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With one carrier thread for virtual threads (as {@code -j 1} runs), a program thread in a busy
 * loop holds it, and neither the watchdog nor the exploration can run again: the exploration does
 * not hang but fails with {@link org.richtest.CarriersHeldException}, which says what to do. The
 * carrier count is fixed when a JVM starts, so a child JVM explores.
 */
class CarriersHeldTest {

  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path dir;

  @Test
  void explore_busyLoopOnTheOnlyCarrier_failsSayingWhyInsteadOfHanging()
      throws IOException, InterruptedException {
    Path log = dir.resolve("child.log");
    Process child = new ProcessBuilder(List.of(
            JAVA, "-Djdk.virtualThreadScheduler.parallelism=1",
            "-cp", System.getProperty("java.class.path"), SpinOnOneCarrier.class.getName()))
        .redirectErrorStream(true)
        .redirectOutput(log.toFile())
        .start();
    boolean ended;
    try {
      ended = child.waitFor(60, TimeUnit.SECONDS);
    } finally {
      child.destroyForcibly();
      child.waitFor(10, TimeUnit.SECONDS);
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);

    assertTrue(ended, "the exploration hung: " + output);
    assertEquals(3, child.exitValue(), output);
    assertTrue(output.contains("holds every carrier, so the watchdog cannot stop it"), output);
    assertTrue(output.contains("jdk.virtualThreadScheduler.parallelism=1"), output);
  }
}
