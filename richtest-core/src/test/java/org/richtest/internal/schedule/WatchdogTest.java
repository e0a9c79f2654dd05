package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.richtest.FreeRunPolicy;

/**
 * The watchdog's own thread: it wakes the thread waiting for a run that makes no progress, not
 * before the limit, and it ends once no run is left to watch, so that explorations leave no thread
 * behind.
 */
class WatchdogTest {

  private static final Duration LIMIT = Duration.ofMillis(150);

  @Test
  void watch_runWithoutProgress_wakesItsWaiterAfterTheLimitAndThenEnds() {
    Watchdog watchdog = new Watchdog(LIMIT);
    // A run never started makes no progress.
    ControlledRun run =
        new ControlledRun(new FreeRunChooser(FreeRunPolicy.oldestPending()), Set.of());
    long start = System.nanoTime();

    Watchdog.Watched watched = watchdog.watch(run);
    assertTrue(watchdog.isWatching());
    while (!watched.stalled() && elapsed(start) < Duration.ofSeconds(10).toNanos()) {
      LockSupport.parkNanos(this, TimeUnit.SECONDS.toNanos(1)); // woken by the watchdog
    }

    assertTrue(watched.stalled(), "not stalled after " + elapsed(start) / 1_000_000 + " ms");
    assertTrue(elapsed(start) >= LIMIT.toNanos(), "stalled before the limit");
    watchdog.unwatch(watched);
    long unwatched = System.nanoTime();
    while (watchdog.isWatching() && elapsed(unwatched) < Duration.ofSeconds(5).toNanos()) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
    }
    assertFalse(watchdog.isWatching(), "the watching thread outlived the last run");
  }

  private static long elapsed(long since) {
    return System.nanoTime() - since;
  }
}
