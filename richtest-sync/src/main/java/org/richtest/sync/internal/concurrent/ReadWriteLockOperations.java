package org.richtest.sync.internal.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code ReentrantReadWriteLock} drop-in, which both its sides implement:
 * {@link JdkReadWriteLock} and {@link ModelledReadWriteLock}. The read and the write lock are
 * {@link Lock}s of the side, which the drop-in's own read and write locks forward to.
 */
public interface ReadWriteLockOperations extends DropInOperations {

  /** Returns the read lock. */
  Lock readLock();

  /** Returns the write lock. */
  Lock writeLock();

  /** Returns a new condition of the write lock, called {@code name} for reports. */
  Condition newCondition(@Nullable String name);

  int getReadLockCount();

  boolean isWriteLocked();

  boolean isWriteLockedByCurrentThread();

  int getWriteHoldCount();

  int getReadHoldCount();

  boolean isFair();

  boolean hasQueuedThreads();

  boolean hasQueuedThread(Thread thread);

  int getQueueLength();

  int getWaitQueueLength(Condition condition);

  /** Returns the read lock's state in brackets, as the JDK's read lock shows it; not an event. */
  String readLockState();

  /** Returns the write lock's state in brackets, as the JDK's write lock shows it; not an event. */
  String writeLockState();
}
