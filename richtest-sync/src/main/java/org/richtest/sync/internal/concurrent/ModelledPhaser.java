package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * The line of a tree of {@code Phaser} drop-ins under exploration (one phaser alone is a tree of
 * one): every operation on any phaser of the tree is an event on this line, open at any time,
 * because every one of them reads the root's phase (docs/decisions.md, "Phaser"). The line holds
 * what the JDK keeps in the root: the phase, termination and the threads waiting for an advance;
 * each phaser's counts are its {@link PhaserTier}'s. The root's last arrival runs {@code
 * onAdvance} in its own thread with the line closed (its open list empty, as the barrier's
 * action), then advances the phase, or terminates the tree if {@code onAdvance} says so, and
 * resumes the threads waiting for that phase. A wait for the phase to advance registers the caller
 * and parks it ({@link Registration}); the timed {@code awaitAdvanceInterruptibly} registers
 * without parking and issues a second call, {@code awaitAdvance(timed)}, so both the advance and
 * the timeout are explored; one that repeats a timeout with nothing done since issues that call's
 * repeat, open once the tree changed after the registration (docs/decisions.md, "Timed
 * operations"), and a timeout advances the logical clock.
 */
final class ModelledPhaser extends DropIn {

  private static final String AWAIT = "awaitAdvance";
  private static final String AWAIT_TIMED = "awaitAdvance(timed)";

  private final PhaserOperations.Advance advance;
  private final OpenList open;
  private int phase;
  private boolean terminated;
  private List<Registration> waiting = new ArrayList<>();
  private @Nullable ThreadHandle advancing;

  /** Creates the line of a tree whose root is called {@code name} and has {@code advance}. */
  ModelledPhaser(PhaserOperations.Advance advance, @Nullable String name) {
    super(name);
    this.advance = advance;
    this.open = OpenList.on(name(), "register", "bulkRegister", "arrive", "arriveAndDeregister",
        "arriveAndAwaitAdvance", AWAIT, AWAIT_TIMED, "forceTermination", "getPhase",
        "getRegisteredParties", "getArrivedParties", "getUnarrivedParties", "isTerminated");
  }

  /**
   * Runs the root's {@code onAdvance} for phase {@code arrival} in the calling thread, with {@code
   * parties} registered at the root, then moves to the next phase, or terminates the tree, and
   * resumes the threads waiting for the advance. Returns whether the tree terminated. If {@code
   * onAdvance} throws, nothing advances, as in the JDK.
   */
  boolean advance(int arrival, int parties) {
    advancing = run().currentThread();
    boolean terminate;
    try {
      terminate = advance.onAdvance(arrival, parties);
    } finally {
      advancing = null;
    }
    terminated = terminate;
    phase = (arrival + 1) & Integer.MAX_VALUE;
    releaseWaiting();
    return terminate;
  }

  private void releaseWaiting() {
    List<Registration> released = waiting;
    waiting = new ArrayList<>();
    for (Registration waiter : released) {
      waiter.serve(this);
    }
  }

  /** Parks the calling thread, untimed, until phase {@code arrival} advances or the tree ends. */
  void parkUntilAdvance(int arrival) {
    Registration waiter = Registration.of(this, false);
    waiting.add(waiter);
    waiter.await(this, "advance of phase " + arrival, AWAIT);
  }

  /** Waits as the JDK's {@code awaitAdvance}: the same for every phaser of the tree. */
  int awaitAdvance(int phase) {
    try {
      return awaitAdvance(phase, false, null);
    } catch (InterruptedException | TimeoutException impossible) {
      throw new AssertionError("an untimed, uninterruptible wait ended early", impossible);
    }
  }

  /** Waits as the JDK's untimed {@code awaitAdvanceInterruptibly}. */
  int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
    try {
      return awaitAdvance(phase, true, null);
    } catch (TimeoutException impossible) {
      throw new AssertionError("an untimed wait timed out", impossible);
    }
  }

  /** Waits as the JDK's timed {@code awaitAdvanceInterruptibly}. */
  int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException {
    // A timed wait may end at any point: an interrupt during it is one before.
    return awaitAdvance(
        phase, true, Registration.Timeout.begin(this, AWAIT_TIMED, unit.toNanos(timeout)));
  }

  /**
   * Waits, if {@code awaited} is the current phase, until it advances, and returns the phase
   * then; interruptibly, or, if a {@code timeout} is given, timed by a second call (one of no
   * time times out at once).
   */
  private int awaitAdvance(
      int awaited, boolean interruptibly, Registration.@Nullable Timeout timeout)
      throws InterruptedException, TimeoutException {
    boolean timed = timeout != null;
    change(AWAIT, interruptibly && !timed);
    if (awaited < 0) {
      return awaited;
    }
    if (phase() != awaited) {
      return phase();
    }
    if (timeout != null && timeout.nanos() <= 0) {
      throw new TimeoutException("phase " + awaited + " of " + name() + " did not advance");
    }
    Registration waiter = Registration.of(this, timed);
    if (timeout != null) {
      timeout.registers(this, true);
    }
    waiting.add(waiter);
    String reason = "advance of phase " + awaited;
    if (timeout != null) {
      if (!waiter.awaitTimed(this, timeout, () -> waiting.remove(waiter))) {
        throw new TimeoutException("phase " + awaited + " of " + name() + " did not advance");
      }
    } else if (interruptibly) {
      waiter.awaitInterruptibly(this, reason, () -> waiting.remove(waiter));
    } else {
      waiter.await(this, reason, AWAIT);
    }
    return phase();
  }

  /** Terminates the tree, whichever phaser of it is asked, releasing every waiting thread. */
  void forceTermination() {
    change("forceTermination");
    if (!terminated) {
      terminated = true;
      releaseWaiting();
    }
  }

  /** Returns the phase as the JDK answers it: negative once terminated. */
  int phase() {
    return terminated ? phase | Integer.MIN_VALUE : phase;
  }

  boolean terminated() {
    return terminated;
  }

  /**
   * Issues {@code operation}, which may change the state.
   *
   * @throws IllegalStateException from the root's own {@code onAdvance}, where the JDK's would
   *     wait for an advance that cannot come
   */
  void change(String operation) {
    try {
      change(operation, false);
    } catch (InterruptedException impossible) {
      throw new AssertionError("an uninterruptible call was interrupted", impossible);
    }
  }

  /** As {@link #change(String)}, interruptibly if asked (docs/decisions.md, "Interruption"). */
  private void change(String operation, boolean interruptibly) throws InterruptedException {
    if (advancing == run().currentThread()) {
      throw new IllegalStateException(operation + " of phaser " + name() + " from its own "
          + "onAdvance: in the JDK it waits for the advance under way; onAdvance must not change "
          + "the phaser");
    }
    perform(operation, interruptibly);
  }

  /** Issues {@code operation}, unless the caller runs {@code onAdvance} (it holds the phaser). */
  void query(String operation) {
    if (advancing != run().currentThread()) {
      perform(operation);
    }
  }

  @Override
  public OpenList openList() {
    return advancing == null ? withRepeats(open) : OpenList.EMPTY;
  }

  @Override
  public String toString() {
    return "Phaser tree " + name() + "[phase = " + phase() + "]";
  }
}
