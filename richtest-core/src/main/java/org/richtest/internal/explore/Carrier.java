package org.richtest.internal.explore;

import java.lang.reflect.Constructor;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.richtest.CarriersHeldException;
import org.richtest.internal.schedule.CarrierRelief;

/**
 * The platform thread that carries the virtual threads of one explorer: the explorer's thread and
 * every thread its runs start (a virtual thread takes its creator's scheduler). Only one logical
 * thread of a run runs at a time, so a hand-off between two of them then stays on one core instead
 * of waking an idle carrier of the JDK's shared scheduler, and two workers never trade their runs'
 * threads: one carrier made one worker 1.3 to 1.9 times as fast (docs/benchmarks.md), and each
 * worker of a parallel exploration now has its own.
 *
 * <p>The JDK has no public API for a virtual thread's scheduler yet: the builder's constructor that
 * takes one is package-private. Where it cannot be reached (the JVM opens {@code java.lang} neither
 * on the command line nor through the RichTest agent), the carrier is the JDK's shared scheduler,
 * as before, and {@link #isDedicated()} says so.
 *
 * <p>A program thread that never reaches a synchronization call (a busy loop) keeps its carrier,
 * and Java cannot take it back: the run's watchdog could not stop the run, which needs the
 * explorer's thread to run. {@link #check} gives the carrier a spare thread once a probe has waited
 * for it longer than the watchdog's limit, so that the watchdog's stop goes through and names the
 * thread, as it does on the shared scheduler's other carriers.
 *
 * <p>A virtual thread that parks where it cannot unmount (in a class initializer or a native frame;
 * before JDK 24 also holding a monitor) parks its platform thread with it: the thread it handed the
 * baton to cannot run. The watchdog, finding the baton granted to a thread that has not run, gives
 * the carrier a spare at once through the {@link CarrierRelief} an explorer's thread binds; the
 * spare goes once the parked thread is back (see {@link CarrierThreads}).
 */
final class Carrier {

  /**
   * The spare threads a carrier gets, one per thread held at once (busy, or parked where it cannot
   * unmount), before the exploration gives up.
   */
  private static final int MAX_SPARES = 3;
  /**
   * How long an idle carrier thread lives. A carrier is never shut down: a thread of an abandoned
   * run may wake long after its exploration ended (from a sleep in code RichTest does not control)
   * and must find a carrier to finish on, not a rejection.
   */
  private static final long KEEP_ALIVE_SECONDS = 5;
  private static final @Nullable Constructor<?> BUILDER = builderTakingScheduler();

  private final @Nullable CarrierThreads threads;
  private final Thread.Builder.OfVirtual builder;
  private final Object probes = new Object();
  /** When the probe still waiting to run was queued, or 0 if none waits; guarded by probes. */
  private long probeQueued;

  private Carrier(@Nullable CarrierThreads threads, Thread.Builder.OfVirtual builder) {
    this.threads = threads;
    this.builder = builder;
  }

  /** Returns a carrier of its own whose thread is named {@code name}, or the shared scheduler. */
  static Carrier named(String name) {
    if (BUILDER == null) {
      return shared();
    }
    CarrierThreads threads = new CarrierThreads(name, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
    try {
      return new Carrier(threads, (Thread.Builder.OfVirtual) BUILDER.newInstance(threads));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return shared();
    }
  }

  /** Returns the JDK's shared scheduler as a carrier. */
  static Carrier shared() {
    return new Carrier(null, Thread.ofVirtual());
  }

  /** Returns whether this carrier is a thread of its own, not the JDK's shared scheduler. */
  boolean isDedicated() {
    return threads != null;
  }

  /**
   * Starts {@code task} on a virtual thread named {@code name} that this carrier runs: an explorer,
   * whose runs' threads this carrier then runs too, and whose watchdog may give it a spare.
   */
  Thread start(String name, Runnable task) {
    CarrierThreads carrier = threads;
    if (carrier == null) {
      return builder.name(name).start(task);
    }
    return builder.name(name).start(() -> {
      CarrierRelief.bind(() -> carrier.addSpare(MAX_SPARES));
      task.run();
    });
  }

  /**
   * Probes the carrier at {@code now}: if a probe has waited for it longer than {@code limit}, the
   * watchdog's, a thread of the program holds it, and it gets a spare thread. Does nothing for the
   * shared scheduler, which the caller probes as a whole.
   *
   * @throws CarriersHeldException if threads of the program held as many spares as a carrier gets
   */
  void check(long now, Duration limit) {
    CarrierThreads carrier = threads;
    if (carrier == null) {
      return;
    }
    synchronized (probes) {
      if (probeQueued != 0) {
        if (now - probeQueued <= TimeUnit.NANOSECONDS.convert(limit)) { // saturates
          return;
        }
        if (!carrier.addSpare(MAX_SPARES) && carrier.size() > MAX_SPARES) {
          throw new CarriersHeldException(limit, MAX_SPARES + 1);
        }
      }
      probeQueued = now;
    }
    carrier.execute(() -> {
      synchronized (probes) {
        probeQueued = 0;
      }
    });
  }

  private static @Nullable Constructor<?> builderTakingScheduler() {
    try {
      Constructor<?> constructor = Class.forName("java.lang.ThreadBuilders$VirtualThreadBuilder")
          .getDeclaredConstructor(Executor.class);
      constructor.setAccessible(true);
      return constructor;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
