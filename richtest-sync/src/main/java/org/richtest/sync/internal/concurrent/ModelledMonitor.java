package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * The monitor of a plain Java object under exploration, behind the agent's {@code ObjectMonitor}:
 * what {@code synchronized}, {@code wait}, {@code notify} and {@code notifyAll} become when the
 * RichTest agent rewrites a program. Java's own discipline: reentrant, signal-and-continue, and
 * {@code notify} wakes an <em>arbitrary</em> waiter (JLS 17.2.2), so which one it wakes is
 * explored, not fixed to FIFO.
 *
 * <p>Every event takes the monitor, so every event is open only while the monitor is free: the
 * first {@code enter} of a thread (nested entries only count), and a waiter's {@code wake}, which
 * takes the monitor back. Leaving the monitor (exit, or the release in {@code wait}) and {@code
 * notify} are no events: they happen while a thread owns the monitor, so no event of the line can
 * come between them and the owner's leaving, and the state every event sees is the one the last
 * owner left. A {@code notify} issues a token stamped with the current generation; a waiter that
 * started waiting at generation {@code g} may take any token stamped after {@code g} (its {@code
 * wake(g)} call is open while such a token exists and the monitor is free), so the exploration
 * tries every waiter a notify could have woken, and which order the woken ones get the monitor back
 * in. A timed wait's {@code wake(timed)} is open whenever the monitor is free: it takes a token if
 * one is there (it was notified) and otherwise it timed out, which {@code wait} cannot tell its
 * caller anyway. With spurious wake-ups allowed, an untimed wait is modelled as a timed one. A
 * timed wait that repeats one that timed out with nothing done since ({@code while (!x) wait(1000)})
 * is open only once the monitor changed: timing out again would change nothing, and a run whose
 * threads can only do that ends as a timed deadlock (docs/decisions.md, "Timed operations"). A
 * <em>quiet section</em> is no change: one that began with its owner's wake-up by a timeout and
 * ends in that owner's repeat of the wait, with no notify and nothing else done between, so that
 * two threads polling one monitor do not reopen each other's repeats.
 */
public final class ModelledMonitor extends DropIn {

  private static final String ENTER = "enter";
  private static final String WAKE = "wake";
  private static final String WAKE_TIMED = "wake(timed)";

  /** A thread in the wait set, with the generation at which it started waiting. */
  private record Waiter(ThreadHandle thread, int generation) {}

  private final boolean spuriousWakeups;
  private final List<Waiter> waiters = new ArrayList<>();
  /** Stamps of the notifications no waiter has taken yet, in ascending order. */
  private final List<Integer> tokens = new ArrayList<>();
  private @Nullable ThreadHandle owner;
  private int holds;
  private int generation;
  /**
   * Whether the owner's section began with its wake-up by a timeout and it notified no one since:
   * the section is quiet if it ends in a repeat of the wait.
   */
  private boolean quietSoFar;

  /**
   * Creates the monitor of an object; call it under an exploration only.
   *
   * @param name the line name, derived from the object by the caller
   * @param spuriousWakeups whether an untimed wait may return without a notify
   */
  public ModelledMonitor(String name, boolean spuriousWakeups) {
    super(name);
    this.spuriousWakeups = spuriousWakeups;
  }

  /** Enters the monitor ({@code monitorenter}); nested entries of the owner are no events. */
  public void enter() {
    ThreadHandle self = run().currentThread();
    if (owner == self) {
      holds++;
      return;
    }
    perform(ENTER);
    owner = self;
    holds = 1;
    quietSoFar = false;
  }

  /**
   * Leaves the monitor ({@code monitorexit}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own it
   */
  public void exit() {
    requireOwner("monitorexit");
    if (--holds == 0) {
      release();
    }
  }

  /** Returns whether the calling thread owns the monitor ({@code Thread.holdsLock}). */
  public boolean isHeldByCurrentThread() {
    return owner == run().currentThread();
  }

  /**
   * Waits to be notified ({@code Object.wait}), releasing the monitor, and takes it back. An
   * interrupt that reaches the wait first ends it: the thread takes the monitor back and throws,
   * leaving the notifications to the other waiters (JLS 17.2.4).
   *
   * @param timed whether the wait has a timeout (it may then return without a notify)
   * @return whether the wait ended without a notify: by its timeout, or spuriously
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   * @throws InterruptedException if the thread is interrupted before or while it waits
   */
  public boolean await(boolean timed) throws InterruptedException {
    ThreadHandle self = requireOwner("wait");
    boolean quiet = quietSoFar;
    quietSoFar = false;
    boolean mayTimeOut = timed || spuriousWakeups;
    // The streak first: the interruption point is an event of this thread, which would end it.
    boolean repeats = mayTimeOut && repeatsTimeout();
    checkInterrupted(); // before the monitor is let go, as the JVM checks
    int saved = holds;
    Waiter waiter = new Waiter(self, ++generation);
    waiters.add(waiter);
    if (repeats && quiet) {
      changedNothing();
    }
    release();
    boolean notified;
    try {
      notified = run().callInterruptibly(this, repeats ? repeat(WAKE_TIMED)
          : mayTimeOut ? WAKE_TIMED : WAKE + "(" + waiter.generation() + ")");
    } catch (InterruptedException atOnce) {
      // Interrupted after the monitor was let go: take it back, as from a wait that timed out.
      waiters.remove(waiter);
      perform(WAKE_TIMED);
      owner = self;
      holds = saved;
      throw atOnce;
    }
    waiters.remove(waiter);
    boolean tookToken = false;
    for (int i = 0; notified && !tookToken && i < tokens.size(); i++) {
      if (tokens.get(i) > waiter.generation()) {
        tokens.remove(i);
        tookToken = true;
      }
    }
    boolean timedOut = notified && mayTimeOut && !tookToken;
    if (timedOut) {
      run().timedOut(this);
    }
    owner = self;
    holds = saved;
    quietSoFar = timedOut;
    if (!notified) {
      run().throwInterrupted();
    }
    return timedOut;
  }

  /**
   * Wakes one waiter, which one being explored ({@code Object.notify}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   */
  public void notifyOne() {
    requireOwner("notify");
    issueTokens(1);
  }

  /**
   * Wakes every waiter ({@code Object.notifyAll}).
   *
   * @throws IllegalMonitorStateException if the calling thread does not own the monitor
   */
  public void notifyAllWaiters() {
    requireOwner("notifyAll");
    issueTokens(Integer.MAX_VALUE);
  }

  /** Issues up to {@code most} tokens, one per waiter not yet notified, and hands on the clock. */
  private void issueTokens(int most) {
    quietSoFar = false;
    int stamp = ++generation;
    int issued = Math.min(most, waiters.size() - tokens.size());
    for (int i = 0; i < issued; i++) {
      tokens.add(stamp);
    }
    if (issued > 0) {
      run().publish(this);
    }
  }

  private void release() {
    owner = null;
    holds = 0;
    run().publish(this);
  }

  private ThreadHandle requireOwner(String operation) {
    ThreadHandle self = run().currentThread();
    if (owner != self) {
      throw new IllegalMonitorStateException(
          operation + " on " + name() + " by " + self.name() + ", which does not own its monitor"
              + (owner == null ? "" : " (" + owner.name() + " does)"));
    }
    return self;
  }

  @Override
  public OpenList openList() {
    if (owner != null) {
      return OpenList.EMPTY;
    }
    List<Channel> open = new ArrayList<>(4);
    open.add(new Channel(name(), ENTER));
    open.add(new Channel(name(), WAKE_TIMED));
    open.add(repeats(WAKE_TIMED));
    if (!tokens.isEmpty()) {
      open.add(Channel.upTo(name(), WAKE, tokens.get(tokens.size() - 1) - 1));
    }
    return OpenList.of(open.toArray(new Channel[0]));
  }

  /** Returns the owner and the waiters, for debugging; not an event. */
  @Override
  public String toString() {
    ThreadHandle current = owner;
    StringBuilder text = new StringBuilder("ObjectMonitor " + name())
        .append(current == null ? "[free" : "[owned by " + current.name());
    for (Waiter waiter : waiters) {
      text.append(", waiting ").append(waiter.thread().name());
    }
    return text.append("]").toString();
  }
}
