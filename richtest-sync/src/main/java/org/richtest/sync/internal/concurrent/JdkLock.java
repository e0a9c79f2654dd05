package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's lock behind a {@code ReentrantLock} drop-in created outside an exploration: every
 * operation forwards to it, and so does {@code toString}, which names the JDK's class.
 */
public final class JdkLock implements LockOperations, Identified {

  private final ReentrantLock real;
  private final Outside outside;

  /** Creates the JDK's lock, fair or not, for a drop-in called {@code name}. */
  public JdkLock(boolean fair, @Nullable String name) {
    this.real = new ReentrantLock(fair);
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
}
