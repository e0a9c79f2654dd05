package org.richtest.sync.internal.concurrent;

import java.util.function.BooleanSupplier;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.DropIn;

/**
 * A thread recorded in a drop-in's state by an operation that could not complete at once (an
 * arrival at a barrier, a {@code take} with no partner, a lock request that must queue), until a
 * later operation of another thread serves it. This is registration-style blocking: the waiting
 * order is the order of the registering events, which the exploration varies, and the server picks
 * whom to serve from the state, as the JDK class does.
 *
 * <p>An untimed registration parks its thread (no event) until it is served. A timed one does not
 * park: its thread issues a second, always-open call, and whether it was served when that call
 * completes decides between success and timeout, so the exploration covers both outcomes.
 */
final class Registration {

  private final ThreadHandle thread;
  private final boolean timed;
  private boolean served;

  private Registration(ThreadHandle thread, boolean timed) {
    this.thread = thread;
    this.timed = timed;
  }

  /** Returns a registration of the calling thread in {@code owner}, timed or not. */
  static Registration of(DropIn owner, boolean timed) {
    return new Registration(owner.run().currentThread(), timed);
  }

  /** Returns the registered thread. */
  ThreadHandle thread() {
    return thread;
  }

  /** Returns whether the thread waits with a timeout (and is therefore not parked). */
  boolean timed() {
    return timed;
  }

  /**
   * Returns whether this is a timed registration whose thread waits in a repeat on {@code owner}
   * that only the receipt being decided would open ({@link DropIn#awaitsChange}): its withdrawal can come only after an event that counts, so an
   * event that would let it withdraw and grant others must count (docs/decisions.md, "Timed
   * operations"). An untimed one leaves only when granted, a timed one with its timeout open
   * whenever the exploration lets it, neither by what counts.
   */
  boolean awaitsAChange(DropIn owner) {
    return timed && owner.awaitsChange(thread);
  }

  /** Returns whether a server has served this registration. */
  boolean served() {
    return served;
  }

  /**
   * Serves this registration; the calling thread is the server. The server's clock goes to {@code
   * owner}, and a parked thread resumes knowing it: whatever the server did before (a barrier
   * action, say) happened before the waiter goes on. A timed waiter learns it at its second call.
   */
  void serve(DropIn owner) {
    served = true;
    Controller run = owner.run();
    run.publish(owner);
    if (!timed) {
      run.resume(thread, owner);
    }
  }

  /**
   * Waits, untimed, until served or interrupted, continuing the interruptible call that registered
   * the thread; an interrupt that comes first lets the thread run {@code withdraw}, which takes the
   * registration out of {@code owner}'s state (or returns false when the owner is bound to serve it
   * anyway), and then this throws.
   *
   * @throws InterruptedException if the thread was interrupted before it was served
   */
  void awaitInterruptibly(DropIn owner, String reason, BooleanSupplier withdraw)
      throws InterruptedException {
    Controller run = owner.run();
    if (!run.parkInterruptibly(owner, reason, withdraw)) {
      run.throwInterrupted();
    }
  }

  /**
   * How a timed registration waits: by its second call {@code call}, or that call's repeat when the
   * timed call {@code repeats} a timeout with nothing done since, and how long its timeout is, which
   * a timeout advances the logical clock by.
   */
  record Timeout(String call, boolean repeats, long nanos) {

    /**
     * Begins a timed call on {@code owner} whose second call is {@code call}: asks the streak and
     * the interruption point ({@link DropIn#beginTimed}), before the call's first event.
     */
    static Timeout begin(DropIn owner, String call, long nanos) throws InterruptedException {
      return new Timeout(call, owner.beginTimed(), nanos);
    }

    /**
     * Notes, right after the refused attempt's event and before its thread registers in {@code
     * owner}, that it registers; {@code onlyAChangeServes} says that no other thread's withdrawal
     * or repeated attempt could serve it, only an event that changes the object. If the call
     * repeats a timeout too, the registration changes nothing for the repeats waiting on {@code
     * owner}: it is the one the thread withdrew at its timeout, made again with nothing done
     * since, and no waiter could meet it (docs/decisions.md, "Timed operations").
     */
    void registers(DropIn owner, boolean onlyAChangeServes) {
      if (repeats && onlyAChangeServes) {
        owner.changedNothing();
      }
    }
  }

  /**
   * As {@link #awaitTimed(DropIn, Timeout, BooleanSupplier)}, for an object whose withdrawal
   * serves no one: a synchronous queue's, an exchanger's or a phaser's.
   */
  boolean awaitTimed(DropIn owner, Timeout timeout, Runnable withdraw)
      throws InterruptedException {
    return awaitTimed(owner, timeout, () -> {
      withdraw.run();
      return true;
    });
  }

  /**
   * Waits, timed, until served: issues the {@code timeout}'s call on {@code owner}, or its repeat,
   * which waits, interruptibly, until {@code owner} changed after this registration
   * (docs/decisions.md, "Timed operations"). Returns whether it was served by then; if not, runs
   * {@code withdraw}, then throws if an interrupt ended the repeat's wait, else notes the timeout.
   * Served, it returns true even if interrupted, the status left set, as the JDK's timed hand-offs
   * and locks do. {@code withdraw} returns whether the withdrawal served no one and changed
   * nothing else another waiter could see; if so, a repeat's receipt that timed out changes
   * nothing for the other repeats waiting on {@code owner}, as a refused repeat of a one-call
   * timed operation does.
   *
   * @throws InterruptedException if an interrupt ended a repeat's wait before it was served
   */
  boolean awaitTimed(DropIn owner, Timeout timeout, BooleanSupplier withdraw)
      throws InterruptedException {
    boolean interrupted = false;
    if (timeout.repeats()) {
      interrupted = !owner.awaitChange(timeout.call());
    } else {
      owner.perform(timeout.call());
    }
    if (served) {
      return true;
    }
    boolean quiet = withdraw.getAsBoolean();
    if (interrupted) {
      owner.run().throwInterrupted();
    }
    if (timeout.repeats() && quiet) {
      owner.changedNothing();
    }
    owner.timedOut(timeout.nanos());
    return false;
  }

  /**
   * Waits until served: an untimed registration parks; a timed one issues {@code timeoutCall} on
   * {@code owner} and returns whether it was served by the time that call completed.
   */
  boolean await(DropIn owner, String reason, String timeoutCall) {
    if (timed) {
      owner.perform(timeoutCall);
    } else {
      owner.run().park(owner, reason);
    }
    return served;
  }
}
