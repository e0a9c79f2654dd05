package org.richtest.sync.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.DropIn;
import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * A reentrant mutual-exclusion lock with the API of {@link
 * java.util.concurrent.locks.ReentrantLock}. Under an exploration it is a line of its own: the first
 * {@code lock()} of a thread is an event open while the lock is free, {@code tryLock} (timed or not)
 * and {@code isLocked} are events open at any time, and the last {@code unlock()} is an event;
 * nested holds only count. Its conditions are signal-and-continue ({@link LockCondition}). Outside an
 * exploration it is the JDK's lock.
 *
 * <p>{@code lockInterruptibly}, the timed {@code tryLock} and the conditions' {@code await} are
 * interruptible (docs/decisions.md, "Interruption"). Not modelled under exploration: fairness and
 * the queries about waiting threads ({@code getQueueLength}, {@code hasQueuedThreads}).
 */
public final class ReentrantLock extends DropIn implements Lock {

  private final java.util.concurrent.locks.@Nullable ReentrantLock real;
  private final OpenList free;
  private final OpenList held;
  private @Nullable ThreadHandle owner;
  private int holds;
  private int conditions;
  private final ExclusiveOwner exclusive = new Exclusive();

  /** Creates a non-fair lock. */
  public ReentrantLock() {
    this(false, null);
  }

  /**
   * Creates a lock, fair or not.
   *
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public ReentrantLock(boolean fair) {
    this(fair, null);
  }

  /** Creates a non-fair lock whose line is called {@code name}, or the default name when null. */
  public ReentrantLock(@Nullable String name) {
    this(false, name);
  }

  private ReentrantLock(boolean fair, @Nullable String name) {
    super(name);
    if (creatingUnderExploration()) {
      if (fair) {
        throw NotModelled.fairness("ReentrantLock(fair)");
      }
      this.real = null;
    } else {
      this.real = new java.util.concurrent.locks.ReentrantLock(fair);
    }
    this.free = OpenList.on(name(), "isLocked", "lock", "tryLock");
    this.held = OpenList.on(name(), "await", "isLocked", "tryLock", "unlock");
  }

  @Override
  public void lock() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      outside.lock();
      return;
    }
    ThreadHandle self = run().currentThread();
    if (owner == self) {
      holds++;
      return;
    }
    perform("lock");
    take(self, 1);
  }

  /** Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it. */
  @Override
  public void lockInterruptibly() throws InterruptedException {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      outside.lockInterruptibly();
      return;
    }
    ThreadHandle self = run().currentThread();
    if (owner == self) {
      checkInterrupted();
      holds++;
      return;
    }
    performInterruptibly("lock");
    take(self, 1);
  }

  @Override
  public boolean tryLock() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.tryLock();
    }
    return attempt();
  }

  /** Takes the lock if it is free within {@code time}; under exploration both outcomes are explored. */
  @Override
  public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.tryLock(time, unit);
    }
    checkInterrupted();
    return attempt();
  }

  private boolean attempt() {
    ThreadHandle self = run().currentThread();
    if (owner == self) {
      holds++;
      return true;
    }
    perform("tryLock");
    if (owner != null) {
      return false;
    }
    take(self, 1);
    return true;
  }

  private void take(ThreadHandle self, int count) {
    owner = self;
    holds = count;
  }

  /**
   * Releases one hold; the last one is an event that frees the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   */
  @Override
  public void unlock() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      outside.unlock();
      return;
    }
    exclusive.requireOwner("unlock");
    if (holds > 1) {
      holds--;
      return;
    }
    perform("unlock");
    take(null, 0);
  }

  @Override
  public Condition newCondition() {
    return newCondition(null);
  }

  /** Returns a new condition with the given name (default {@code condition<k>}), for reports. */
  public Condition newCondition(@Nullable String conditionName) {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.newCondition();
    }
    conditions++;
    return new LockCondition(exclusive, conditionName != null ? conditionName : "condition" + conditions);
  }

  /** Returns whether some thread holds the lock. */
  public boolean isLocked() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.isLocked();
    }
    perform("isLocked");
    return owner != null;
  }

  /** Returns whether the calling thread holds the lock; no event, since only it can change that. */
  public boolean isHeldByCurrentThread() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.isHeldByCurrentThread();
    }
    return owner == run().currentThread();
  }

  /** Returns the calling thread's holds; no event, since only it can change them. */
  public int getHoldCount() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.getHoldCount();
    }
    return owner == run().currentThread() ? holds : 0;
  }

  /** Returns whether the lock is fair; never under exploration. */
  public boolean isFair() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    return outside != null && outside.isFair();
  }

  /**
   * Returns whether threads wait on {@code condition}; the caller holds the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   */
  public boolean hasWaiters(Condition condition) {
    return getWaitQueueLength(condition) > 0;
  }

  /**
   * Returns the number of threads waiting on {@code condition}; the caller holds the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   * @throws IllegalArgumentException if {@code condition} is not one of this lock's
   */
  public int getWaitQueueLength(Condition condition) {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside != null) {
      return outside.getWaitQueueLength(condition);
    }
    exclusive.requireOwner("getWaitQueueLength");
    if (!(condition instanceof LockCondition mine) || !mine.belongsTo(exclusive)) {
      throw new IllegalArgumentException(condition + " is not a condition of " + name());
    }
    return mine.waiting();
  }

  /**
   * Returns whether threads wait to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public boolean hasQueuedThreads() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("ReentrantLock.hasQueuedThreads");
    }
    return outside.hasQueuedThreads();
  }

  /**
   * Returns the number of threads waiting to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    java.util.concurrent.locks.ReentrantLock outside = outside(real);
    if (outside == null) {
      throw NotModelled.queueQuery("ReentrantLock.getQueueLength");
    }
    return outside.getQueueLength();
  }

  @Override
  public OpenList openList() {
    return owner == null ? free : held;
  }

  /** The lock as its conditions see it. */
  private final class Exclusive implements ExclusiveOwner {

    @Override
    public String lockName() {
      return name();
    }

    @Override
    public ThreadHandle requireOwner(String operation) {
      ThreadHandle self = run().currentThread();
      if (owner != self) {
        throw new IllegalMonitorStateException(
            operation + " of lock " + name() + " by " + self.name() + ", which does not hold it"
                + (owner == null ? "" : " (" + owner.name() + " does)"));
      }
      return self;
    }

    @Override
    public int releaseForAwait(boolean interruptibly) throws InterruptedException {
      int saved = holds;
      perform("await", interruptibly);
      take(null, 0);
      return saved;
    }

    @Override
    public void reacquire(int count) {
      perform("lock");
      take(run().currentThread(), count);
    }

    @Override
    public DropIn line() {
      return ReentrantLock.this;
    }
  }

  /** Returns the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    java.util.concurrent.locks.ReentrantLock outside = real;
    if (outside != null) {
      return outside.toString();
    }
    ThreadHandle current = owner;
    return "ReentrantLock " + name()
        + (current == null ? "[Unlocked]" : "[Locked by thread " + current.name() + "]");
  }
}
