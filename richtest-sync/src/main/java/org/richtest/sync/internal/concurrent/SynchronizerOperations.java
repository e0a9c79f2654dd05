package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code AbstractQueuedSynchronizer} and {@code
 * AbstractQueuedLongSynchronizer} drop-ins, on {@code long} states and arguments, which both sides
 * implement: {@link JdkSynchronizer} and {@link ModelledSynchronizer}.
 */
public interface SynchronizerOperations extends DropInOperations {

  long getState();

  void setState(long newState);

  boolean compareAndSetState(long expect, long update);

  void acquire(long arg);

  void acquireInterruptibly(long arg) throws InterruptedException;

  boolean tryAcquireNanos(long arg, long nanosTimeout) throws InterruptedException;

  boolean release(long arg);

  void acquireShared(long arg);

  void acquireSharedInterruptibly(long arg) throws InterruptedException;

  boolean tryAcquireSharedNanos(long arg, long nanosTimeout) throws InterruptedException;

  boolean releaseShared(long arg);

  boolean hasQueuedThreads();

  boolean hasContended();

  @Nullable Thread getFirstQueuedThread();

  boolean isQueued(Thread thread);

  boolean hasQueuedPredecessors();

  int getQueueLength();

  Collection<Thread> getQueuedThreads();

  Collection<Thread> getExclusiveQueuedThreads();

  Collection<Thread> getSharedQueuedThreads();

  /** Returns a new condition of this synchronizer, for a drop-in {@code ConditionObject}. */
  Condition newCondition();

  /** Returns whether {@code condition} is one of this synchronizer's, as {@link #newCondition}. */
  boolean owns(Condition condition);

  boolean hasWaiters(Condition condition);

  int getWaitQueueLength(Condition condition);

  Collection<Thread> getWaitingThreads(Condition condition);

  /** Returns the state and queue for {@code toString}, no event: {@code [State = 0, empty queue]}. */
  String describe();
}
