package org.richtest.sync.concurrent;

import java.io.Serial;
import java.io.Serializable;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.richtest.sync.internal.concurrent.SynchronizerOperations;

/**
 * What the {@code ConditionObject}s of both synchronizer drop-ins are: a condition of the
 * synchronizer's side (the JDK's condition, or a modelled one), to which every method forwards.
 */
abstract class QueuedCondition implements Condition, Serializable {

  @Serial
  private static final long serialVersionUID = 1L;

  private final transient SynchronizerOperations sync;
  private final transient Condition side;

  QueuedCondition(SynchronizerOperations sync) {
    this.sync = sync;
    this.side = sync.newCondition();
  }

  /** Returns whether this is a condition of {@code synchronizer}'s. */
  final boolean belongsTo(SynchronizerOperations synchronizer) {
    return sync == synchronizer;
  }

  private Condition checked() {
    sync.checkCaller();
    return side;
  }

  @Override
  public final void signal() {
    checked().signal();
  }

  @Override
  public final void signalAll() {
    checked().signalAll();
  }

  @Override
  public final void awaitUninterruptibly() {
    checked().awaitUninterruptibly();
  }

  @Override
  public final void await() throws InterruptedException {
    checked().await();
  }

  @Override
  public final long awaitNanos(long nanosTimeout) throws InterruptedException {
    return checked().awaitNanos(nanosTimeout);
  }

  @Override
  public final boolean awaitUntil(Date deadline) throws InterruptedException {
    return checked().awaitUntil(deadline);
  }

  @Override
  public final boolean await(long time, TimeUnit unit) throws InterruptedException {
    return checked().await(time, unit);
  }

  /**
   * Returns whether threads wait on this condition; the caller holds the synchronizer.
   *
   * @throws IllegalMonitorStateException if it does not hold it exclusively
   */
  protected final boolean hasWaiters() {
    return getWaitQueueLength() > 0;
  }

  /**
   * Returns the number of threads waiting on this condition; the caller holds the synchronizer.
   *
   * @throws IllegalMonitorStateException if it does not hold it exclusively
   */
  protected final int getWaitQueueLength() {
    sync.checkCaller();
    return sync.getWaitQueueLength(side);
  }

  /**
   * Returns the threads waiting on this condition; the caller holds the synchronizer.
   *
   * @throws IllegalMonitorStateException if it does not hold it exclusively
   */
  protected final Collection<Thread> getWaitingThreads() {
    sync.checkCaller();
    return sync.getWaitingThreads(side);
  }

  @Override
  public String toString() {
    return side.toString();
  }
}
