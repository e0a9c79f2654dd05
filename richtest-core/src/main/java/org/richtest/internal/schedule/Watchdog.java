package org.richtest.internal.schedule;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Watches an executor's runs and wakes the thread waiting for a run in which no thread has reached
 * a synchronization call for the limit. A virtual waiting thread (an exploration's) parks without a
 * timeout: a timed park of a virtual thread arms and cancels a timer in the scheduler, which cost
 * about a fifth of a short run (docs/benchmarks.md); a thread of the watchdog looks at its runs
 * instead, ending when none is left and starting again with the next. It is a platform thread, so
 * that it looks while a thread of the program holds the carrier of the explorer waiting for the run
 * (a busy loop), and the explorer goes on, on a spare carrier, as soon as it is woken. A platform waiting
 * thread ({@code RichTest.runOnce} from a test) parks with a timeout and looks itself, as it can
 * wake while every carrier of the virtual threads is held by a thread that never synchronizes.
 *
 * <p>A run whose next thread was granted the baton and has not run (or that ended and whose waiter
 * has not run) is not stuck in the program but starved of its carrier: a virtual thread parked
 * where it cannot unmount holds the carrier's one platform thread. Before stopping such a run, and
 * as soon as it has stood still for {@link #STARVED_NANOS}, the watchdog gives the carrier a spare
 * ({@link CarrierRelief}) and keeps watching.
 */
final class Watchdog {

  /** The longest time between two looks at the runs. */
  private static final long MAX_TICK_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
  /**
   * How long a thread granted the baton may not run before its carrier gets a spare: a hand-off
   * takes microseconds, and a spare given for nothing goes again as soon as its carrier's thread is
   * back, so this need not wait for the limit.
   */
  private static final long STARVED_NANOS = TimeUnit.MILLISECONDS.toNanos(250);

  private final long limitNanos;
  private final long tickNanos;
  private final long starvedNanos;
  private final Set<Watched> runs = ConcurrentHashMap.newKeySet();
  /** The watching thread, null while none runs; guarded by {@code this}. */
  private @Nullable Thread thread;

  Watchdog(Duration limit) {
    // Saturating: a limit past 292 years (watchdogMillis = Long.MAX_VALUE) is none, no overflow.
    this.limitNanos = TimeUnit.NANOSECONDS.convert(limit);
    this.tickNanos = Math.max(1, Math.min(MAX_TICK_NANOS, limitNanos / 4));
    this.starvedNanos = Math.min(STARVED_NANOS, limitNanos / 2);
  }

  /** A run being watched, and the thread waiting for it, which is woken when it stalls. */
  final class Watched {
    final ControlledRun run;
    private final Thread waiter = Thread.currentThread();
    /** What gives the carrier of the waiter, and of the run's threads, a spare; null if none. */
    private final @Nullable BooleanSupplier relief = CarrierRelief.bound();
    private long seen = -1;
    private long seenSince;
    private volatile boolean stalled;

    private Watched(ControlledRun run) {
      this.run = run;
    }

    /** Whether the run made no progress for the limit. */
    boolean stalled() {
      return stalled;
    }

    /** Parks the waiting thread until unparked, or for a tick if it watches its run itself. */
    void park(Object blocker) {
      if (waiter.isVirtual()) {
        LockSupport.park(blocker);
      } else {
        LockSupport.parkNanos(blocker, tickNanos);
        look(System.nanoTime());
      }
    }

    /**
     * Notes the run's progress at {@code now}; if there was none, gives a starved carrier a spare,
     * or marks the run stalled and wakes its waiter.
     */
    private void look(long now) {
      long progress = run.progress();
      BooleanSupplier spare = relief;
      if (progress != seen) {
        seen = progress;
        seenSince = now;
      } else if (now - seenSince >= starvedNanos && spare != null && run.starved()
          && relieved(spare)) {
        seenSince = now; // the thread that was to run can now: its time starts again
      } else if (now - seenSince >= limitNanos && !stalled) {
        stalled = true;
        LockSupport.unpark(waiter);
      }
    }
  }

  /**
   * Asks {@code spare} for a spare carrier thread; false if it gives none, or if starting one
   * failed (no native thread left), so that the run is taken for stalled as before rather than the
   * watching thread dying and no later run of the executor being watched.
   */
  static boolean relieved(BooleanSupplier spare) {
    try {
      return spare.getAsBoolean();
    } catch (RuntimeException | Error e) {
      return false;
    }
  }

  /** Starts watching {@code run} for the calling thread, which waits for it. */
  Watched watch(ControlledRun run) {
    Watched watched = new Watched(run);
    if (!watched.waiter.isVirtual()) {
      return watched; // it watches itself
    }
    runs.add(watched);
    synchronized (this) {
      if (thread == null) {
        thread = Thread.ofPlatform().name("richtest-watchdog").daemon().start(this::watchRuns);
      }
    }
    return watched;
  }

  /** Stops watching a run that ended. */
  void unwatch(Watched watched) {
    runs.remove(watched);
  }

  /** Returns whether the watching thread runs. */
  synchronized boolean isWatching() {
    return thread != null;
  }

  private void watchRuns() {
    while (true) {
      LockSupport.parkNanos(this, tickNanos);
      synchronized (this) {
        if (runs.isEmpty()) {
          thread = null;
          return;
        }
      }
      long now = System.nanoTime();
      for (Watched watched : runs) {
        watched.look(now);
      }
    }
  }
}
