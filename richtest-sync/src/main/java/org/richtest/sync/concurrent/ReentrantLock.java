package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkLock;
import org.richtest.sync.internal.concurrent.LockOperations;
import org.richtest.sync.internal.concurrent.ModelledLock;
import org.richtest.spi.Describable;

/**
 * A reentrant mutual-exclusion lock with the API of {@link
 * java.util.concurrent.locks.ReentrantLock}. Under an exploration it is a line of its own: the
 * first {@code lock()} of a thread is an event open while the lock is free, {@code tryLock} (timed
 * or not) and {@code isLocked} are events open at any time, and the last {@code unlock()} is an
 * event; nested holds only count. Its conditions are signal-and-continue. Outside an exploration it
 * is the JDK's lock: which one it is, it decides when it is created.
 *
 * <p>{@code lockInterruptibly}, the timed {@code tryLock} and the conditions' {@code await} are
 * interruptible (docs/decisions.md, "Interruption"). Not modelled under exploration: fairness and
 * the queries about waiting threads ({@code getQueueLength}, {@code hasQueuedThreads}).
 *
 * <p>Not final, as the JDK's: the RichTest agent makes it the superclass of a class that extends
 * the JDK's lock, which may override its methods and call the protected {@code getOwner} and
 * {@code getWaitingThreads}.
 */
public class ReentrantLock implements Lock, Describable {

  private final LockOperations lock;

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
    this.lock = creatingUnderExploration()
        ? new ModelledLock(fair, name)
        : new JdkLock(fair, name);
  }

  /** Returns the line name. */
  public String name() {
    return lock.name();
  }

  @Override
  public void lock() {
    checked().lock();
  }

  /** Locks as {@link #lock()} does, unless the calling thread is interrupted before it gets it. */
  @Override
  public void lockInterruptibly() throws InterruptedException {
    checked().lockInterruptibly();
  }

  @Override
  public boolean tryLock() {
    return checked().tryLock();
  }

  /** Takes the lock if it is free within {@code time}; both outcomes are explored. */
  @Override
  public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
    return checked().tryLock(time, unit);
  }

  /**
   * Releases one hold; the last one is an event that frees the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
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
    return checked().newCondition(conditionName);
  }

  /** Returns whether some thread holds the lock. */
  public boolean isLocked() {
    return checked().isLocked();
  }

  /** Returns whether the calling thread holds the lock; no event, since only it can change that. */
  public boolean isHeldByCurrentThread() {
    return checked().isHeldByCurrentThread();
  }

  /** Returns the calling thread's holds; no event, since only it can change them. */
  public int getHoldCount() {
    return checked().getHoldCount();
  }

  /** Returns whether the lock is fair; never under exploration. */
  public boolean isFair() {
    return checked().isFair();
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
    return checked().getWaitQueueLength(condition);
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
   * Returns the number of threads waiting to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  public int getQueueLength() {
    return checked().getQueueLength();
  }

  /**
   * Returns the thread holding the lock, or null; under exploration no event (a subclass asks it
   * about its own hold).
   *
   * @throws UnsupportedOperationException under exploration, if the holder is a {@code RichThread}
   */
  protected @Nullable Thread getOwner() {
    return checked().getOwner();
  }

  /**
   * Returns the threads waiting to take the lock.
   *
   * @throws UnsupportedOperationException under exploration
   */
  protected Collection<Thread> getQueuedThreads() {
    return checked().getQueuedThreads();
  }

  /**
   * Returns the threads waiting on {@code condition}; the caller holds the lock.
   *
   * @throws IllegalMonitorStateException if the calling thread does not hold the lock
   * @throws IllegalArgumentException if {@code condition} is not one of this lock's
   */
  protected Collection<Thread> getWaitingThreads(Condition condition) {
    return checked().getWaitingThreads(condition);
  }

  /** Returns the state, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return lock.toString();
  }

  private LockOperations checked() {
    lock.checkCaller();
    return lock;
  }
}
