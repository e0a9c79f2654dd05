package org.richtest.internal.explore;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.CarriersHeldException;
import org.richtest.RichTestInternalError;
import org.richtest.internal.schedule.Heartbeat;

/**
 * Runs an exploration loop on a virtual thread. The loop then waits for each run, and the runs' threads
 * hand back to it, on the same carrier pool: a virtual-to-virtual switch costs about half a
 * microsecond, where waking a parked platform thread between runs cost ten times the run itself.
 *
 * <p>The calling thread, which waits, also checks that the pool still runs virtual threads: a
 * program thread that never reaches a synchronization call (a busy loop) keeps its carrier, and
 * with one carrier ({@code -j 1}) neither the watchdog nor the exploration could run to stop it.
 */
public final class OnVirtualThread {

  /** How often the waiting thread starts a virtual thread to see that a carrier is free. */
  private static final Duration PROBE_INTERVAL = Duration.ofSeconds(1);

  private OnVirtualThread() {}

  /**
   * Returns {@code task}'s result, computed on a virtual thread; rethrows what it throws.
   *
   * @throws CarriersHeldException if no carrier of the virtual threads was free for {@code
   *     patience}, so that the exploration cannot go on
   */
  public static <T> T call(Supplier<T> task, Duration patience) {
    if (Thread.currentThread().isVirtual()) {
      return task.get();
    }
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Heartbeat heartbeat = new Heartbeat();
    Thread thread = Thread.ofVirtual().name("richtest-explorer").start(() -> {
      Heartbeat.bind(heartbeat);
      try {
        result.set(task.get());
      } catch (Throwable t) {
        thrown.set(t);
      }
    });
    try {
      join(thread, heartbeat, patience);
    } catch (InterruptedException e) {
      thread.interrupt();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while exploring", e);
    }
    rethrow(thrown.get());
    return result.get();
  }

  /**
   * Waits for {@code explorer} to end. While its {@code heartbeat} does not move, it starts a probe
   * virtual thread now and then, and fails if one has waited for a carrier for {@code patience}. A
   * moving exploration is never taken for a held one: with one carrier, the runs' threads handing
   * over to each other can keep a probe waiting for as long as they run.
   */
  private static void join(Thread explorer, Heartbeat heartbeat, Duration patience)
      throws InterruptedException {
    long[] last = {-1, -1};
    @Nullable Thread probe = null;
    long probeStarted = 0;
    while (!explorer.join(PROBE_INTERVAL)) {
      long now = System.nanoTime();
      if (heartbeat.movedSince(last)) {
        probe = null;
      } else if (probe == null || !probe.isAlive()) {
        probe = Thread.ofVirtual().name("richtest-carrier-probe").start(() -> {});
        probeStarted = now;
      } else if (now - probeStarted > patience.toNanos()) {
        explorer.interrupt();
        throw new CarriersHeldException(patience);
      }
    }
  }

  /** Throws {@code failure}, a checked one wrapped, if it is not null. */
  static void rethrow(@Nullable Throwable failure) {
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    if (failure != null) {
      throw new RichTestInternalError("exploration failed", failure);
    }
  }
}
