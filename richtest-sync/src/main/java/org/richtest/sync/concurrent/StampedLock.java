package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Describable;
import org.richtest.sync.internal.concurrent.JdkStampedLock;
import org.richtest.sync.internal.concurrent.ModelledStampedLock;
import org.richtest.sync.internal.concurrent.StampedLockOperations;

/**
 * A stamped lock with the API and the stamps of {@link java.util.concurrent.locks.StampedLock}.
 * Under an exploration it is a line of its own on which every method that reads or changes the
 * lock's state is an event open at any time, {@code tryOptimisticRead} and {@code validate}
 * included: a {@code validate} races with every write-lock acquisition, so an optimistic read is
 * explored both valid and invalidated. A request that cannot be granted queues and parks until a
 * release grants it (readers barge ahead of queued writers while no writer holds the lock, as in
 * the JDK); a timed {@code tryWriteLock}/{@code tryReadLock} explores both the grant and the
 * timeout. An unlock with a stamp that does not match the state throws {@link
 * IllegalMonitorStateException}, as the JDK's. Outside an exploration it is the JDK's lock: which
 * one it is, it decides when it is created.
 *
 * <p>It extends the JDK's class, overriding every method, so that code not rewritten by the agent
 * that takes a {@code java.util.concurrent.locks.StampedLock} can be handed the drop-in. The views
 * ({@code asReadLock}, {@code asWriteLock}, {@code asReadWriteLock}) have no conditions, as the
 * JDK's. The static stamp tests ({@code isWriteLockStamp}, …) are the JDK's: they look at the stamp
 * only.
 */
public final class StampedLock extends java.util.concurrent.locks.StampedLock
    implements Describable {

  private static final long serialVersionUID = 1L;

  private final transient StampedLockOperations lock;
  private final transient Lock readView;
  private final transient Lock writeView;
  private final transient ReadWriteLock readWriteView;

  /** Creates a lock, unlocked. */
  public StampedLock() {
    this(null);
  }

  /** Creates a lock whose line is called {@code name}, or the default name when null. */
  public StampedLock(@Nullable String name) {
    this.lock = creatingUnderExploration()
        ? new ModelledStampedLock(name)
        : new JdkStampedLock(name);
    this.readView = new View(lock.asReadLock());
    this.writeView = new View(lock.asWriteLock());
    this.readWriteView = new ReadWriteLock() {
      @Override
      public Lock readLock() {
        return readView;
      }

      @Override
      public Lock writeLock() {
        return writeView;
      }
    };
  }

  /** Returns the line name. */
  @Override
  public String name() {
    return lock.name();
  }

  /** Takes the write lock, waiting while the lock is held, and returns its stamp. */
  @Override
  public long writeLock() {
    return checked().writeLock();
  }

  /** Takes the write lock as {@link #writeLock()}, unless the caller is interrupted first. */
  @Override
  public long writeLockInterruptibly() throws InterruptedException {
    return checked().writeLockInterruptibly();
  }

  /** Returns the write lock's stamp if the lock is free now, else 0. */
  @Override
  public long tryWriteLock() {
    return checked().tryWriteLock();
  }

  /**
   * Returns the write lock's stamp if it is granted within {@code time}, else 0; under exploration
   * both outcomes are explored.
   */
  @Override
  public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
    return checked().tryWriteLock(time, unit);
  }

  /** Takes a read hold, waiting while a writer holds the lock, and returns its stamp. */
  @Override
  public long readLock() {
    return checked().readLock();
  }

  /** Takes a read hold as {@link #readLock()}, unless the caller is interrupted first. */
  @Override
  public long readLockInterruptibly() throws InterruptedException {
    return checked().readLockInterruptibly();
  }

  /** Returns a read hold's stamp if no writer holds the lock now, else 0. */
  @Override
  public long tryReadLock() {
    return checked().tryReadLock();
  }

  /**
   * Returns a read hold's stamp if it is granted within {@code time}, else 0; under exploration
   * both outcomes are explored.
   */
  @Override
  public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
    return checked().tryReadLock(time, unit);
  }

  /** Returns a stamp to validate later, or 0 if a writer holds the lock now. */
  @Override
  public long tryOptimisticRead() {
    return checked().tryOptimisticRead();
  }

  /** Returns whether no write lock was taken since {@code stamp} was issued. */
  @Override
  public boolean validate(long stamp) {
    return checked().validate(stamp);
  }

  /**
   * Releases the write lock of {@code stamp}.
   *
   * @throws IllegalMonitorStateException if {@code stamp} is not the current write stamp
   */
  @Override
  public void unlockWrite(long stamp) {
    checked().unlockWrite(stamp);
  }

  /**
   * Releases the read hold of {@code stamp}.
   *
   * @throws IllegalMonitorStateException if {@code stamp} is no current read stamp
   */
  @Override
  public void unlockRead(long stamp) {
    checked().unlockRead(stamp);
  }

  /**
   * Releases the hold of {@code stamp}, a write or a read stamp.
   *
   * @throws IllegalMonitorStateException if {@code stamp} does not match the state
   */
  @Override
  public void unlock(long stamp) {
    checked().unlock(stamp);
  }

  /** Returns a write stamp for {@code stamp}'s mode if it can become the writer now, else 0. */
  @Override
  public long tryConvertToWriteLock(long stamp) {
    return checked().tryConvertToWriteLock(stamp);
  }

  /** Returns a read stamp for {@code stamp}'s mode if it can become a reader now, else 0. */
  @Override
  public long tryConvertToReadLock(long stamp) {
    return checked().tryConvertToReadLock(stamp);
  }

  /** Releases {@code stamp}'s hold, if any, and returns an optimistic stamp, or 0 if invalid. */
  @Override
  public long tryConvertToOptimisticRead(long stamp) {
    return checked().tryConvertToOptimisticRead(stamp);
  }

  /** Releases the write lock if it is held, whoever took it. */
  @Override
  public boolean tryUnlockWrite() {
    return checked().tryUnlockWrite();
  }

  /** Releases one read hold if there is one, whoever took it. */
  @Override
  public boolean tryUnlockRead() {
    return checked().tryUnlockRead();
  }

  @Override
  public boolean isWriteLocked() {
    return checked().isWriteLocked();
  }

  @Override
  public boolean isReadLocked() {
    return checked().isReadLocked();
  }

  @Override
  public int getReadLockCount() {
    return checked().getReadLockCount();
  }

  /** Returns the read view, whose {@code unlock} releases any read hold. */
  @Override
  public Lock asReadLock() {
    return readView;
  }

  /** Returns the write view, whose {@code unlock} releases the write lock. */
  @Override
  public Lock asWriteLock() {
    return writeView;
  }

  @Override
  public ReadWriteLock asReadWriteLock() {
    return readWriteView;
  }

  /** Returns the name and the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return lock.toString();
  }

  private StampedLockOperations checked() {
    lock.checkCaller();
    return lock;
  }

  /** A view of the side's, checking the calling thread first. */
  private final class View implements Lock {

    private final Lock side;

    View(Lock side) {
      this.side = side;
    }

    private Lock checkedSide() {
      lock.checkCaller();
      return side;
    }

    @Override
    public void lock() {
      checkedSide().lock();
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
      checkedSide().lockInterruptibly();
    }

    @Override
    public boolean tryLock() {
      return checkedSide().tryLock();
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return checkedSide().tryLock(time, unit);
    }

    @Override
    public void unlock() {
      checkedSide().unlock();
    }

    @Override
    public Condition newCondition() {
      return checkedSide().newCondition();
    }
  }
}
