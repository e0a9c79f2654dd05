package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.ThreadHandle;

/**
 * A lock whose conditions a {@link LockCondition} waits on: its line, and what the conditions do to
 * it: tell its owner, release every hold of the owner by one event, and take the lock back by
 * another.
 */
abstract class ExclusiveOwner {

  private final DropIn line;
  /**
   * The holder whose hold began by taking the lock back after a timed wait that timed out, while it
   * signalled no one: a quiet hold, if it ends in the release of a repeated timed wait.
   */
  private @Nullable ThreadHandle quietHolder;
  /** The line's receipts when the quiet hold began: one more, and another thread saw it held. */
  private int quietFrom;

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

  /**
   * Takes the lock back after a wait, by one event, with {@code holds} holds; returns whether that
   * event gave it, false when it had to queue until another thread's event granted it.
   */
  abstract boolean reacquire(int holds);

  /**
   * Notes that the calling thread, {@code self}, took the lock back after a timed wait that timed
   * out: its hold is quiet so far, and its take-back no change for the repeats waiting on the lock
   * (docs/decisions.md, "Timed operations"). Call it right after the take-back's event.
   */
  final void tookBackAfterTimeout(ThreadHandle self) {
    line.changedNothing();
    quietHolder = self;
    quietFrom = line.receipts();
  }

  /** Notes that the holder signalled: its hold changed what a waiter sees. */
  final void signalled() {
    quietHolder = null;
  }

  /**
   * Returns whether the hold of {@code self}, which its release by a timed wait has just ended, was
   * quiet: no signal, and no event of the lock's line between its beginning and that release, so
   * that no other thread saw the lock held (a {@code tryLock} refused, an {@code isLocked}), which
   * the release changes for them. Call it right after the release's event.
   */
  final boolean endedQuietHold(ThreadHandle self) {
    boolean quiet = quietHolder == self && line.receipts() == quietFrom + 1;
    quietHolder = null;
    return quiet;
  }
}
