package org.richtest.testkit.reference;

import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.SignalAndContinueMonitor;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The reference model of the drop-in {@code ReentrantLock}: the {@link Lock} API on a
 * signal-and-continue monitor (the paper
 * handles locks like binary semaphores; an SC monitor gives conditions too): the first {@code lock()}
 * is a monitor entry (an event), nested ones only count; {@link Condition#await()} releases every hold
 * and re-enters by an event after a signal.
 *
 * <p>Not modelled, and so rejected with {@link UnsupportedOperationException}: {@code tryLock} and
 * timed waits, whose outcome would depend on timing rather than on a synchronization event RichTest
 * can explore. Interruption is not modelled: {@code lockInterruptibly} behaves as {@code lock}.
 */
public final class MonitorLock implements Lock {

  private final SignalAndContinueMonitor monitor;
  private @Nullable ThreadHandle owner;
  private int holds;
  private int conditions;

  /** Creates a lock with the default name. */
  public MonitorLock() {
    this(null);
  }

  /** Creates a lock named {@code name}. */
  public MonitorLock(@Nullable String name) {
    monitor = new SignalAndContinueMonitor(name);
  }

  /** Returns the lock's line name. */
  public String name() {
    return monitor.name();
  }

  @Override
  public void lock() {
    ThreadHandle self = Controller.current().currentThread();
    synchronized (this) {
      if (owner == self) {
        holds++;
        return;
      }
    }
    monitor.enter("lock");
    synchronized (this) {
      owner = self;
      holds = 1;
    }
  }

  @Override
  public void lockInterruptibly() {
    lock();
  }

  @Override
  public boolean tryLock() {
    throw unsupported("tryLock");
  }

  @Override
  public boolean tryLock(long time, TimeUnit unit) {
    throw unsupported("tryLock with a timeout");
  }

  /**
   * Releases one hold; the last one leaves the monitor.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   */
  @Override
  public void unlock() {
    ThreadHandle self = Controller.current().currentThread();
    synchronized (this) {
      requireOwner(self, "unlock");
      if (--holds > 0) {
        return;
      }
      owner = null;
    }
    monitor.exit();
  }

  /** Returns whether the calling thread holds the lock. */
  public synchronized boolean isHeldByCurrentThread() {
    return owner == Controller.current().currentThread();
  }

  /** Returns the calling thread's number of holds. */
  public synchronized int getHoldCount() {
    return owner == Controller.current().currentThread() ? holds : 0;
  }

  /** Returns a new condition named {@code condition<k>} for the k-th one, for deadlock reports. */
  @Override
  public Condition newCondition() {
    return newCondition(null);
  }

  /** Returns a new condition with the given name, which deadlock reports show. */
  public synchronized Condition newCondition(@Nullable String conditionName) {
    conditions++;
    return new LockCondition(
        monitor.condition(conditionName != null ? conditionName : "condition" + conditions));
  }

  private void requireOwner(ThreadHandle self, String operation) {
    if (owner != self) {
      throw new IllegalMonitorStateException(
          operation + " of lock " + name() + " by " + self.name() + ", which does not hold it"
              + (owner == null ? "" : " (" + owner.name() + " does)"));
    }
  }

  private static UnsupportedOperationException unsupported(String what) {
    return new UnsupportedOperationException(
        what + " is not modelled: its outcome depends on timing, not on a synchronization event "
            + "RichTest can explore; use lock() or a timed-out-free design");
  }

  /** A condition of the lock: SC wait and signal, restoring the hold count after re-entry. */
  private final class LockCondition implements Condition {

    private final ConditionVariable condition;

    LockCondition(ConditionVariable condition) {
      this.condition = condition;
    }

    @Override
    public void await() {
      ThreadHandle self = Controller.current().currentThread();
      int saved;
      synchronized (MonitorLock.this) {
        requireOwner(self, "await");
        saved = holds;
        owner = null;
        holds = 0;
      }
      condition.await();
      synchronized (MonitorLock.this) {
        owner = self;
        holds = saved;
      }
    }

    @Override
    public void awaitUninterruptibly() {
      await();
    }

    @Override
    public long awaitNanos(long nanosTimeout) {
      throw unsupported("awaitNanos");
    }

    @Override
    public boolean await(long time, TimeUnit unit) {
      throw unsupported("await with a timeout");
    }

    @Override
    public boolean awaitUntil(Date deadline) {
      throw unsupported("awaitUntil");
    }

    @Override
    public void signal() {
      checkOwner("signal");
      condition.signal();
    }

    @Override
    public void signalAll() {
      checkOwner("signalAll");
      condition.signalAll();
    }

    private void checkOwner(String operation) {
      ThreadHandle self = Controller.current().currentThread();
      synchronized (MonitorLock.this) {
        requireOwner(self, operation);
      }
    }
  }
}
