package org.richtest.testkit.reference;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;


/**
 * The reference model of the drop-in {@code CountDownLatch}: a one-shot latch built on a {@link
 * MonitorLock} and one condition: an exploration covers it with the lock's
 * signal-and-continue monitor semantics, each {@code countDown}, {@code getCount} and {@code await}
 * being a lock entry. Outside an exploration it is an ordinary latch for real threads.
 *
 * <p>Not modelled: the timed {@code await}, rejected with {@link UnsupportedOperationException},
 * and interruption ({@link #await()} declares {@link InterruptedException} for source compatibility
 * but never throws it).
 */
public final class LockBasedCountDownLatch {

  private final MonitorLock lock;
  private final Condition reachedZero;
  private long count;

  /**
   * Creates a latch that opens after {@code count} count-downs.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public LockBasedCountDownLatch(int count) {
    this(count, null);
  }

  /**
   * Creates a latch whose lock has the line name {@code name}, or the default when null.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public LockBasedCountDownLatch(int count, @Nullable String name) {
    if (count < 0) {
      throw new IllegalArgumentException("count < 0");
    }
    this.lock = new MonitorLock(name);
    this.reachedZero = lock.newCondition("reachedZero");
    this.count = count;
  }

  /** Returns the line name of the underlying lock. */
  public String name() {
    return lock.name();
  }

  /**
   * Waits until the count reaches zero.
   *
   * @throws InterruptedException never: interruption is not modelled
   */
  public void await() throws InterruptedException {
    lock.lock();
    try {
      while (count > 0) {
        reachedZero.await();
      }
    } finally {
      lock.unlock();
    }
  }

  /**
   * Not modelled: a timed wait.
   *
   * @throws UnsupportedOperationException always
   */
  public boolean await(long timeout, TimeUnit unit) {
    throw NotModelled.timed("await with a timeout");
  }

  /** Decrements the count, waking every waiter when it reaches zero; does nothing at zero. */
  public void countDown() {
    lock.lock();
    try {
      if (count > 0 && --count == 0) {
        reachedZero.signalAll();
      }
    } finally {
      lock.unlock();
    }
  }

  /** Returns the current count (one lock entry). */
  public long getCount() {
    lock.lock();
    try {
      return count;
    } finally {
      lock.unlock();
    }
  }

  /** Returns the name and the count, like the JDK's (one lock entry). */
  @Override
  public String toString() {
    return "CountDownLatch " + name() + "[Count = " + getCount() + "]";
  }
}
