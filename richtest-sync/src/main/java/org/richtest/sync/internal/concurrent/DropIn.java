package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
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
  /** How many events this object's line has received, each counted, whether it changed it or not. */
  private int receipts;
  /**
   * The timed operations whose repeats were issued on this object, whose channels {@link
   * #withRepeats} adds; empty, and the open lists as they were, until a timed call repeats.
   */
  private final List<String> repeating = new ArrayList<>(1);
  /**
   * The thread whose timed call's repeat is this line's latest receipt, until the line receives
   * another: if that call times out, the receipt changed nothing ({@link #timedOut()}).
   */
  private @Nullable ThreadHandle repeatReceived;
  /** The threads waiting in a repeat issued by {@link #awaitChange}, with the changes each knew. */
  private final Map<ThreadHandle, Integer> awaitingChange = new HashMap<>(1);

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
    return repeatsTimeout() ? repeat(operation) : operation;
  }

  /**
   * Returns whether the timed call the calling thread begins now on this object continues a streak
   * of timeouts long enough to be issued as a repeat; ask it once per timed call, before its first
   * event.
   */
  final boolean repeatsTimeout() {
    return run().repeatsTimeout(this);
  }

  /** Returns the repeat of the timed call {@code operation} issued now; its channel joins ours. */
  final String repeat(String operation) {
    return repeat(operation, version());
  }

  /**
   * Returns the repeat of the timed call {@code operation} by a thread that knew of {@code seen}
   * changes ({@link #version()}), open once there are more; its channel joins ours.
   */
  private String repeat(String operation, int seen) {
    if (!repeating.contains(operation)) {
      repeating.add(operation);
    }
    return Channel.repeat(operation, seen + 1);
  }

  /**
   * Returns how often this object changed as its timed calls' repeats see it: every event its line
   * received, unless a drop-in's repeats wait for some of them only (a synchronizer's queue waits
   * for a release). It must be a function of this line's events, as the open list is.
   */
  int version() {
    return changes;
  }

  /**
   * Begins a timed call of a drop-in whose timeout is not its first event: asks the streak, then
   * the interruption point (as {@link #performTimed} does); returns whether the call repeats a
   * timeout, for its wait to be {@link #performRepeat} instead of a call that may time out.
   */
  final boolean beginTimed() throws InterruptedException {
    boolean repeats = repeatsTimeout();
    checkInterrupted();
    return repeats;
  }

  /**
   * Issues the repeat of the timed call {@code operation} by a thread that knew of {@code seen}
   * changes ({@link #version()}) and waits, interruptibly, until there are more.
   */
  final void performRepeat(String operation, int seen) throws InterruptedException {
    performInterruptibly(repeat(operation, seen));
  }

  /**
   * Issues the repeat of the timed call {@code operation} and waits, interruptibly, until this
   * object changed; returns false if an interrupt came first, the thread's status then set.
   */
  final boolean awaitChange(String operation) {
    return awaitChange(operation, version());
  }

  /**
   * As {@link #awaitChange(String)}, by a thread that knew of {@code seen} changes ({@link
   * #version()}): the repeat is open once there are more.
   */
  final boolean awaitChange(String operation, int seen) {
    Controller run = run();
    ThreadHandle self = run.currentThread();
    awaitingChange.put(self, seen);
    try {
      return run.callInterruptibly(this, repeat(operation, seen));
    } catch (InterruptedException statusWasSet) {
      // The check cleared the status: set it again, for the caller to return or throw as the JDK.
      run.interrupt(self);
      return false;
    } finally {
      awaitingChange.remove(self);
    }
  }

  /**
   * Returns whether {@code thread} waits here in a repeat ({@link #awaitChange}) that only the
   * latest receipt, whose share its caller decides now, would open: counted it opens it, taken as
   * no change it leaves it waiting. A receipt may be taken as no change only when this holds for no
   * thread whose next step would meet the receipt differently (docs/decisions.md, "Timed
   * operations").
   */
  final boolean awaitsChange(ThreadHandle thread) {
    Integer seen = awaitingChange.get(thread);
    return seen != null && version() - 1 <= seen;
  }

  /**
   * Issues the timed call {@code operation} and waits until this object's line receives it: an
   * interruption point, then the call, or its repeat, which waits for this object to change and so
   * is interruptible (docs/decisions.md, "Timed operations"). The streak is asked before the
   * interruption point, whose event on the thread's interrupt line is no change of this object.
   * Call {@link #timedOut} when the call timed out.
   */
  final void performTimed(String operation) throws InterruptedException {
    String issued = timed(operation);
    checkInterrupted();
    if (issued.equals(operation)) {
      perform(operation);
    } else {
      performInterruptibly(issued);
      repeatReceived = run().currentThread();
    }
  }

  /**
   * Notes that the timed call the calling thread issued last on this object timed out. If that
   * call was a repeat received last here ({@link #performTimed}), its receipt changed nothing: the
   * object refused it, and its caller did nothing since its previous timeout here, so it tells the
   * line nothing the line did not know; it does not count for the other threads' repeats, so that
   * two threads timing out in loops on one object do not reopen each other's (docs/decisions.md,
   * "Timed operations"). Nothing else happens on the line between the receipt and this call: the
   * caller runs from one to the other, no other receipt comes first.
   */
  final void timedOut() {
    Controller run = run();
    if (repeatReceived == run.currentThread()) {
      repeatReceived = null;
      changedNothing();
    }
    run.timedOut(this);
  }

  /**
   * Notes, as {@link #timedOut()} does, that the timed call the calling thread issued last on this
   * object timed out after {@code nanos}, which the run's logical clock then advances by
   * (docs/decisions.md, "Logical time").
   */
  final void timedOut(long nanos) {
    timedOut();
    run().timePassed(Math.max(0, nanos));
  }

  /**
   * Returns {@code open} with the channels of the repeats of this object's timed operations, open
   * to those issued before its last change; {@code open} itself while none repeated.
   */
  final OpenList withRepeats(OpenList open) {
    if (repeating.isEmpty()) {
      return open;
    }
    List<Channel> channels = new ArrayList<>(open.channels());
    for (String operation : repeating) {
      channels.add(repeats(operation));
    }
    return OpenList.of(channels.toArray(new Channel[0]));
  }

  /** Returns the channel open to the repeats of {@code operation} issued before the last change. */
  final Channel repeats(String operation) {
    return Channel.repeatsBefore(name(), operation, version() + 1);
  }

  /**
   * Notes that a receipt here, the calling thread's latest, changed nothing another thread could
   * see: a monitor's quiet section, a refused repeat, a lock condition's quiet turn. It does not
   * count as a change for the repeats waiting here, so that two threads timing out on one object
   * do not reopen each other's (docs/decisions.md, "Timed operations"). Call it before any other
   * receipt here, so that the count stays a function of this line's events.
   */
  final void changedNothing() {
    changes--;
  }

  @Override
  public final void accept(String operation, ThreadHandle caller) {
    changes++;
    receipts++;
    repeatReceived = null;
  }

  /** Returns how many events this object's line has received. */
  final int receipts() {
    return receipts;
  }
}
