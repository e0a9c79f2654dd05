package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;

/**
 * The operations of the {@code StampedLock} drop-in, which both its sides implement: {@link
 * JdkStampedLock} and {@link ModelledStampedLock}. The names and stamps are the JDK's.
 */
public interface StampedLockOperations extends DropInOperations {

  long writeLock();

  long writeLockInterruptibly() throws InterruptedException;

  long tryWriteLock();

  long tryWriteLock(long time, TimeUnit unit) throws InterruptedException;

  long readLock();

  long readLockInterruptibly() throws InterruptedException;

  long tryReadLock();

  long tryReadLock(long time, TimeUnit unit) throws InterruptedException;

  long tryOptimisticRead();

  boolean validate(long stamp);

  void unlockWrite(long stamp);

  void unlockRead(long stamp);

  void unlock(long stamp);

  long tryConvertToWriteLock(long stamp);

  long tryConvertToReadLock(long stamp);

  long tryConvertToOptimisticRead(long stamp);

  boolean tryUnlockWrite();

  boolean tryUnlockRead();

  boolean isWriteLocked();

  boolean isReadLocked();

  int getReadLockCount();

  /** Returns the read view: {@code lock} is {@code readLock}, {@code unlock} any read hold's. */
  Lock asReadLock();

  /** Returns the write view: {@code lock} is {@code writeLock}, {@code unlock} the writer's. */
  Lock asWriteLock();

  /** Returns the two views as a {@link ReadWriteLock}. */
  ReadWriteLock asReadWriteLock();
}
