package org.richtest.internal.schedule;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * A virtual thread that runs the logical threads of one explorer's runs, one after another: between
 * two it parks, waiting for the next body ({@link RunThreadPool}). Its phase says who may touch it:
 * idle in the pool, given a body not yet taken, busy running one, or gone (it ends once its body
 * returns, or at once), so that the explorer takes back only a thread that left the program's code.
 */
final class PooledThread implements Runnable {

  /** A phase of the thread; a body given and not yet taken is the phase itself. */
  private enum Phase {
    IDLE,
    BUSY,
    GONE
  }

  private final AtomicReference<Object> phase = new AtomicReference<>(Phase.IDLE);
  private final Thread thread;
  /**
   * Whether the thread was started, and whether it was given a body before; only the thread that
   * gives it a body reads and writes them (the run's baton holder, or the explorer between runs).
   */
  private boolean started;
  private boolean given;
  /** The thread waiting for a body to return, woken when it does. */
  private volatile @Nullable Thread waiter;

  /** Makes a thread with {@code builder}, not started: its first body starts it. */
  PooledThread(Thread.Builder.OfVirtual builder) {
    this.thread = builder.unstarted(this);
  }

  /** Returns the JVM thread. */
  Thread thread() {
    return thread;
  }

  /**
   * Returns whether the thread was given a body before: it then carries what that body left (thread
   * locals, its inheritance) and must be reset before the next.
   */
  boolean ranBefore() {
    return given;
  }

  /** Gives the idle thread {@code body} to run at its next {@link #go}. */
  void give(Runnable body) {
    if (!phase.compareAndSet(Phase.IDLE, body)) {
      throw new IllegalStateException("a body was given to a thread that is not idle");
    }
    given = true;
  }

  /** Lets the thread run the body it was given: starts it the first time, else wakes it. */
  void go() {
    if (started) {
      LockSupport.unpark(thread);
    } else {
      started = true;
      thread.start();
    }
  }

  @Override
  public void run() {
    while (true) {
      Object now = phase.get();
      if (now instanceof Runnable body) {
        if (phase.compareAndSet(body, Phase.BUSY) && !runToIdle(body)) {
          return;
        }
      } else if (now == Phase.IDLE) {
        // An interrupt the last body left, or one aimed at it late, must not make this spin; the
        // next body starts uninterrupted anyway.
        Thread.interrupted();
        LockSupport.park(this);
      } else {
        return;
      }
    }
  }

  /**
   * Runs {@code body} and returns whether the thread is idle after it: not if the explorer gave it
   * up meanwhile, if the body threw (the throwable ends the thread, which must not be taken back
   * dead), or if it left a scope open. It drops what it held of its run before it is idle ({@link
   * ThreadReset#forget}), so that the pool's idle threads (up to 64) keep no run alive.
   */
  private boolean runToIdle(Runnable body) {
    boolean idle = false;
    try {
      body.run();
      if (ThreadReset.leftClean(thread)) {
        ThreadReset.forget();
        idle = phase.compareAndSet(Phase.BUSY, Phase.IDLE);
      }
    } finally {
      if (!idle) {
        phase.set(Phase.GONE);
      }
      Thread waiting = waiter;
      if (waiting != null) {
        LockSupport.unpark(waiting);
      }
    }
    return idle;
  }

  /**
   * Returns whether the thread is running a body it took; false once the body returned or if it
   * never took the one given.
   */
  boolean busy() {
    return phase.get() == Phase.BUSY;
  }

  /**
   * Waits up to {@code millis} for the body the thread runs to return; returns whether the thread
   * is no longer busy.
   */
  boolean awaitIdle(long millis) {
    waiter = Thread.currentThread();
    try {
      long deadline = System.nanoTime() + millis * 1_000_000;
      while (busy()) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || Thread.currentThread().isInterrupted()) {
          return false;
        }
        LockSupport.parkNanos(this, left);
      }
      return true;
    } finally {
      waiter = null;
    }
  }

  /** Returns whether the thread waits for a body, none given; for tests. */
  boolean idle() {
    return phase.get() == Phase.IDLE;
  }

  /**
   * Takes the thread back after its run, if it is idle or never took its body; a thread still busy
   * (stuck in the program's code, or parked there for good) is given up: it ends when its body
   * returns. Returns whether the thread is idle and may run another body.
   */
  boolean takeBack() {
    while (true) {
      Object now = phase.get();
      if (now == Phase.IDLE) {
        return true;
      }
      if (now instanceof Runnable && phase.compareAndSet(now, Phase.IDLE)) {
        return true;
      }
      if (now == Phase.BUSY && phase.compareAndSet(Phase.BUSY, Phase.GONE)) {
        return false;
      }
      if (now == Phase.GONE) {
        return false;
      }
    }
  }

  /** Ends the idle thread, which runs no more bodies. */
  void end() {
    if (phase.compareAndSet(Phase.IDLE, Phase.GONE) && started) {
      LockSupport.unpark(thread);
    }
  }
}
