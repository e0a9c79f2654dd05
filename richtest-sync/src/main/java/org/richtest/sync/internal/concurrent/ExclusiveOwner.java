package org.richtest.sync.internal.concurrent;

import org.richtest.spi.ThreadHandle;

/**
 * A lock whose conditions a {@link LockCondition} waits on: it can tell its owner, release every
 * hold of the owner by one event, and take the lock back by another.
 */
interface ExclusiveOwner {

  /** Returns the line name of the lock, for deadlock reports. */
  String lockName();

  /**
   * Checks that the calling thread owns the lock.
   *
   * @throws IllegalMonitorStateException if it does not
   */
  ThreadHandle requireOwner(String operation);

  /**
   * Releases every hold of the calling owner by one {@code await} event; returns the holds.
   *
   * @param interruptibly whether the event is an interruptible call
   * @throws InterruptedException if it is and an interrupt comes first: the lock is still held
   */
  int releaseForAwait(boolean interruptibly) throws InterruptedException;

  /** Takes the lock back after a wait, by one event, with {@code holds} holds. */
  void reacquire(int holds);

  /** Returns the drop-in object the lock's events happen on. */
  DropIn line();
}
