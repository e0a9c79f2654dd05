package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * A virtual thread that parks inside a class initializer (or, before JDK 24, holding a monitor)
 * parks its platform thread with it: on an explorer's own carrier, which has one thread, the thread
 * it handed the baton to cannot run. The watchdog sees the baton granted to a thread that never ran
 * and gives the carrier a spare at once, so the run completes instead of ending as a false {@link
 * org.richtest.RunOutcome.WatchdogStop}. Each run initializes a class of its own (a hidden class
 * defined anew), so that every run parks there.
 */
class PinnedHandOffTest {

  /**
   * Long enough that a pause of a loaded machine is no stall, short enough that the carrier's
   * probe (which adds a spare only once one waited longer than the limit) comes after the
   * watchdog's stop: only the watchdog's relief, after a quarter of a second, completes the runs.
   */
  private static final Duration LIMIT = Duration.ofSeconds(3);

  /** The semaphore the initializer of the run being explored waits on. */
  static volatile @Nullable CountingSemaphore gate;

  @Test
  void explore_handOffInsideAClassInitializer_completesWithoutAWatchdogStop() {
    byte[] initializer = bytesOf(WaitsInInitializer.class);
    Program program = () -> {
      CountingSemaphore s = new CountingSemaphore(0, "s");
      gate = s;
      RichThread a = RichThread.start("a", s::V);
      RichThread b = RichThread.start("b", s::V);
      MethodHandles.lookup().defineHiddenClass(initializer, true);
      a.join();
      b.join();
    };

    ExplorationResult result = assertTimeoutPreemptively(Duration.ofSeconds(60),
        () -> RichTest.explore(program, ExplorationOptions.defaults()
            .withWatchdog(LIMIT).withStopAtFirstBug(false)));

    assertTrue(result.failures().isEmpty(), () -> result.failures().get(0).outcome().toString());
    assertTrue(result.complete(), result.summary());
    assertEquals(4, result.sequences(), result.summary());
  }

  private static byte[] bytesOf(Class<?> type) {
    String file = type.getName().substring(type.getPackageName().length() + 1) + ".class";
    try (InputStream in = Objects.requireNonNull(type.getResourceAsStream(file))) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

/** Waits in its static initializer until another thread of the run opens the gate. */
final class WaitsInInitializer {
  static {
    Objects.requireNonNull(PinnedHandOffTest.gate).P();
  }

  private WaitsInInitializer() {}
}
