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
 * A program thread in a busy loop holds the carrier thread it runs on. An exploration on a carrier
 * of its own (the JVM opens {@code java.lang}, as the agent and the launcher make it) gives that
 * carrier a spare, and the watchdog's stop names the thread, with one worker or two, even where the
 * JDK's shared scheduler has one carrier. On the JDK's
 * shared scheduler with one carrier (no carrier of its own could be made), neither the watchdog nor
 * the exploration can run again: the exploration does not hang but fails with {@link
 * org.richtest.CarriersHeldException}, which says what to do. What a JVM opens and its carrier
 * count are fixed when it starts, so a child JVM explores.
 */
class CarriersHeldTest {

  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path dir;

  @Test
  void explore_busyLoopOnTheOnlySharedCarrier_failsSayingWhyInsteadOfHanging()
      throws IOException, InterruptedException {
    String output = explore(List.of(JAVA, "-Djdk.virtualThreadScheduler.parallelism=1",
        "-cp", System.getProperty("java.class.path"), SpinOnOneCarrier.class.getName(), "1"), 3);

    assertTrue(output.contains("holds every carrier, so the watchdog cannot stop it"), output);
    assertTrue(output.contains("jdk.virtualThreadScheduler.parallelism=1"), output);
  }

  @Test
  void explore_busyLoopOnItsOwnCarrier_theWatchdogStopsTheRunNamingTheThread()
      throws IOException, InterruptedException {
    for (String workers : List.of("1", "2")) {
      String output = explore(List.of(JAVA, "--add-opens", "java.base/java.lang=ALL-UNNAMED",
          "-Djdk.virtualThreadScheduler.parallelism=1", "-cp", System.getProperty("java.class.path"), SpinOnOneCarrier.class.getName(), workers),
          0);

      assertTrue(output.contains("watchdog: thread spinner ran for more than 300 ms"),
          workers + " workers: " + output);
    }
  }

  /** Runs {@code command}, a child JVM, and returns its output; fails unless it exits {@code status}. */
  private String explore(List<String> command, int status)
      throws IOException, InterruptedException {
    Path log = dir.resolve("child.log");
    Process child = new ProcessBuilder(command)
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
    assertEquals(status, child.exitValue(), output);
    return output;
  }
}
