package org.richtest.sync.internal.concurrent;

import static org.richtest.sync.internal.concurrent.StampedState.ABITS;
import static org.richtest.sync.internal.concurrent.StampedState.RBITS;
import static org.richtest.sync.internal.concurrent.StampedState.SBITS;
import static org.richtest.sync.internal.concurrent.StampedState.WBIT;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * A {@code StampedLock} drop-in under exploration: a line of its own on which every method of the
 * JDK's lock that reads or changes its state is one event open at any time, {@code
 * tryOptimisticRead} and {@code validate} included, so that a {@code validate} races with every
 * write-lock acquisition and the exploration runs both the valid and the invalid outcome. The
 * state and the stamps are the JDK's ({@link StampedState}); a request that cannot be granted
 * queues its thread and parks it until a release grants it. A stamp that does not fit the state
 * makes the unlock throw {@link IllegalMonitorStateException} after its event, as the JDK's.
 *
 * <p>A timed {@code tryWriteLock}/{@code tryReadLock} queues without parking and then issues a
 * second call ({@code tryWriteLock(timed)}, {@code tryReadLock(timed)}) that returns the stamp if
 * it was granted first, 0 otherwise, so both outcomes are explored; one that repeats a timeout with
 * nothing done since issues that call's repeat, open once the lock changed after the request
 * (docs/decisions.md, "Timed operations"), and a timeout advances the logical clock. The
 * interruptible and timed
 * acquisitions are interruptible (docs/decisions.md, "Interruption"). Every event is a call, so a
 * thread learns the lock's clock at each: what a writer did before {@code unlockWrite} happens
 * before a later {@code tryOptimisticRead} or read lock, and what a reader did before {@code
 * validate} or {@code unlockRead} happens before a later write lock.
 */
public final class ModelledStampedLock extends DropIn implements StampedLockOperations {

  private static final String WRITE_LOCK = "writeLock";
  private static final String READ_LOCK = "readLock";
  private static final String UNLOCK_WRITE = "unlockWrite";
  private static final String UNLOCK_READ = "unlockRead";

  private final StampedState state = new StampedState(this);
  private final OpenList open;
  private final Lock readView = new ReadView();
  private final Lock writeView = new WriteView();
  private final ReadWriteLock readWriteView = new ReadWriteLock() {
    @Override
    public Lock readLock() {
      return readView;
    }

    @Override
    public Lock writeLock() {
      return writeView;
    }
  };

  /** Creates the line of a stamped lock. */
  public ModelledStampedLock(@Nullable String name) {
    super(name);
    this.open = OpenList.on(name(), WRITE_LOCK, "tryWriteLock", "tryWriteLock(timed)", READ_LOCK,
        "tryReadLock", "tryReadLock(timed)", "tryOptimisticRead", "validate", UNLOCK_WRITE,
        UNLOCK_READ, "tryConvertToWriteLock", "tryConvertToReadLock",
        "tryConvertToOptimisticRead", "tryUnlockWrite", "tryUnlockRead", "isWriteLocked",
        "isReadLocked", "getReadLockCount");
  }

  @Override
  public long writeLock() {
    return uninterrupted(() -> acquire(true, WRITE_LOCK, false, null, true));
  }

  @Override
  public long writeLockInterruptibly() throws InterruptedException {
    return acquire(true, WRITE_LOCK, true, null, true);
  }

  @Override
  public long tryWriteLock() {
    return uninterrupted(() -> acquire(true, "tryWriteLock", false, null, false));
  }

  @Override
  public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
    return acquire(true, "tryWriteLock", false,
        Registration.Timeout.begin(this, "tryWriteLock(timed)", unit.toNanos(time)), time > 0);
  }

  @Override
  public long readLock() {
    return uninterrupted(() -> acquire(false, READ_LOCK, false, null, true));
  }

  @Override
  public long readLockInterruptibly() throws InterruptedException {
    return acquire(false, READ_LOCK, true, null, true);
  }

  @Override
  public long tryReadLock() {
    return uninterrupted(() -> acquire(false, "tryReadLock", false, null, false));
  }

  @Override
  public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
    return acquire(false, "tryReadLock", false,
        Registration.Timeout.begin(this, "tryReadLock(timed)", unit.toNanos(time)), time > 0);
  }

  /**
   * Issues {@code operation}, a request for the write lock or a read hold, and returns its stamp:
   * at once if it can be granted (a timed read only behind an empty queue, as the JDK's), else,
   * if {@code mayWait}, once granted (parked, or by the {@code timeout}'s second call), else 0.
   */
  private long acquire(boolean write, String operation, boolean interruptible,
      Registration.@Nullable Timeout timeout, boolean mayWait) throws InterruptedException {
    perform(operation, interruptible);
    run().endSpeculativeReads(true);
    if (write ? !state.held() : state.mayRead(timeout == null)) {
      return write ? state.write() : state.read();
    }
    if (!mayWait) {
      return 0L;
    }
    return state.await(write, new StampedState.Waiting(operation, interruptible, timeout));
  }

  /** An acquisition that cannot be interrupted. */
  @FunctionalInterface
  private interface Acquisition {
    long run() throws InterruptedException;
  }

  private static long uninterrupted(Acquisition acquisition) {
    try {
      return acquisition.run();
    } catch (InterruptedException impossible) {
      throw new AssertionError("an uninterruptible acquisition was interrupted", impossible);
    }
  }

  @Override
  public long tryOptimisticRead() {
    perform("tryOptimisticRead");
    long s = state.state();
    return speculating((s & WBIT) == 0L ? s & SBITS : 0L);
  }

  @Override
  public boolean validate(long stamp) {
    perform("validate");
    boolean valid = (stamp & SBITS) == (state.state() & SBITS);
    run().endSpeculativeReads(valid);
    return valid;
  }

  /**
   * Returns {@code stamp}, an optimistic read's; unless 0, the calling thread's plain reads from
   * now on are speculative until a {@code validate} or a conversion says whether a writer came
   * (docs/decisions.md, "StampedLock").
   */
  private long speculating(long stamp) {
    if (stamp != 0L) {
      run().beginSpeculativeReads();
    }
    return stamp;
  }

  /** Returns {@code stamp}, an optimistic stamp or 0, the caller's earlier reads settled by it. */
  private long reoptimistic(long stamp) {
    return speculating(settled(stamp));
  }

  /** Returns {@code stamp}, a conversion's result, having settled the caller's optimistic reads. */
  private long settled(long stamp) {
    run().endSpeculativeReads(stamp != 0L);
    return stamp;
  }

  /**
   * Releases the write lock of {@code stamp}.
   *
   * @throws IllegalMonitorStateException if {@code stamp} is not the current write stamp
   */
  @Override
  public void unlockWrite(long stamp) {
    perform(UNLOCK_WRITE);
    if (state.state() != stamp || (stamp & WBIT) == 0L) {
      throw badStamp(UNLOCK_WRITE, stamp);
    }
    state.unwrite(0L);
  }

  /**
   * Releases the read hold of {@code stamp}.
   *
   * @throws IllegalMonitorStateException if {@code stamp} is no read stamp of the current version
   *     or no read hold is left
   */
  @Override
  public void unlockRead(long stamp) {
    perform(UNLOCK_READ);
    long s = state.state();
    if ((stamp & RBITS) == 0L || (s & SBITS) != (stamp & SBITS) || (s & RBITS) == 0L) {
      throw badStamp(UNLOCK_READ, stamp);
    }
    state.unread();
  }

  /**
   * Releases the hold of {@code stamp}, a write or a read stamp.
   *
   * @throws IllegalMonitorStateException if {@code stamp} does not match the state
   */
  @Override
  public void unlock(long stamp) {
    if ((stamp & WBIT) != 0L) {
      unlockWrite(stamp);
    } else {
      unlockRead(stamp);
    }
  }

  @Override
  public long tryConvertToWriteLock(long stamp) {
    return settled(convertWriteLock(stamp));
  }

  private long convertWriteLock(long stamp) {
    perform("tryConvertToWriteLock");
    long s = state.state();
    long a = stamp & ABITS;
    long m = s & ABITS;
    if ((s & SBITS) != (stamp & SBITS)) {
      return 0L;
    }
    if (m == 0L) {
      return a == 0L ? state.write() : 0L;
    }
    if (m == WBIT) {
      return a == m ? stamp : 0L;
    }
    if (m == StampedState.RUNIT && a != 0L) {
      return state.upgrade();
    }
    return 0L;
  }

  @Override
  public long tryConvertToReadLock(long stamp) {
    return settled(convertReadLock(stamp));
  }

  private long convertReadLock(long stamp) {
    perform("tryConvertToReadLock");
    long s = state.state();
    long a = stamp & ABITS;
    if ((s & SBITS) != (stamp & SBITS)) {
      return 0L;
    }
    if (a >= WBIT) {
      if (s != stamp) {
        return 0L;
      }
      return state.unwrite(StampedState.RUNIT);
    }
    if (a == 0L) {
      return state.read();
    }
    return (s & ABITS) == 0L ? 0L : stamp;
  }

  @Override
  public long tryConvertToOptimisticRead(long stamp) {
    return reoptimistic(convertOptimisticRead(stamp));
  }

  private long convertOptimisticRead(long stamp) {
    perform("tryConvertToOptimisticRead");
    long s = state.state();
    long a = stamp & ABITS;
    if ((s & SBITS) != (stamp & SBITS)) {
      return 0L;
    }
    if (a >= WBIT) {
      if (s != stamp) {
        return 0L;
      }
      return state.unwrite(0L);
    }
    if (a == 0L) {
      return stamp;
    }
    if ((s & ABITS) == 0L) {
      return 0L;
    }
    return state.unread() & SBITS;
  }

  @Override
  public boolean tryUnlockWrite() {
    perform("tryUnlockWrite");
    if (!state.writeLocked()) {
      return false;
    }
    state.unwrite(0L);
    return true;
  }

  @Override
  public boolean tryUnlockRead() {
    perform("tryUnlockRead");
    long m = state.state() & ABITS;
    if (m == 0L || m >= WBIT) {
      return false;
    }
    state.unread();
    return true;
  }

  @Override
  public boolean isWriteLocked() {
    perform("isWriteLocked");
    return state.writeLocked();
  }

  @Override
  public boolean isReadLocked() {
    perform("isReadLocked");
    return (state.state() & RBITS) != 0L;
  }

  @Override
  public int getReadLockCount() {
    perform("getReadLockCount");
    return state.readers();
  }

  @Override
  public Lock asReadLock() {
    return readView;
  }

  @Override
  public Lock asWriteLock() {
    return writeView;
  }

  @Override
  public ReadWriteLock asReadWriteLock() {
    return readWriteView;
  }

  @Override
  public OpenList openList() {
    return withRepeats(open);
  }

  private IllegalMonitorStateException badStamp(String operation, long stamp) {
    return new IllegalMonitorStateException(operation + "(" + stamp + ") of " + name()
        + ": the stamp does not match the lock's state " + describe());
  }

  /** Returns the state in brackets, as the JDK's {@code toString} shows it; not an event. */
  private String describe() {
    return !state.held() ? "[Unlocked]"
        : state.writeLocked() ? "[Write-locked]"
        : "[Read-locks:" + state.readers() + "]";
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "StampedLock " + name() + describe();
  }

  /** The read view: the JDK's {@code asReadLock()}, whose {@code unlock} needs no stamp. */
  private final class ReadView implements Lock {

    @Override
    public void lock() {
      readLock();
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
      readLockInterruptibly();
    }

    @Override
    public boolean tryLock() {
      return tryReadLock() != 0L;
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return tryReadLock(time, unit) != 0L;
    }

    /**
     * Releases a read hold, whoever took it.
     *
     * @throws IllegalMonitorStateException if there is none
     */
    @Override
    public void unlock() {
      perform(UNLOCK_READ);
      if ((state.state() & RBITS) == 0L) {
        throw new IllegalMonitorStateException(
            "asReadLock().unlock() of " + name() + ", which has no read hold " + describe());
      }
      state.unread();
    }

    @Override
    public Condition newCondition() {
      throw new UnsupportedOperationException("a stamped lock has no conditions (as in the JDK)");
    }
  }

  /** The write view: the JDK's {@code asWriteLock()}, whose {@code unlock} needs no stamp. */
  private final class WriteView implements Lock {

    @Override
    public void lock() {
      writeLock();
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
      writeLockInterruptibly();
    }

    @Override
    public boolean tryLock() {
      return tryWriteLock() != 0L;
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return tryWriteLock(time, unit) != 0L;
    }

    /**
     * Releases the write lock, whoever took it.
     *
     * @throws IllegalMonitorStateException if it is not held
     */
    @Override
    public void unlock() {
      perform(UNLOCK_WRITE);
      if (!state.writeLocked()) {
        throw new IllegalMonitorStateException(
            "asWriteLock().unlock() of " + name() + ", which is not write-locked " + describe());
      }
      state.unwrite(0L);
    }

    @Override
    public Condition newCondition() {
      throw new UnsupportedOperationException("a stamped lock has no conditions (as in the JDK)");
    }
  }
}
