package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code ReentrantLock} drop-in, which both its sides implement: {@link
 * JdkLock} and {@link ModelledLock}.
 */
public interface LockOperations extends DropInOperations {

  void lock();

  void lockInterruptibly() throws InterruptedException;

  boolean tryLock();

  boolean tryLock(long time, TimeUnit unit) throws InterruptedException;

  void unlock();

  /** Returns a new condition, called {@code name} for reports under exploration. */
  Condition newCondition(@Nullable String name);

  boolean isLocked();

  boolean isHeldByCurrentThread();

  int getHoldCount();

  boolean isFair();

  int getWaitQueueLength(Condition condition);

  boolean hasQueuedThreads();

  int getQueueLength();

  /** Returns the thread holding the lock, or null; for a subclass, as the JDK's protected method. */
  @Nullable Thread getOwner();

  /** Returns the threads waiting to take the lock; for a subclass. */
  Collection<Thread> getQueuedThreads();

  /** Returns the threads waiting on {@code condition}; for a subclass, which holds the lock. */
  Collection<Thread> getWaitingThreads(Condition condition);
}
