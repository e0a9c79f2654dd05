package org.richtest.internal.schedule;

import java.util.ArrayDeque;
import org.jspecify.annotations.Nullable;

/**
 * The virtual threads one explorer's runs reuse: making, starting and ending a run's threads was the
 * largest cost of a run left (docs/benchmarks.md), so a thread whose logical thread ended waits,
 * parked, for a logical thread of a later run, and is reset to what a new thread would start with
 * ({@link ThreadReset}). Within a run every logical thread gets a thread of its own, as before: a
 * thread goes back to the pool only once its run is over. A thread the program holds as a {@code
 * Thread} ({@link #retire}), or one still in the program's code when its run ends, is not reused.
 *
 * <p>Bound to the explorer's thread for one exploration ({@link #around}) and used only by it and
 * by the run threads that hold the baton, one at a time: no lock.
 */
public final class RunThreadPool {

  private static final ThreadLocal<@Nullable RunThreadPool> BOUND = new ThreadLocal<>();
  /** The most idle threads kept: a run with more threads makes the rest anew. */
  private static final int MOST_IDLE = 64;
  /** How long the explorer waits for a retired thread to end. */
  private static final long RETIRE_MILLIS = 1_000;

  private final ArrayDeque<PooledThread> idle = new ArrayDeque<>();
  /** Makes the threads; a thread takes the scheduler, the carrier, of the thread that makes it. */
  private final Thread.Builder.OfVirtual builder = Thread.ofVirtual();

  private RunThreadPool() {}

  /** An exploration, or a worker's part of one, which returns {@code T} or throws {@code E}. */
  @FunctionalInterface
  public interface Exploration<T, E extends Exception> {
    /** Explores. */
    T explore() throws E;
  }

  /**
   * Returns {@code task}'s result, computed with a pool of run threads bound to the calling thread,
   * the explorer's, whose runs then reuse their threads; the pool's threads end with it. Where
   * threads cannot be reset ({@link ThreadReset#available()}), or a pool is bound already, it only
   * computes {@code task}.
   */
  public static <T, E extends Exception> T around(Exploration<T, E> task) throws E {
    if (!ThreadReset.available() || BOUND.get() != null) {
      return task.explore();
    }
    RunThreadPool pool = new RunThreadPool();
    BOUND.set(pool);
    try {
      return task.explore();
    } finally {
      BOUND.remove();
      pool.close();
    }
  }

  /** Returns the pool bound to the calling thread, or null if its runs make new threads. */
  static @Nullable RunThreadPool bound() {
    return BOUND.get();
  }

  /**
   * Returns an idle thread named {@code name} for a new logical thread, made now by the calling
   * thread (its parent) if none is idle.
   */
  PooledThread take(String name) {
    PooledThread thread = idle.pollLast();
    if (thread == null) {
      return new PooledThread(builder.name(name));
    }
    thread.thread().setName(name);
    return thread;
  }

  /** Takes {@code thread} back once its run is over, if it can run another body. */
  void takeBack(PooledThread thread) {
    if (thread.takeBack()) {
      if (idle.size() < MOST_IDLE) {
        idle.addLast(thread);
      } else {
        thread.end();
      }
    }
  }

  /**
   * Ends {@code thread}, which the program held as a {@code Thread} object in a run, once its run is
   * over, and waits briefly for it to end: a later run then finds it terminated, as it would have
   * been without reuse, and never runs on it.
   */
  void retire(PooledThread thread) {
    if (thread.takeBack()) {
      thread.end();
      try {
        thread.thread().join(RETIRE_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Ends every idle thread. */
  private void close() {
    for (PooledThread thread : idle) {
      thread.end();
    }
    idle.clear();
  }
}
