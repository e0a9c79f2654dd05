package org.richtest.testkit.reference;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;


/**
 * The reference model of the drop-in {@code Semaphore}: a counting semaphore shaped like {@link
 * java.util.concurrent.Semaphore}, built on a {@link MonitorLock} and one condition: an
 * exploration covers it with the lock's signal-and-continue monitor semantics, every operation
 * being one lock entry plus, for a blocked acquire, one re-entry per wake-up. Outside an
 * exploration it is an ordinary non-fair semaphore for real threads.
 *
 * <p>{@link #tryAcquire()} is modelled: it takes the lock and decides on the permit count inside
 * it, so its outcome depends only on the order of lock entries, which an exploration enumerates.
 *
 * <p>Not modelled: fairness (waiters compete with new callers, as in the JDK's non-fair default),
 * interruption (blocking methods declare {@link InterruptedException} for source compatibility but
 * never throw it), and timed {@code tryAcquire}, which is rejected with {@link
 * UnsupportedOperationException}.
 */
public final class LockBasedSemaphore {

  private final MonitorLock lock;
  private final Condition permitsReleased;
  private int permits;

  /** Creates a semaphore with {@code permits} initial permits (negative: releases come first). */
  public LockBasedSemaphore(int permits) {
    this(permits, null);
  }

  /** Creates a semaphore whose lock has the line name {@code name}, or the default when null. */
  public LockBasedSemaphore(int permits, @Nullable String name) {
    this.lock = new MonitorLock(name);
    this.permitsReleased = lock.newCondition("permitsReleased");
    this.permits = permits;
  }

  /** Returns the line name of the underlying lock. */
  public String name() {
    return lock.name();
  }

  /**
   * Acquires one permit, waiting until one is available.
   *
   * @throws InterruptedException never: interruption is not modelled
   */
  public void acquire() throws InterruptedException {
    acquire(1);
  }

  /**
   * Acquires {@code n} permits at once, waiting until that many are available.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   * @throws InterruptedException never: interruption is not modelled
   */
  public void acquire(int n) throws InterruptedException {
    requireNonNegative(n);
    lock.lock();
    try {
      while (permits < n) {
        permitsReleased.await();
      }
      permits -= n;
    } finally {
      lock.unlock();
    }
  }

  /** Acquires one permit; the same as {@link #acquire()}, since interruption is not modelled. */
  public void acquireUninterruptibly() {
    acquireUninterruptibly(1);
  }

  /**
   * Acquires {@code n} permits; the same as {@link #acquire(int)}, since interruption is not
   * modelled.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public void acquireUninterruptibly(int n) {
    requireNonNegative(n);
    lock.lock();
    try {
      while (permits < n) {
        permitsReleased.awaitUninterruptibly();
      }
      permits -= n;
    } finally {
      lock.unlock();
    }
  }

  /** Acquires one permit if one is available now, and returns whether it did. */
  public boolean tryAcquire() {
    return tryAcquire(1);
  }

  /**
   * Acquires {@code n} permits if that many are available now, and returns whether it did.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public boolean tryAcquire(int n) {
    requireNonNegative(n);
    lock.lock();
    try {
      if (permits < n) {
        return false;
      }
      permits -= n;
      return true;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Not modelled: a timed acquire.
   *
   * @throws UnsupportedOperationException always
   */
  public boolean tryAcquire(long timeout, TimeUnit unit) {
    throw NotModelled.timed("tryAcquire with a timeout");
  }

  /**
   * Not modelled: a timed acquire.
   *
   * @throws UnsupportedOperationException always
   */
  public boolean tryAcquire(int n, long timeout, TimeUnit unit) {
    throw NotModelled.timed("tryAcquire with a timeout");
  }

  /** Releases one permit. */
  public void release() {
    release(1);
  }

  /**
   * Releases {@code n} permits and wakes every waiter, since waiters may want different numbers.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   * @throws Error if the permit count would overflow, as in the JDK
   */
  public void release(int n) {
    requireNonNegative(n);
    lock.lock();
    try {
      if (permits > Integer.MAX_VALUE - n) {
        throw new Error("Maximum permit count exceeded");
      }
      permits += n;
      permitsReleased.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** Returns the number of permits available now (one lock entry). */
  public int availablePermits() {
    lock.lock();
    try {
      return permits;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Takes every available permit and returns how many; a negative count is reset to zero and
   * returned as is, as in the JDK.
   */
  public int drainPermits() {
    lock.lock();
    try {
      int drained = permits;
      permits = 0;
      if (drained < 0) {
        permitsReleased.signalAll();
      }
      return drained;
    } finally {
      lock.unlock();
    }
  }

  /** Returns the name and the permit count, like the JDK's (one lock entry). */
  @Override
  public String toString() {
    return "Semaphore " + name() + "[Permits = " + availablePermits() + "]";
  }

  private static void requireNonNegative(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("number of permits must be >= 0, was " + n);
    }
  }
}
