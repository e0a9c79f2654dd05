package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's lock behind a {@code ReentrantLock} drop-in created outside an exploration: every
 * operation forwards to it, and so does {@code toString}, which names the JDK's class.
 */
public final class JdkLock implements LockOperations, Identified {

  /** The JDK's lock, its protected queries opened to the drop-in. */
  private static final class Real extends ReentrantLock {
    private static final long serialVersionUID = 1L;

    Real(boolean fair) {
      super(fair);
    }

    @Nullable Thread owner() {
      return getOwner();
    }

    Collection<Thread> queuedThreads() {
      return getQueuedThreads();
    }

    Collection<Thread> waitingThreads(Condition condition) {
      return getWaitingThreads(condition);
    }
  }

  private final Real real;
  private final Outside outside;

  /** Creates the JDK's lock, fair or not, for a drop-in called {@code name}. */
  public JdkLock(boolean fair, @Nullable String name) {
    this.real = new Real(fair);
    this.outside = new Outside("ReentrantLock", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public void lock() {
    real.lock();
  }

  @Override
  public void lockInterruptibly() throws InterruptedException {
    real.lockInterruptibly();
  }

  @Override
  public boolean tryLock() {
    return real.tryLock();
  }

  @Override
  public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
    return real.tryLock(time, unit);
  }

  @Override
  public void unlock() {
    real.unlock();
  }

  /** Returns a new condition of the JDK's lock; the JDK's conditions have no names. */
  @Override
  public Condition newCondition(@Nullable String name) {
    return real.newCondition();
  }

  @Override
  public boolean isLocked() {
    return real.isLocked();
  }

  @Override
  public boolean isHeldByCurrentThread() {
    return real.isHeldByCurrentThread();
  }

  @Override
  public int getHoldCount() {
    return real.getHoldCount();
  }

  @Override
  public boolean isFair() {
    return real.isFair();
  }

  @Override
  public int getWaitQueueLength(Condition condition) {
    return real.getWaitQueueLength(condition);
  }

  @Override
  public boolean hasQueuedThreads() {
    return real.hasQueuedThreads();
  }

  @Override
  public int getQueueLength() {
    return real.getQueueLength();
  }

  @Override
  public String toString() {
    return real.toString();
  }

  @Override
  public @Nullable Thread getOwner() {
    return real.owner();
  }

  @Override
  public Collection<Thread> getQueuedThreads() {
    return real.queuedThreads();
  }

  @Override
  public Collection<Thread> getWaitingThreads(Condition condition) {
    return real.waitingThreads(condition);
  }
}
