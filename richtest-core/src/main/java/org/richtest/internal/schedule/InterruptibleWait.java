package org.richtest.internal.schedule;

import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * One interruptible wait of a thread on the line {@link #line}: a pending call, possibly followed
 * by a park on the same object (a {@code take} that registers its thread and parks). An interrupt
 * reaches it by a call on that line, so whether the wait ended first or the interrupt came first is
 * decided by that line's order, which prefix replay reproduces.
 */
final class InterruptibleWait {

  final ObjectLine line;
  /**
   * Once the thread parks: what it runs to take itself out of the object's queue after an
   * interrupt, false if the object is bound to wake it anyway; null while it calls.
   */
  @Nullable BooleanSupplier withdraw;
  /** Whether the call was received normally, so that the wait goes on only in a park. */
  boolean received;
  /** Whether the wait has ended, woken normally or by an interrupt. */
  boolean ended;
  /** Whether an interrupt reached the wait before it ended. */
  boolean interrupted;

  InterruptibleWait(ObjectLine line) {
    this.line = line;
  }

  /** Ends this wait of {@code thread}; returns whether it ended normally, not by an interrupt. */
  boolean end(LogicalThread thread) {
    thread.waiting = null;
    ended = true;
    return !interrupted;
  }

  /**
   * Ends the wait {@code thread} continued past an interruptible call without parking, if it is in
   * one: it now blocks elsewhere, so an interrupt arriving later only sets its status.
   */
  static void endContinued(LogicalThread thread) {
    InterruptibleWait wait = thread.waiting;
    if (wait != null && wait.received && wait.withdraw == null) {
      wait.end(thread);
    }
  }
}
