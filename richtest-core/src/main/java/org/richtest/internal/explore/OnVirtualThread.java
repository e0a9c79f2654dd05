package org.richtest.internal.explore;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.CarriersHeldException;
import org.richtest.RichTestInternalError;
import org.richtest.internal.schedule.Heartbeat;
import org.richtest.internal.schedule.RunThreadPool;

/**
 * Runs an exploration loop on a virtual thread of a {@link Carrier} of its own. The loop then waits
 * for each run, and the runs' threads hand back to it, on that one carrier: a virtual-to-virtual
 * switch costs about half a microsecond, where waking a parked platform thread between runs cost ten
 * times the run itself, and a hand-off on the JDK's shared scheduler wakes a second carrier. The
 * runs reuse their threads from one run to the next ({@link RunThreadPool}, bound for the loop).
 *
 * <p>The calling thread, which waits, also checks that the carrier still runs virtual threads: a
 * program thread that never reaches a synchronization call (a busy loop) keeps its carrier, which
 * then gets a spare so that the watchdog's stop goes through; on the shared scheduler (no carrier of
 * its own could be made) a probe thread tells whether any carrier is free.
 */
public final class OnVirtualThread {

  /** How often the waiting thread probes the carriers. */
  private static final Duration PROBE_INTERVAL = Duration.ofSeconds(1);
  /** How much longer than the watchdog a probe of the shared scheduler waits before giving up. */
  private static final Duration MARGIN = Duration.ofSeconds(5);

  private OnVirtualThread() {}

  /**
   * Returns {@code task}'s result, computed on a virtual thread; rethrows what it throws. {@code
   * watchdog} is the exploration's watchdog limit.
   *
   * @throws CarriersHeldException if threads of the program that never synchronize held the
   *     carriers for longer than the watchdog could stop them, so that the exploration cannot go on
   */
  public static <T> T call(Supplier<T> task, Duration watchdog) {
    return onCarrier(task, watchdog, () -> Carrier.named("richtest-carrier"));
  }

  /** As {@link #call(Supplier, Duration)}, on {@code carrier}, which one caller may use again. */
  static <T> T call(Supplier<T> task, Duration watchdog, Carrier carrier) {
    return onCarrier(task, watchdog, () -> carrier);
  }

  /**
   * Runs {@code task} here if this thread is virtual already, else on a virtual thread of the
   * carrier {@code carriers} gives, made only then (a carrier of its own is a platform thread).
   */
  private static <T> T onCarrier(Supplier<T> task, Duration watchdog, Supplier<Carrier> carriers) {
    if (Thread.currentThread().isVirtual()) {
      return RunThreadPool.around(task::get);
    }
    Carrier carrier = carriers.get();
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Heartbeat heartbeat = new Heartbeat();
    Thread thread = carrier.start("richtest-explorer", () -> {
      if (!carrier.isDedicated()) {
        // Only join reads it, and only on the shared scheduler: elsewhere the runs' reports to it
        // would be writes to one object from every worker, for nothing.
        Heartbeat.bind(heartbeat);
      }
      try {
        result.set(RunThreadPool.around(task::get));
      } catch (Throwable t) {
        thrown.set(t);
      }
    });
    try {
      join(thread, carrier, heartbeat, watchdog);
    } catch (InterruptedException e) {
      thread.interrupt();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while exploring", e);
    }
    rethrow(thrown.get());
    return result.get();
  }

  /**
   * Waits for {@code explorer} to end, checking its {@code carrier} now and then. On the shared
   * scheduler, while the {@code heartbeat} does not move, it starts a probe virtual thread now and
   * then, and fails if one has waited for a carrier for longer than the watchdog and a margin. A
   * moving exploration is never taken for a held one: with one carrier, the runs' threads handing
   * over to each other can keep a probe waiting for as long as they run.
   */
  private static void join(Thread explorer, Carrier carrier, Heartbeat heartbeat, Duration watchdog)
      throws InterruptedException {
    long watchdogNanos = TimeUnit.NANOSECONDS.convert(watchdog); // saturates
    long marginNanos = MARGIN.toNanos();
    long patienceNanos = watchdogNanos > Long.MAX_VALUE - marginNanos
        ? Long.MAX_VALUE
        : watchdogNanos + marginNanos;
    long[] last = {-1, -1};
    @Nullable Thread probe = null;
    long probeStarted = 0;
    while (!explorer.join(PROBE_INTERVAL)) {
      long now = System.nanoTime();
      if (carrier.isDedicated()) {
        check(carrier, now, watchdog, explorer);
      } else if (heartbeat.movedSince(last)) {
        probe = null;
      } else if (probe == null || !probe.isAlive()) {
        probe = Thread.ofVirtual().name("richtest-carrier-probe").start(() -> {});
        probeStarted = now;
      } else if (now - probeStarted > patienceNanos) {
        explorer.interrupt();
        throw new CarriersHeldException(watchdog.plus(MARGIN));
      }
    }
  }

  private static void check(Carrier carrier, long now, Duration watchdog, Thread explorer) {
    try {
      carrier.check(now, watchdog);
    } catch (CarriersHeldException held) {
      explorer.interrupt();
      throw held;
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
