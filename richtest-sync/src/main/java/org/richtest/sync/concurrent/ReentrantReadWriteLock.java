package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkReadWriteLock;
import org.richtest.sync.internal.concurrent.ModelledReadWriteLock;
import org.richtest.sync.internal.concurrent.ReadWriteLockOperations;
import org.richtest.spi.Describable;

/**
 * A reentrant read-write lock with the API of {@link
 * java.util.concurrent.locks.ReentrantReadWriteLock}, non-fair. Under an exploration it is a line
 * of its own on which every lock attempt, every release and the queries {@code getReadLockCount}
 * and {@code isWriteLocked} are events open at any time. An attempt that cannot be granted queues
 * its thread in the lock's FIFO queue and parks it; a release grants the head of the queue (a
 * writer alone, or the readers at the head) and resumes them. The rules are the JDK's: in
 * particular a new reader waits while the first queued thread is a writer, so a reader holding the
 * lock and a queued writer can starve another reader, and a reader that asks for the write lock
 * waits forever. Outside an exploration it is the JDK's lock: which one it is, it decides when it
 * is created.
 *
 * <p>A timed {@code tryLock} queues without parking and then issues a second call ({@code
 * readLock.tryLock(timed)}, {@code writeLock.tryLock(timed)}) that returns whether the lock was
 * granted first, so both outcomes are explored. Nested write holds of the writer are no events, nor
 * are the queries only the calling thread can change ({@code getReadHoldCount}, {@code
 * getWriteHoldCount}, {@code isWriteLockedByCurrentThread}). Conditions belong to the write lock.
 * {@code lockInterruptibly}, the timed {@code tryLock} and the conditions' {@code await} are
 * interruptible (docs/decisions.md, "Interruption"). Not modelled under exploration: fairness and
 * the queries about waiting threads.
 */
public final class ReentrantReadWriteLock implements ReadWriteLock, Describable {

  private final ReadWriteLockOperations lock;
  private final ReadLock readLock;
  private final WriteLock writeLock;

  /** Creates a non-fair lock. */
  public ReentrantReadWriteLock() {
    this(false, null);
  }

  /**
   * Creates a lock, fair or not.
   *
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public ReentrantReadWriteLock(boolean fair) {
    this(fair, null);
  }

  /** Creates a non-fair lock whose line is called {@code name}, or the default name when null. */
  public ReentrantReadWriteLock(@Nullable String name) {
    this(false, name);
  }

  private ReentrantReadWriteLock(boolean fair, @Nullable String name) {
    this.lock = creatingUnderExploration()
        ? new ModelledReadWriteLock(fair, name)
        : new JdkReadWriteLock(fair, name);
    this.readLock = new ReadLock(lock.readLock());
    this.writeLock = new WriteLock(lock.writeLock());
  }

  /** Returns the line name. */
  public String name() {
    return lock.name();
  }

  @Override
  public ReadLock readLock() {
    return readLock;
  }

  @Override
  public WriteLock writeLock() {
    return writeLock;
  }

  /** Returns the number of read holds of all threads together. */
  public int getReadLockCount() {
    return checked().getReadLockCount();
  }

  /** Returns whether some thread holds the write lock. */
  public boolean isWriteLocked() {
    return checked().isWriteLocked();
  }

  /** Returns whether the calling thread holds the write lock; no event. */
  public boolean isWriteLockedByCurrentThread() {
    return checked().isWriteLockedByCurrentThread();
  }

  /** Returns the calling thread's write holds; no event. */
  public int getWriteHoldCount() {
    return checked().getWriteHoldCount();
  }

  /** Returns the calling thread's read holds; no event. */
  public int getReadHoldCount() {
    return checked().getReadHoldCount();
  }

  /** Returns whether the lock is fair; never under exploration. */
  public boolean isFair() {
    return checked().isFair();
  }

  /**
   * Returns whether threads wait to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThreads() {
    return checked().hasQueuedThreads();
  }

  /**
   * Returns whether {@code thread} waits to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThread(Thread thread) {
    return checked().hasQueuedThread(thread);
  }

  /**
   * Returns the number of threads waiting to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    return checked().getQueueLength();
  }

  /**
   * Returns whether threads wait on {@code condition}; the caller holds the write lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the write lock
   */
  public boolean hasWaiters(Condition condition) {
    return getWaitQueueLength(condition) > 0;
  }

  /**
   * Returns the number of threads waiting on {@code condition}; the caller holds the write lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the write lock
   * @throws IllegalArgumentException if {@code condition} is not one of this lock's
   */
  public int getWaitQueueLength(Condition condition) {
    return checked().getWaitQueueLength(condition);
  }

  /** Returns the holds, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return lock.toString();
  }

  private ReadWriteLockOperations checked() {
    lock.checkCaller();
    return lock;
  }

  /** The read lock of this read-write lock, with the API of the JDK's. */
  public final class ReadLock implements Lock {

    private final Lock side;

    private ReadLock(Lock side) {
      this.side = side;
    }

    private Lock checked() {
      lock.checkCaller();
      return side;
    }

    /** Takes a read hold, waiting while another thread writes or a writer is first in the queue. */
    @Override
    public void lock() {
      checked().lock();
    }

    /**
     * Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it.
     */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      checked().lockInterruptibly();
    }

    /** Takes a read hold if no other thread writes now, even ahead of queued writers (JDK). */
    @Override
    public boolean tryLock() {
      return checked().tryLock();
    }

    /**
     * Takes a read hold if it is granted within {@code time}; under exploration both outcomes are
     * explored.
     */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return checked().tryLock(time, unit);
    }

    /**
     * Releases one read hold.
     *
     * @throws IllegalMonitorStateException if the calling thread holds no read lock
     */
    @Override
    public void unlock() {
      checked().unlock();
    }

    /**
     * Throws, as the JDK's read lock does.
     *
     * @throws UnsupportedOperationException always
     */
    @Override
    public Condition newCondition() {
      return checked().newCondition();
    }

    /** Returns the lock's name and the read holds, like the JDK's; not an event. */
    @Override
    public String toString() {
      return name() + ".readLock" + lock.readLockState();
    }
  }

  /** The write lock of this read-write lock, with the API of the JDK's. */
  public final class WriteLock implements Lock {

    private final Lock side;

    private WriteLock(Lock side) {
      this.side = side;
    }

    private Lock checked() {
      lock.checkCaller();
      return side;
    }

    /** Takes the write lock, waiting while any other thread holds the lock. */
    @Override
    public void lock() {
      checked().lock();
    }

    /**
     * Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it.
     */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      checked().lockInterruptibly();
    }

    /** Takes the write lock if no other thread holds the lock now. */
    @Override
    public boolean tryLock() {
      return checked().tryLock();
    }

    /**
     * Takes the write lock if it is granted within {@code time}; under exploration both outcomes
     * are explored.
     */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return checked().tryLock(time, unit);
    }

    /**
     * Releases one write hold; the last one is an event that frees the write lock.
     *
     * @throws IllegalMonitorStateException if the calling thread does not hold the write lock
     */
    @Override
    public void unlock() {
      checked().unlock();
    }

    @Override
    public Condition newCondition() {
      return newCondition(null);
    }

    /** Returns a new condition with the given name (default {@code condition<k>}), for reports. */
    public Condition newCondition(@Nullable String conditionName) {
      return ReentrantReadWriteLock.this.checked().newCondition(conditionName);
    }

    /** Returns whether the calling thread holds the write lock; no event. */
    public boolean isHeldByCurrentThread() {
      return isWriteLockedByCurrentThread();
    }

    /** Returns the calling thread's write holds; no event. */
    public int getHoldCount() {
      return getWriteHoldCount();
    }

    /** Returns the lock's name and the writer, like the JDK's; not an event. */
    @Override
    public String toString() {
      return name() + ".writeLock" + lock.writeLockState();
    }
  }
}
