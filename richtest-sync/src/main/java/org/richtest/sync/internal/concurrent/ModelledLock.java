package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code ReentrantLock} drop-in under exploration: a line of its own on which the first {@code
 * lock()} of a thread is an event open while the lock is free, {@code tryLock} (timed or not) and
 * {@code isLocked} are events open at any time, and the last {@code unlock()} is an event; nested
 * holds only count. Its conditions are signal-and-continue ({@link LockCondition}). {@code
 * lockInterruptibly}, the timed {@code tryLock} and the conditions' {@code await} are
 * interruptible (docs/decisions.md, "Interruption"). Fairness and the queries about waiting threads
 * ({@code getQueueLength}, {@code hasQueuedThreads}) are rejected.
 */
public final class ModelledLock extends DropIn implements LockOperations {

  private final OpenList free;
  private final OpenList held;
  private @Nullable ThreadHandle owner;
  private int holds;
  private int conditions;
  private final ExclusiveOwner exclusive = new Exclusive();

  /**
   * Creates the line of a lock.
   *
   * @throws UnsupportedOperationException if {@code fair}
   */
  public ModelledLock(boolean fair, @Nullable String name) {
    super(name);
    if (fair) {
      throw NotModelled.fairness("ReentrantLock(fair)");
    }
    this.free = OpenList.on(name(), "isLocked", "lock", "tryLock");
    this.held = OpenList.on(name(), "await", "isLocked", "tryLock", "unlock");
  }

  @Override
  public void lock() {
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
    return attempt();
  }

  /** Takes the lock if it is free within {@code time}; both outcomes are explored. */
  @Override
  public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
    ThreadHandle self = run().currentThread();
    if (owner == self) {
      checkInterrupted();
      holds++;
      return true;
    }
    performTimed("tryLock");
    if (owner != null) {
      timedOut(unit.toNanos(time));
      return false;
    }
    take(self, 1);
    return true;
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

  private void take(@Nullable ThreadHandle self, int count) {
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
    exclusive.requireOwner("unlock");
    if (holds > 1) {
      holds--;
      return;
    }
    perform("unlock");
    take(null, 0);
  }

  /** Returns a new condition called {@code name}, or {@code condition<k>} when null. */
  @Override
  public Condition newCondition(@Nullable String name) {
    conditions++;
    return new LockCondition(exclusive, name != null ? name : "condition" + conditions);
  }

  @Override
  public boolean isLocked() {
    perform("isLocked");
    return owner != null;
  }

  /** Returns whether the calling thread holds the lock; no event, since only it can change that. */
  @Override
  public boolean isHeldByCurrentThread() {
    return owner == run().currentThread();
  }

  /** Returns the calling thread's holds; no event, since only it can change them. */
  @Override
  public int getHoldCount() {
    return owner == run().currentThread() ? holds : 0;
  }

  @Override
  public boolean isFair() {
    return false;
  }

  /**
   * Returns the number of threads waiting on {@code condition}; the caller holds the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   * @throws IllegalArgumentException if {@code condition} is not one of this lock's
   */
  @Override
  public int getWaitQueueLength(Condition condition) {
    exclusive.requireOwner("getWaitQueueLength");
    return LockCondition.of(condition, exclusive).waiting();
  }

  @Override
  public boolean hasQueuedThreads() {
    throw NotModelled.queueQuery("ReentrantLock.hasQueuedThreads");
  }

  @Override
  public int getQueueLength() {
    throw NotModelled.queueQuery("ReentrantLock.getQueueLength");
  }

  /**
   * Returns the {@code Thread} holding the lock, or null. No event: a subclass asks it about its
   * own hold (the JDK's {@code ReentrantLock.Sync} does), which only the caller changes.
   */
  @Override
  public @Nullable Thread getOwner() {
    ThreadHandle holder = owner;
    return holder == null
        ? null
        : ThreadObjects.threads(run(), List.of(holder), "ReentrantLock.getOwner").iterator().next();
  }

  @Override
  public Collection<Thread> getQueuedThreads() {
    throw NotModelled.queueQuery("ReentrantLock.getQueuedThreads");
  }

  /**
   * Returns the {@code Thread}s waiting on {@code condition}; the caller holds the lock, so this
   * is no event, as {@link #getWaitQueueLength}.
   */
  @Override
  public Collection<Thread> getWaitingThreads(Condition condition) {
    exclusive.requireOwner("getWaitingThreads");
    return ThreadObjects.threads(run(), LockCondition.of(condition, exclusive).waitingThreads(),
        "ReentrantLock.getWaitingThreads");
  }

  @Override
  public OpenList openList() {
    return withRepeats(owner == null ? free : held);
  }

  /** The lock as its conditions see it. */
  private final class Exclusive extends ExclusiveOwner {

    Exclusive() {
      super(ModelledLock.this);
    }

    @Override
    ThreadHandle requireOwner(String operation) {
      ThreadHandle self = run().currentThread();
      if (owner != self) {
        throw new IllegalMonitorStateException(
            operation + " of lock " + name() + " by " + self.name() + ", which does not hold it"
                + (owner == null ? "" : " (" + owner.name() + " does)"));
      }
      return self;
    }

    @Override
    int releaseForAwait(boolean interruptibly) throws InterruptedException {
      int saved = holds;
      perform("await", interruptibly);
      take(null, 0);
      return saved;
    }

    @Override
    boolean reacquire(int count) {
      perform("lock");
      take(run().currentThread(), count);
      return true;
    }
  }

  /** Returns the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    ThreadHandle current = owner;
    return "ReentrantLock " + name()
        + (current == null ? "[Unlocked]" : "[Locked by thread " + current.name() + "]");
  }
}
