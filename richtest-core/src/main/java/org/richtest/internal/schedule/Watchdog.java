package org.richtest.internal.schedule;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * Watches an executor's runs from a thread of its own and wakes the thread waiting for a run in
 * which no thread has reached a synchronization call for the limit. The waiting thread then parks
 * without a timeout: a timed park of a virtual thread arms and cancels a timer in the scheduler,
 * which cost about a fifth of a short run (docs/benchmarks.md). The watching thread is virtual, as
 * cheap to start as a single run ({@code RichTest.runOnce} has an executor of its own); it ends
 * when no run is left to watch and starts again with the next one.
 */
final class Watchdog {

  /** The longest time between two looks at the runs. */
  private static final long MAX_TICK_NANOS = TimeUnit.MILLISECONDS.toNanos(200);

  private final long limitNanos;
  private final long tickNanos;
  private final Set<Watched> runs = ConcurrentHashMap.newKeySet();
  /** The watching thread, null while none runs; guarded by {@code this}. */
  private @Nullable Thread thread;

  Watchdog(Duration limit) {
    this.limitNanos = limit.toNanos();
    this.tickNanos = Math.max(1, Math.min(MAX_TICK_NANOS, limitNanos / 4));
  }

  /** A run being watched, and the thread waiting for it, which is woken when it stalls. */
  static final class Watched {
    final ControlledRun run;
    private final Thread waiter = Thread.currentThread();
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
  }

  /** Starts watching {@code run} for the calling thread, which waits for it. */
  Watched watch(ControlledRun run) {
    Watched watched = new Watched(run);
    runs.add(watched);
    synchronized (this) {
      if (thread == null) {
        thread = Thread.ofVirtual().name("richtest-watchdog").start(this::watchRuns);
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
        long progress = watched.run.progress();
        if (progress != watched.seen) {
          watched.seen = progress;
          watched.seenSince = now;
        } else if (now - watched.seenSince >= limitNanos && !watched.stalled) {
          watched.stalled = true;
          LockSupport.unpark(watched.waiter);
        }
      }
    }
  }
}
