package org.richtest.sync.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.DropIn;
import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * A reentrant read-write lock with the API of {@link
 * java.util.concurrent.locks.ReentrantReadWriteLock}, non-fair. Under an exploration it is a line
 * of its own on which every lock attempt, every release and the queries {@code getReadLockCount}
 * and {@code isWriteLocked} are events open at any time. An attempt that cannot be granted queues
 * its thread in the lock's FIFO queue and parks it; a release grants the head of the queue (a
 * writer alone, or the readers at the head) and resumes them. The rules are the JDK's ({@link
 * ReadWriteState}): in particular a new reader waits while the first queued thread is a writer, so
 * a reader holding the lock and a queued writer can starve another reader, and a reader that asks
 * for the write lock waits forever. Outside an exploration it is the JDK's lock.
 *
 * <p>A timed {@code tryLock} queues without parking and then issues a second call ({@code
 * readLock.tryLock(timed)}, {@code writeLock.tryLock(timed)}) that returns whether the lock was
 * granted first, so both outcomes are explored. Nested write holds of the writer are no events, nor
 * are the queries only the calling thread can change ({@code getReadHoldCount}, {@code
 * getWriteHoldCount}, {@code isWriteLockedByCurrentThread}). Conditions belong to the write lock
 * ({@link LockCondition}). {@code lockInterruptibly}, the timed {@code tryLock} and the conditions'
 * {@code await} are interruptible (docs/decisions.md, "Interruption"). Not modelled under
 * exploration: fairness and the queries about waiting threads.
 */
public final class ReentrantReadWriteLock extends DropIn implements ReadWriteLock {

  private static final String READ_LOCK = "readLock.lock";
  private static final String WRITE_LOCK = "writeLock.lock";

  private final java.util.concurrent.locks.@Nullable ReentrantReadWriteLock real;
  private final ReadWriteState state = new ReadWriteState(this);
  private final OpenList open;
  private final ReadLock readLock = new ReadLock();
  private final WriteLock writeLock = new WriteLock();
  private final ExclusiveOwner exclusive = new Exclusive();
  private int conditions;

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
    super(name);
    if (creatingUnderExploration()) {
      if (fair) {
        throw NotModelled.fairness("ReentrantReadWriteLock(fair)");
      }
      this.real = null;
    } else {
      this.real = new java.util.concurrent.locks.ReentrantReadWriteLock(fair);
    }
    this.open = OpenList.on(name(), "await", "getReadLockCount", "isWriteLocked", READ_LOCK,
        "readLock.tryLock", "readLock.tryLock(timed)", "readLock.unlock", WRITE_LOCK,
        "writeLock.tryLock", "writeLock.tryLock(timed)", "writeLock.unlock");
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
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.getReadLockCount();
    }
    perform("getReadLockCount");
    return state.readCount();
  }

  /** Returns whether some thread holds the write lock. */
  public boolean isWriteLocked() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.isWriteLocked();
    }
    perform("isWriteLocked");
    return state.writer() != null;
  }

  /** Returns whether the calling thread holds the write lock; no event. */
  public boolean isWriteLockedByCurrentThread() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.isWriteLockedByCurrentThread();
    }
    return state.writer() == run().currentThread();
  }

  /** Returns the calling thread's write holds; no event. */
  public int getWriteHoldCount() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.getWriteHoldCount();
    }
    return state.writer() == run().currentThread() ? state.writeHolds() : 0;
  }

  /** Returns the calling thread's read holds; no event. */
  public int getReadHoldCount() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.getReadHoldCount();
    }
    return state.readHolds(run().currentThread());
  }

  /** Returns whether the lock is fair; never under exploration. */
  public boolean isFair() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    return outside != null && outside.isFair();
  }

  /**
   * Returns whether threads wait to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThreads() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("ReentrantReadWriteLock.hasQueuedThreads");
    }
    return outside.hasQueuedThreads();
  }

  /**
   * Returns whether {@code thread} waits to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThread(Thread thread) {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("ReentrantReadWriteLock.hasQueuedThread");
    }
    return outside.hasQueuedThread(thread);
  }

  /**
   * Returns the number of threads waiting to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("ReentrantReadWriteLock.getQueueLength");
    }
    return outside.getQueueLength();
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
    java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
    if (outside != null) {
      return outside.getWaitQueueLength(condition);
    }
    exclusive.requireOwner("getWaitQueueLength");
    if (!(condition instanceof LockCondition mine) || !mine.belongsTo(exclusive)) {
      throw new IllegalArgumentException(condition + " is not a condition of " + name());
    }
    return mine.waiting();
  }

  @Override
  public OpenList openList() {
    return open;
  }

  /** The read lock of this read-write lock, with the API of the JDK's. */
  public final class ReadLock implements Lock {

    private ReadLock() {}

    /** Takes a read hold, waiting while another thread writes or a writer is first in the queue. */
    @Override
    public void lock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.readLock().lock();
        return;
      }
      state.acquire(READ_LOCK, false, 0, 1, null, true);
    }

    /**
     * Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it.
     */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.readLock().lockInterruptibly();
        return;
      }
      state.acquire(READ_LOCK, false, 0, 1, null, true, true);
    }

    /** Takes a read hold if no other thread writes now, even ahead of queued writers (JDK). */
    @Override
    public boolean tryLock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.readLock().tryLock();
      }
      ThreadHandle self = run().currentThread();
      perform("readLock.tryLock");
      if (!state.mayBargeRead(self)) {
        return false;
      }
      state.read(self, 1);
      return true;
    }

    /**
     * Takes a read hold if it is granted within {@code time}; under exploration both outcomes are
     * explored.
     */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.readLock().tryLock(time, unit);
      }
      checkInterrupted();
      return state.acquire("readLock.tryLock", false, 0, 1, "readLock.tryLock(timed)", time > 0);
    }

    /**
     * Releases one read hold.
     *
     * @throws IllegalMonitorStateException if the calling thread holds no read lock
     */
    @Override
    public void unlock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.readLock().unlock();
        return;
      }
      ThreadHandle self = run().currentThread();
      if (state.readHolds(self) == 0) {
        throw new IllegalMonitorStateException("unlock of the read lock of " + name() + " by "
            + self.name() + ", which does not hold it");
      }
      perform("readLock.unlock");
      state.unlockRead(self);
    }

    /**
     * Throws, as the JDK's read lock does.
     *
     * @throws UnsupportedOperationException always
     */
    @Override
    public Condition newCondition() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.readLock().newCondition();
      }
      throw new UnsupportedOperationException(
          "a read lock has no conditions (as in the JDK); use a condition of the write lock");
    }

    /** Returns the lock's name and the read holds, like the JDK's; not an event. */
    @Override
    public String toString() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = real;
      return name() + ".readLock" + (outside != null
          ? bracket(outside.readLock())
          : "[Read locks = " + state.readCount() + "]");
    }
  }

  /** The write lock of this read-write lock, with the API of the JDK's. */
  public final class WriteLock implements Lock {

    private WriteLock() {}

    /** Takes the write lock, waiting while any other thread holds the lock. */
    @Override
    public void lock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.writeLock().lock();
        return;
      }
      if (!nested()) {
        state.acquire(WRITE_LOCK, true, 1, 0, null, true);
      }
    }

    /**
     * Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it.
     */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.writeLock().lockInterruptibly();
        return;
      }
      if (state.writer() == run().currentThread()) {
        checkInterrupted(); // the JDK checks before it counts a nested hold
        nested();
      } else {
        state.acquire(WRITE_LOCK, true, 1, 0, null, true, true);
      }
    }

    /** Takes the write lock if no other thread holds the lock now. */
    @Override
    public boolean tryLock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.writeLock().tryLock();
      }
      return nested() || state.acquire("writeLock.tryLock", true, 1, 0, null, false);
    }

    /**
     * Takes the write lock if it is granted within {@code time}; under exploration both outcomes
     * are explored.
     */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.writeLock().tryLock(time, unit);
      }
      checkInterrupted();
      return nested()
          || state.acquire("writeLock.tryLock", true, 1, 0, "writeLock.tryLock(timed)", time > 0);
    }

    /** Adds a hold if the caller is the writer already: no event, only it can see that. */
    private boolean nested() {
      if (state.writer() != run().currentThread()) {
        return false;
      }
      state.writeAgain();
      return true;
    }

    /**
     * Releases one write hold; the last one is an event that frees the write lock.
     *
     * @throws IllegalMonitorStateException if the calling thread does not hold the write lock
     */
    @Override
    public void unlock() {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        outside.writeLock().unlock();
        return;
      }
      exclusive.requireOwner("unlock");
      if (state.writeHolds() == 1) {
        perform("writeLock.unlock");
      }
      state.unlockWrite();
    }

    @Override
    public Condition newCondition() {
      return newCondition(null);
    }

    /** Returns a new condition with the given name (default {@code condition<k>}), for reports. */
    public Condition newCondition(@Nullable String conditionName) {
      java.util.concurrent.locks.ReentrantReadWriteLock outside = outside(real);
      if (outside != null) {
        return outside.writeLock().newCondition();
      }
      conditions++;
      return new LockCondition(
          exclusive, conditionName != null ? conditionName : "condition" + conditions);
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
      java.util.concurrent.locks.ReentrantReadWriteLock outside = real;
      if (outside != null) {
        return name() + ".writeLock" + bracket(outside.writeLock());
      }
      ThreadHandle writer = state.writer();
      return name() + ".writeLock"
          + (writer == null ? "[Unlocked]" : "[Locked by thread " + writer.name() + "]");
    }
  }

  /** The write lock as its conditions see it. */
  private final class Exclusive implements ExclusiveOwner {

    @Override
    public String lockName() {
      return name();
    }

    @Override
    public ThreadHandle requireOwner(String operation) {
      ThreadHandle self = run().currentThread();
      ThreadHandle writer = state.writer();
      if (writer != self) {
        throw new IllegalMonitorStateException(operation + " of the write lock of " + name()
            + " by " + self.name() + ", which does not hold it"
            + (writer == null ? "" : " (" + writer.name() + " does)"));
      }
      return self;
    }

    /** Releases the write holds and, as in the JDK, the writer's read holds too. */
    @Override
    public int releaseForAwait(boolean interruptibly) throws InterruptedException {
      ThreadHandle self = run().currentThread();
      int saved = state.readHolds(self) * (ReadWriteState.MAX_COUNT + 1) + state.writeHolds();
      perform("await", interruptibly);
      state.releaseAll(self);
      return saved;
    }

    @Override
    public void reacquire(int holds) {
      int writes = holds % (ReadWriteState.MAX_COUNT + 1);
      int reads = holds / (ReadWriteState.MAX_COUNT + 1);
      state.acquire(WRITE_LOCK, true, writes, reads, null, true);
    }

    @Override
    public DropIn line() {
      return ReentrantReadWriteLock.this;
    }
  }

  /** Returns the holds, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    java.util.concurrent.locks.ReentrantReadWriteLock outside = real;
    return "ReentrantReadWriteLock " + name() + (outside != null
        ? bracket(outside)
        : "[Write locks = " + state.writeHolds() + ", Read locks = " + state.readCount() + "]");
  }

  /** Returns the bracketed state the JDK's {@code toString} appends to the object's identity. */
  private static String bracket(Object jdk) {
    String text = jdk.toString();
    return text.substring(text.indexOf('['));
  }
}
