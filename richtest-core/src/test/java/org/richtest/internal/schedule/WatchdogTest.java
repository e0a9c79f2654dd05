package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.richtest.FreeRunPolicy;

/**
 * The watchdog wakes the thread waiting for a run that makes no progress, not before the limit:
 * for a virtual waiting thread its own thread does, and ends once no run is left to watch, so that
 * explorations leave no thread behind; a platform waiting thread watches its run itself.
 */
class WatchdogTest {

  private static final Duration LIMIT = Duration.ofMillis(150);
  private static final long GIVE_UP_NANOS = TimeUnit.SECONDS.toNanos(10);

  /** A run never started makes no progress. */
  private static ControlledRun idleRun() {
    return new ControlledRun(new FreeRunChooser(FreeRunPolicy.oldestPending()), Set.of());
  }

  @Test
  void watch_virtualWaiter_watchingThreadWakesItAfterTheLimitAndThenEnds() throws Exception {
    Watchdog watchdog = new Watchdog(LIMIT);
    AtomicBoolean watching = new AtomicBoolean();
    AtomicBoolean stalledAfterLimit = new AtomicBoolean();

    Thread waiter = Thread.ofVirtual().start(() -> {
      long start = System.nanoTime();
      Watchdog.Watched watched = watchdog.watch(idleRun());
      watching.set(watchdog.isWatching());
      while (!watched.stalled() && System.nanoTime() - start < GIVE_UP_NANOS) {
        watched.park(this); // woken by the watching thread only
      }
      stalledAfterLimit.set(watched.stalled() && System.nanoTime() - start >= LIMIT.toNanos());
      watchdog.unwatch(watched);
    });
    waiter.join();

    assertTrue(watching.get(), "no watching thread for a virtual waiter");
    assertTrue(stalledAfterLimit.get(), "not woken as stalled, or before the limit");
    long unwatched = System.nanoTime();
    while (watchdog.isWatching() && System.nanoTime() - unwatched < GIVE_UP_NANOS) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
    }
    assertFalse(watchdog.isWatching(), "the watching thread outlived the last run");
  }

  @Test
  void relieved_startingASpareFails_isNoSpareAndTheWatchingThreadLives() {
    assertFalse(Watchdog.relieved(() -> {
      throw new OutOfMemoryError("unable to create native thread");
    }));
    assertFalse(Watchdog.relieved(() -> false));
    assertTrue(Watchdog.relieved(() -> true));
  }

  @Test
  void watch_platformWaiter_watchesItselfWithoutAThread() {
    Watchdog watchdog = new Watchdog(LIMIT);
    long start = System.nanoTime();

    Watchdog.Watched watched = watchdog.watch(idleRun());
    assertFalse(watchdog.isWatching(), "a platform waiter needs no watching thread");
    while (!watched.stalled() && System.nanoTime() - start < GIVE_UP_NANOS) {
      watched.park(this);
    }

    assertTrue(watched.stalled(), "not stalled");
    assertTrue(System.nanoTime() - start >= LIMIT.toNanos(), "stalled before the limit");
    watchdog.unwatch(watched);
  }
}
