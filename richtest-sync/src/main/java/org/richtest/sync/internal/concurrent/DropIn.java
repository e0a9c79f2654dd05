package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.spi.Controller;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * What every modelled drop-in is: a synchronization object with a line of its own, on which every
 * operation is one call (a sending event on the caller's line) and its completion (a receiving
 * event on this line), open when the drop-in's {@link #openList()}, computed from its state, admits
 * the operation (paper section III, as for a semaphore).
 *
 * <p>The caller applies its operation to the state itself, right after its call returns: until it
 * reaches its next synchronization call no other event can occur (semantics §2), so the operation
 * is atomic, and user code (a function passed to {@code compute}, say) runs in the calling thread
 * rather than inside the controller. The receipt itself therefore does nothing.
 */
abstract class DropIn extends SyncObject implements DropInOperations {

  /** How many events this object's line has received: what a timed call's repeat waits to change. */
  private int changes;

  DropIn(@Nullable String name) {
    super(name);
  }

  @Override
  public final void checkCaller() {
    controller();
  }

  /** Issues {@code operation} as a call and waits until this object's line receives it. */
  final void perform(String operation) {
    controller().call(this, operation);
  }

  /**
   * Issues {@code operation} as an interruptible call and waits until this object's line receives
   * it; throws, without the operation taking effect, if the calling thread is interrupted before or
   * while it waits (docs/decisions.md, "Interruption").
   */
  final void performInterruptibly(String operation) throws InterruptedException {
    Controller run = controller();
    if (!run.callInterruptibly(this, operation)) {
      run.throwInterrupted();
    }
  }

  /** Issues {@code operation}, interruptibly or not. */
  final void perform(String operation, boolean interruptibly) throws InterruptedException {
    if (interruptibly) {
      performInterruptibly(operation);
    } else {
      perform(operation);
    }
  }

  /**
   * An interruption point that does not wait, as a timed operation's: throws if the calling thread
   * is interrupted. A timed wait may end at any point, so an interrupt during it is explored as one
   * before it.
   */
  final void checkInterrupted() throws InterruptedException {
    controller().checkInterrupted();
  }

  /** Returns the controller of this object's run, for parking and resuming threads. */
  final Controller run() {
    return controller();
  }

  /**
   * Returns the operation a timed call {@code operation} is issued as: itself, or its {@link
   * Channel#repeat repeat} if the calling thread timed out in it last with nothing done since, which
   * is open only once this object changed (docs/decisions.md, "Timed operations"). Call it once
   * before each timed call, and {@link Controller#timedOut} when the call timed out.
   */
  final String timed(String operation) {
    return run().repeatsTimeout(this) ? Channel.repeat(operation, changes + 1) : operation;
  }

  /** Returns the channel open to the repeats of {@code operation} issued before the last change. */
  final Channel repeats(String operation) {
    return Channel.repeatsBefore(name(), operation, changes + 1);
  }

  @Override
  public final void accept(String operation, ThreadHandle caller) {
    changes++;
  }
}
