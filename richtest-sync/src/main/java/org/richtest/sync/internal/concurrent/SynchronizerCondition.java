package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.locks.Condition;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code ConditionObject} of a modelled {@code AbstractQueuedSynchronizer}, as the JDK's: {@code
 * await} needs the synchronizer held exclusively ({@code isHeldExclusively}), releases it fully
 * ({@code release(getState())}, its events), waits for a signal and acquires the saved state back;
 * {@code signal} needs it held and is no event (no other thread can act on the condition meanwhile)
 * but hands the signaller's clock to the signalled thread. Its wait queue changes only while the
 * synchronizer is held, as the JDK's does. A timed wait releases and acquires back at once, as the
 * drop-in lock's conditions do: it was signalled if a signal came before it got the synchronizer;
 * its timeout advances the logical clock.
 */
final class SynchronizerCondition implements TimedAwaits {

  /**
   * A waiting thread; a timed one acquires back at once, so it is not parked, and an untimed one
   * parks only once its release is done, which a signal may come before.
   */
  private static final class Waiter {
    final ThreadHandle thread;
    final boolean timed;
    boolean signalled;
    boolean parked;

    Waiter(ThreadHandle thread, boolean timed) {
      this.thread = thread;
      this.timed = timed;
    }
  }

  /** The repeat of a timed wait, on the synchronizer's queue. */
  private static final String AWAIT_TIMED = "await(timed)";

  private final ModelledSynchronizer owner;
  private final Deque<Waiter> waiters = new ArrayDeque<>();

  SynchronizerCondition(ModelledSynchronizer owner) {
    this.owner = owner;
  }

  ModelledSynchronizer owner() {
    return owner;
  }

  /**
   * Returns {@code condition} as one of {@code owner}'s.
   *
   * @throws IllegalArgumentException if it is not one of them, as the JDK's ("Not owner")
   */
  static SynchronizerCondition of(Condition condition, ModelledSynchronizer owner) {
    if (!(condition instanceof SynchronizerCondition mine) || mine.owner != owner) {
      throw new IllegalArgumentException("Not owner");
    }
    return mine;
  }

  private Controller run() {
    return owner.line().run();
  }

  private void requireHeld() {
    if (!owner.heldExclusively()) {
      throw new IllegalMonitorStateException();
    }
  }

  /**
   * Enters the wait queue and releases the synchronizer fully; returns the saved state.
   *
   * @throws IllegalMonitorStateException if the synchronizer is not held, as the JDK's
   */
  private long enter(Waiter waiter) {
    requireHeld();
    waiters.addLast(waiter);
    long saved = owner.getState();
    if (!owner.release(saved)) {
      waiters.remove(waiter);
      throw new IllegalMonitorStateException();
    }
    return saved;
  }

  /** Waits until signalled; an interrupt first ends it, after the synchronizer is taken back. */
  @Override
  public void await() throws InterruptedException {
    Controller run = run();
    run.checkInterrupted();
    Waiter waiter = new Waiter(run.currentThread(), false);
    long saved = enter(waiter);
    boolean signalled = waiter.signalled || parked(waiter, () -> run.parkInterruptibly(
        owner.line(), "signal of " + this, () -> waiters.remove(waiter)));
    owner.reacquire(saved);
    if (!signalled) {
      run.throwInterrupted();
    }
  }

  @Override
  public void awaitUninterruptibly() {
    Controller run = run();
    Waiter waiter = new Waiter(run.currentThread(), false);
    long saved = enter(waiter);
    if (!waiter.signalled) {
      parked(waiter, () -> {
        run.park(owner.line(), "signal of " + this);
        return true;
      });
    }
    owner.reacquire(saved);
  }

  /**
   * Parks {@code waiter} by {@code park}, which returns whether it was signalled. The release in
   * {@code await} ends with an event, so the synchronizer is free before the waiter parks, and a
   * signal may come first: then the waiter does not park, and it learns the signaller's clock from
   * the queue's line when that event completes, as a parked one does when it is resumed.
   */
  private static boolean parked(Waiter waiter, java.util.function.BooleanSupplier park) {
    waiter.parked = true;
    try {
      return park.getAsBoolean();
    } finally {
      waiter.parked = false;
    }
  }

  /**
   * Waits with a timeout: releases, and acquires back at once; returns whether a signal came. One
   * that repeats a wait that timed out with nothing done since first waits, interruptibly, for a
   * release after its own (docs/decisions.md, "Timed operations"): a signaller holds the
   * synchronizer, so its signal is followed by its release. The releases are counted while the
   * waiter holds the synchronizer, before its own: a signaller's release event may come before
   * the waiter's (both after the waiter's write of the state), and is counted either way. They are
   * the issued ones: the release of the holder that let the waiter take it back may not be
   * received yet ({@link SynchronizerQueue#releasesIssued}).
   */
  @Override
  public boolean awaitTimed(boolean mayWait, long nanos) throws InterruptedException {
    Controller run = run();
    SynchronizerQueue line = owner.line();
    boolean repeats = false;
    if (mayWait) {
      repeats = line.beginTimed();
    } else {
      run.checkInterrupted();
    }
    Waiter waiter = new Waiter(run.currentThread(), true);
    int releasesBefore = line.releasesIssued();
    long saved = enter(waiter);
    if (!mayWait) {
      waiters.remove(waiter);
    }
    boolean interrupted = repeats && !line.awaitChange(AWAIT_TIMED, releasesBefore + 1);
    owner.reacquire(saved);
    waiters.remove(waiter);
    if (interrupted) {
      run.throwInterrupted();
    }
    if (mayWait && !waiter.signalled) {
      line.timedOut(nanos);
    }
    return waiter.signalled;
  }

  @Override
  public void signal() {
    requireHeld();
    Waiter waiter = waiters.pollFirst();
    if (waiter != null) {
      wake(waiter);
    }
  }

  @Override
  public void signalAll() {
    requireHeld();
    for (Waiter waiter = waiters.pollFirst(); waiter != null; waiter = waiters.pollFirst()) {
      wake(waiter);
    }
  }

  private void wake(Waiter waiter) {
    waiter.signalled = true;
    if (!waiter.timed) {
      Controller run = run();
      run.publish(owner.line());
      if (waiter.parked) {
        run.resume(waiter.thread, owner.line());
      }
    }
  }

  /** Returns the number of waiters; the caller holds the synchronizer, so no event. */
  int waitQueueLength() {
    requireHeld();
    return waiters.size();
  }

  /** Returns the waiters' {@code Thread}s; the caller holds the synchronizer, so no event. */
  Collection<Thread> waitingThreads() {
    requireHeld();
    List<ThreadHandle> handles = new ArrayList<>();
    for (Waiter waiter : waiters) {
      handles.add(waiter.thread);
    }
    return ThreadObjects.threads(run(), handles, "getWaitingThreads");
  }

  @Override
  public String toString() {
    return owner.name() + ".condition";
  }
}
