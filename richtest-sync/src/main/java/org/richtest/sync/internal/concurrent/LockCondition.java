package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.locks.Condition;
import org.richtest.event.LineDescription;
import org.richtest.spi.Controller;
import org.richtest.spi.Describable;
import org.richtest.spi.ThreadHandle;

/**
 * A condition of a drop-in lock under exploration, with signal-and-continue semantics as the
 * paper's SC monitor: {@code await} is an event that releases the lock, a signalled thread takes it
 * back by a second event that competes with every other caller, and {@code signal} is no event (it
 * happens while the lock is held, so no other operation can observe it in between) but hands the
 * signaller's clock to the signalled thread.
 *
 * <p>A timed wait releases the lock and asks for it back at once: its re-entry competes with the
 * other callers and with the signallers, and it returns "signalled" if a signal came before it got
 * the lock, "timed out" otherwise, so both outcomes are explored.
 */
final class LockCondition implements TimedAwaits, Describable {

  /** A waiting thread; a timed one has its re-entry call issued already, so it is not parked. */
  private static final class Waiter {
    final ThreadHandle thread;
    final boolean timed;
    boolean signalled;

    Waiter(ThreadHandle thread, boolean timed) {
      this.thread = thread;
      this.timed = timed;
    }
  }

  /** What the repeat of a timed wait is called on the lock's line. */
  private static final String AWAIT_TIMED = "await(timed)";

  private final ExclusiveOwner lock;
  private final String name;
  /** The field or variable the program keeps the condition in, once the agent said so. */
  private String label = "";
  private final Deque<Waiter> waiters = new ArrayDeque<>();

  LockCondition(ExclusiveOwner lock, String name) {
    this.lock = lock;
    this.name = name;
  }

  /**
   * Waits until signalled; an interrupt that comes first ends the wait, and the thread takes the
   * lock back before it throws, as the JDK's does.
   */
  @Override
  public void await() throws InterruptedException {
    ThreadHandle self = lock.requireOwner("await on " + this);
    Controller run = lock.line().run();
    int holds = lock.releaseForAwait(true);
    Waiter waiter = new Waiter(self, false);
    waiters.addLast(waiter);
    boolean signalled =
        run.parkInterruptibly(lock.line(), "signal of " + this, () -> waiters.remove(waiter));
    lock.reacquire(holds);
    if (!signalled) {
      run.throwInterrupted();
    }
  }

  @Override
  public void awaitUninterruptibly() {
    ThreadHandle self = lock.requireOwner("await on " + this);
    int holds;
    try {
      holds = lock.releaseForAwait(false);
    } catch (InterruptedException impossible) {
      throw new AssertionError("an uninterruptible release was interrupted", impossible);
    }
    waiters.addLast(new Waiter(self, false));
    lock.line().run().park(lock.line(), "signal of " + this);
    lock.reacquire(holds);
  }

  /**
   * Waits with a timeout; returns whether a signal came first. One that repeats a wait that timed
   * out with nothing done since first waits for the lock to change (docs/decisions.md, "Timed
   * operations"), interruptibly. A quiet turn changes nothing for the other repeats waiting on the
   * lock: the repeat's receipt (a wait that ends), the take-back after a timeout, and the release
   * that ends a hold begun so, in which the thread signalled no one and did nothing else, its next
   * wait a repeat; each is decided right after its own event, so the count stays a function of the
   * lock's line.
   */
  @Override
  public boolean awaitTimed(boolean mayWait, long nanos) throws InterruptedException {
    ThreadHandle self = lock.requireOwner("await on " + this);
    DropIn line = lock.line();
    boolean repeats = mayWait && line.repeatsTimeout();
    int holds = lock.releaseForAwait(true);
    if (lock.endedQuietHold(self) && repeats) {
      line.changedNothing();
    }
    Waiter waiter = new Waiter(self, true);
    if (mayWait) {
      waiters.addLast(waiter);
    }
    boolean interrupted = repeats && !line.awaitChange(AWAIT_TIMED);
    if (repeats && !interrupted) {
      line.changedNothing();
    }
    // A take-back that had to queue (a read-write lock's) was granted by another thread's event,
    // which counts: only one that got the lock by its own event, the latest here, is quiet.
    boolean tookBackAtOnce = lock.reacquire(holds);
    waiters.remove(waiter);
    if (interrupted) {
      line.run().throwInterrupted();
    }
    if (mayWait && !waiter.signalled) {
      if (tookBackAtOnce) {
        lock.tookBackAfterTimeout(self);
      }
      line.timedOut(nanos);
    }
    return waiter.signalled;
  }

  @Override
  public void signal() {
    lock.requireOwner("signal of " + this);
    lock.signalled();
    Waiter waiter = waiters.pollFirst();
    if (waiter != null) {
      wake(waiter);
    }
  }

  @Override
  public void signalAll() {
    lock.requireOwner("signalAll of " + this);
    lock.signalled();
    for (Waiter waiter = waiters.pollFirst(); waiter != null; waiter = waiters.pollFirst()) {
      wake(waiter);
    }
  }

  private void wake(Waiter waiter) {
    waiter.signalled = true;
    if (!waiter.timed) {
      Controller run = lock.line().run();
      run.publish(lock.line());
      run.resume(waiter.thread, lock.line());
    }
  }

  /**
   * Returns {@code condition} as one of {@code lock}'s conditions.
   *
   * @throws IllegalArgumentException if it is not one of them
   */
  static LockCondition of(Condition condition, ExclusiveOwner lock) {
    if (!(condition instanceof LockCondition mine) || mine.lock != lock) {
      throw new IllegalArgumentException(condition + " is not a condition of " + lock.lockName());
    }
    return mine;
  }

  /** Returns the number of waiting threads; the caller holds the lock, so this is no event. */
  int waiting() {
    return waiters.size();
  }

  /** Returns the waiting threads, oldest first; the caller holds the lock, so this is no event. */
  List<ThreadHandle> waitingThreads() {
    List<ThreadHandle> threads = new ArrayList<>(waiters.size());
    for (Waiter waiter : waiters) {
      threads.add(waiter.thread);
    }
    return threads;
  }

  /** Returns the condition's name for reports: {@link #toString()}; a condition has no line. */
  @Override
  public String name() {
    return toString();
  }

  /**
   * Takes the field or variable the program keeps the condition in as its name in reports ({@code
   * signal of Box.notEmpty}): a condition has no line of its own, and its lock is named apart.
   */
  @Override
  public void describe(LineDescription description) {
    label = description.label();
  }

  /** Returns {@code Box.notEmpty} once described, else {@code LOCK.conditionK}. */
  @Override
  public String toString() {
    return label.isEmpty() ? lock.lockName() + "." + name : label;
  }
}
