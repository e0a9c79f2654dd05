package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code ReentrantReadWriteLock} drop-in under exploration, non-fair: a line of its own on which
 * every lock attempt, every release and the queries {@code getReadLockCount} and {@code
 * isWriteLocked} are events open at any time. An attempt that cannot be granted queues its thread
 * in the lock's FIFO queue and parks it; a release grants the head of the queue (a writer alone, or
 * the readers at the head) and resumes them. The rules are the JDK's ({@link ReadWriteState}): in
 * particular a new reader waits while the first queued thread is a writer, so a reader holding the
 * lock and a queued writer can starve another reader, and a reader that asks for the write lock
 * waits forever.
 *
 * <p>A timed {@code tryLock} queues without parking and then issues a second call ({@code
 * readLock.tryLock(timed)}, {@code writeLock.tryLock(timed)}) that returns whether the lock was
 * granted first, so both outcomes are explored; one that repeats a timeout with nothing done since
 * issues that call's repeat, open once the lock changed after the request was queued
 * (docs/decisions.md, "Timed operations"), and a timeout advances the logical clock. Nested write holds of the writer are no events, nor
 * are the queries only the calling thread can change ({@code getReadHoldCount}, {@code
 * getWriteHoldCount}, {@code isWriteLockedByCurrentThread}). Conditions belong to the write lock
 * ({@link LockCondition}). {@code lockInterruptibly}, the timed {@code tryLock} and the conditions'
 * {@code await} are interruptible (docs/decisions.md, "Interruption"). Fairness and the queries
 * about waiting threads are rejected.
 */
public final class ModelledReadWriteLock extends DropIn implements ReadWriteLockOperations {

  private static final String READ_LOCK = "readLock.lock";
  private static final String WRITE_LOCK = "writeLock.lock";

  private final ReadWriteState state = new ReadWriteState(this);
  private final OpenList open;
  private final Lock readLock = new ReadLock();
  private final Lock writeLock = new WriteLock();
  private final ExclusiveOwner exclusive = new Exclusive();
  private int conditions;

  /**
   * Creates the line of a read-write lock.
   *
   * @throws UnsupportedOperationException if {@code fair}
   */
  public ModelledReadWriteLock(boolean fair, @Nullable String name) {
    super(name);
    if (fair) {
      throw NotModelled.fairness("ReentrantReadWriteLock(fair)");
    }
    this.open = OpenList.on(name(), "await", "getReadLockCount", "isWriteLocked", READ_LOCK,
        "readLock.tryLock", "readLock.tryLock(timed)", "readLock.unlock", WRITE_LOCK,
        "writeLock.tryLock", "writeLock.tryLock(timed)", "writeLock.unlock");
  }

  @Override
  public Lock readLock() {
    return readLock;
  }

  @Override
  public Lock writeLock() {
    return writeLock;
  }

  /** Returns a new condition of the write lock, called {@code name} or {@code condition<k>}. */
  @Override
  public Condition newCondition(@Nullable String name) {
    conditions++;
    return new LockCondition(exclusive, name != null ? name : "condition" + conditions);
  }

  @Override
  public int getReadLockCount() {
    perform("getReadLockCount");
    return state.readCount();
  }

  @Override
  public boolean isWriteLocked() {
    perform("isWriteLocked");
    return state.writer() != null;
  }

  /** Returns whether the calling thread holds the write lock; no event. */
  @Override
  public boolean isWriteLockedByCurrentThread() {
    return state.writer() == run().currentThread();
  }

  /** Returns the calling thread's write holds; no event. */
  @Override
  public int getWriteHoldCount() {
    return state.writer() == run().currentThread() ? state.writeHolds() : 0;
  }

  /** Returns the calling thread's read holds; no event. */
  @Override
  public int getReadHoldCount() {
    return state.readHolds(run().currentThread());
  }

  @Override
  public boolean isFair() {
    return false;
  }

  @Override
  public boolean hasQueuedThreads() {
    throw NotModelled.queueQuery("ReentrantReadWriteLock.hasQueuedThreads");
  }

  @Override
  public boolean hasQueuedThread(Thread thread) {
    throw NotModelled.queueQuery("ReentrantReadWriteLock.hasQueuedThread");
  }

  @Override
  public int getQueueLength() {
    throw NotModelled.queueQuery("ReentrantReadWriteLock.getQueueLength");
  }

  /**
   * Returns the number of threads waiting on {@code condition}; the caller holds the write lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the write lock
   * @throws IllegalArgumentException if {@code condition} is not one of this lock's
   */
  @Override
  public int getWaitQueueLength(Condition condition) {
    exclusive.requireOwner("getWaitQueueLength");
    return LockCondition.of(condition, exclusive).waiting();
  }

  @Override
  public String readLockState() {
    return "[Read locks = " + state.readCount() + "]";
  }

  @Override
  public String writeLockState() {
    ThreadHandle writer = state.writer();
    return writer == null ? "[Unlocked]" : "[Locked by thread " + writer.name() + "]";
  }

  @Override
  public OpenList openList() {
    return withRepeats(open);
  }

  /** The read lock. */
  private final class ReadLock implements Lock {

    /** Takes a read hold, waiting while another thread writes or a writer heads the queue. */
    @Override
    public void lock() {
      state.acquire(READ_LOCK, false, 0, 1, true);
    }

    /** Locks as {@link #lock()} does, unless the caller is interrupted before it gets it. */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      state.acquire(READ_LOCK, false, 0, 1, true, true);
    }

    /** Takes a read hold if no other thread writes now, even ahead of queued writers (JDK). */
    @Override
    public boolean tryLock() {
      ThreadHandle self = run().currentThread();
      perform("readLock.tryLock");
      if (!state.mayBargeRead(self)) {
        return false;
      }
      state.read(self, 1);
      return true;
    }

    /** Takes a read hold if it is granted within {@code time}; both outcomes are explored. */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return state.tryAcquire("readLock.tryLock", false, 0, 1,
          Registration.Timeout.begin(ModelledReadWriteLock.this, "readLock.tryLock(timed)",
              unit.toNanos(time)));
    }

    /**
     * Releases one read hold.
     *
     * @throws IllegalMonitorStateException if the calling thread holds no read lock
     */
    @Override
    public void unlock() {
      ThreadHandle self = run().currentThread();
      if (state.readHolds(self) == 0) {
        throw new IllegalMonitorStateException("unlock of the read lock of " + name() + " by "
            + self.name() + ", which does not hold it");
      }
      perform("readLock.unlock");
      state.unlockRead(self);
    }

    /** Throws {@link UnsupportedOperationException}, as the JDK's read lock does. */
    @Override
    public Condition newCondition() {
      throw new UnsupportedOperationException(
          "a read lock has no conditions (as in the JDK); use a condition of the write lock");
    }
  }

  /** The write lock. */
  private final class WriteLock implements Lock {

    /** Takes the write lock, waiting while any other thread holds the lock. */
    @Override
    public void lock() {
      if (!nested()) {
        state.acquire(WRITE_LOCK, true, 1, 0, true);
      }
    }

    /** Locks as {@link #lock()} does, unless the caller is interrupted before it gets it. */
    @Override
    public void lockInterruptibly() throws InterruptedException {
      if (!nestedInterruptibly()) {
        state.acquire(WRITE_LOCK, true, 1, 0, true, true);
      }
    }

    /** Takes the write lock if no other thread holds the lock now. */
    @Override
    public boolean tryLock() {
      return nested() || state.acquire("writeLock.tryLock", true, 1, 0, false);
    }

    /** Takes the write lock if it is granted within {@code time}; both outcomes are explored. */
    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return nestedInterruptibly() || state.tryAcquire("writeLock.tryLock", true, 1, 0,
          Registration.Timeout.begin(ModelledReadWriteLock.this, "writeLock.tryLock(timed)",
              unit.toNanos(time)));
    }

    /** As {@link #nested()}, after the interruption point the JDK checks before it counts it. */
    private boolean nestedInterruptibly() throws InterruptedException {
      if (state.writer() != run().currentThread()) {
        return false;
      }
      checkInterrupted();
      return nested();
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
      exclusive.requireOwner("unlock");
      if (state.writeHolds() == 1) {
        perform("writeLock.unlock");
      }
      state.unlockWrite();
    }

    @Override
    public Condition newCondition() {
      return ModelledReadWriteLock.this.newCondition(null);
    }
  }

  /** The write lock as its conditions see it. */
  private final class Exclusive extends ExclusiveOwner {

    Exclusive() {
      super(ModelledReadWriteLock.this);
    }

    @Override
    ThreadHandle requireOwner(String operation) {
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
    int releaseForAwait(boolean interruptibly) throws InterruptedException {
      ThreadHandle self = run().currentThread();
      int saved = state.readHolds(self) * (ReadWriteState.MAX_COUNT + 1) + state.writeHolds();
      perform("await", interruptibly);
      state.releaseAll(self);
      return saved;
    }

    @Override
    boolean reacquire(int holds) {
      int writes = holds % (ReadWriteState.MAX_COUNT + 1);
      int reads = holds / (ReadWriteState.MAX_COUNT + 1);
      return state.takeBack(WRITE_LOCK, writes, reads);
    }
  }

  /** Returns the holds, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "ReentrantReadWriteLock " + name() + "[Write locks = " + state.writeHolds()
        + ", Read locks = " + state.readCount() + "]";
  }
}
