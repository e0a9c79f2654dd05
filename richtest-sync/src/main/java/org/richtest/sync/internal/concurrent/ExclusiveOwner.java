package org.richtest.sync.internal.concurrent;

import org.richtest.spi.ThreadHandle;

/**
 * A lock whose conditions a {@link LockCondition} waits on: its line, and what the conditions do to
 * it: tell its owner, release every hold of the owner by one event, and take the lock back by
 * another.
 */
abstract class ExclusiveOwner {

  private final DropIn line;

  ExclusiveOwner(DropIn line) {
    this.line = line;
  }

  /** Returns the drop-in object the lock's events happen on. */
  final DropIn line() {
    return line;
  }

  /** Returns the line name of the lock, for reports. */
  final String lockName() {
    return line.name();
  }

  /**
   * Checks that the calling thread owns the lock.
   *
   * @throws IllegalMonitorStateException if it does not
   */
  abstract ThreadHandle requireOwner(String operation);

  /**
   * Releases every hold of the calling owner by one {@code await} event; returns the holds.
   *
   * @param interruptibly whether the event is an interruptible call
   * @throws InterruptedException if it is and an interrupt comes first: the lock is still held
   */
  abstract int releaseForAwait(boolean interruptibly) throws InterruptedException;

  /** Takes the lock back after a wait, by one event, with {@code holds} holds. */
  abstract void reacquire(int holds);
}
