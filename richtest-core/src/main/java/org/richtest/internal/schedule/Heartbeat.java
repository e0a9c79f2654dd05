package org.richtest.internal.schedule;

import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * Shows the thread that waits for an exploration that the exploration moves: the runs its executors
 * started and the progress of the latest. An exploration's virtual thread binds one, only on the
 * JDK's shared scheduler where alone the waiting thread reads it (each run's report is two writes
 * that every worker of a parallel exploration would make to this one object); the executors made on
 * that thread report their runs to it.
 */
public final class Heartbeat {

  private static final ThreadLocal<@Nullable Heartbeat> BOUND = new ThreadLocal<>();

  private final AtomicLong runs = new AtomicLong();
  private volatile @Nullable ControlledRun latest;

  /** Binds {@code heartbeat} to the calling thread, whose executors then report to it. */
  public static void bind(Heartbeat heartbeat) {
    BOUND.set(heartbeat);
  }

  /** Returns the heartbeat bound to the calling thread, if any. */
  static @Nullable Heartbeat bound() {
    return BOUND.get();
  }

  /** Notes that {@code run} started. */
  void started(ControlledRun run) {
    latest = run;
    runs.incrementAndGet();
  }

  /**
   * Returns whether the exploration moved since {@code last} (runs started, then the latest run's
   * progress), which it updates.
   */
  public boolean movedSince(long[] last) {
    ControlledRun run = latest;
    long started = runs.get();
    long progress = run == null ? 0 : run.progress();
    boolean moved = started != last[0] || progress != last[1];
    last[0] = started;
    last[1] = progress;
    return moved;
  }
}
