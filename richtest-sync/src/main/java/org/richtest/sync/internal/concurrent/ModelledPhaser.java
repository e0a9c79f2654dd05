package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code Phaser} drop-in under exploration, a root phaser: a line of its own on which every
 * operation is an event open at any time. The last arrival of a phase runs {@code onAdvance} in
 * its own thread with the phaser closed (its open list empty, as the barrier's action), then
 * advances the phase, or terminates the phaser if {@code onAdvance} says so, and resumes the
 * threads waiting for that phase. A wait for the phase to advance ({@code arriveAndAwaitAdvance},
 * {@code awaitAdvance}) registers the caller and parks it ({@link Registration}); the timed {@code
 * awaitAdvanceInterruptibly} registers without parking and issues a second call, {@code
 * awaitAdvance(timed)}, so both the advance and the timeout are explored; one that repeats a
 * timeout with nothing done since issues that call's repeat, open once the phaser changed after
 * the registration (docs/decisions.md, "Timed operations"), and a timeout advances the logical
 * clock. Phase numbers, the counts
 * and the exceptions are the JDK's: an arrival of a party that was never registered throws {@link
 * IllegalStateException}, and a terminated phaser answers with a negative phase.
 */
public final class ModelledPhaser extends DropIn implements PhaserOperations {

  private static final String AWAIT = "awaitAdvance";
  private static final String AWAIT_TIMED = "awaitAdvance(timed)";

  private final Advance advance;
  private final OpenList open;
  private int phase;
  private int parties;
  private int unarrived;
  private boolean terminated;
  private List<Registration> waiting = new ArrayList<>();
  private @Nullable ThreadHandle advancing;

  /**
   * Creates the line of a root phaser with {@code parties} registered, whose {@code onAdvance} is
   * {@code advance}.
   *
   * @throws IllegalArgumentException if {@code parties} is negative or above the JDK's limit
   */
  public ModelledPhaser(int parties, Advance advance, @Nullable String name) {
    super(name);
    this.parties = PhaserOperations.requireParties(parties);
    this.unarrived = parties;
    this.advance = advance;
    this.open = OpenList.on(name(), "register", "bulkRegister", "arrive", "arriveAndDeregister",
        "arriveAndAwaitAdvance", AWAIT, AWAIT_TIMED, "forceTermination", "getPhase",
        "getRegisteredParties", "getArrivedParties", "getUnarrivedParties", "isTerminated");
  }

  @Override
  public int register() {
    return bulkRegister(1);
  }

  @Override
  public int bulkRegister(int registrations) {
    if (registrations < 0) {
      throw new IllegalArgumentException("negative registrations: " + registrations);
    }
    change(registrations == 1 ? "register" : "bulkRegister");
    if (terminated || registrations == 0) {
      return phase();
    }
    if (parties + registrations > MAX_PARTIES) {
      throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES
          + " parties for " + this);
    }
    parties += registrations;
    unarrived += registrations;
    return phase;
  }

  @Override
  public int arrive() {
    change("arrive");
    return arrived(false, false);
  }

  @Override
  public int arriveAndDeregister() {
    change("arriveAndDeregister");
    return arrived(true, false);
  }

  @Override
  public int arriveAndAwaitAdvance() {
    change("arriveAndAwaitAdvance");
    return arrived(false, true);
  }

  /**
   * Counts the caller's arrival, deregistering it if asked; the last arrival advances the phase.
   * Returns the arrival phase, or with {@code await} the phase after it (waiting for it).
   */
  private int arrived(boolean deregister, boolean await) {
    if (terminated) {
      return phase();
    }
    if (unarrived <= 0) {
      throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
    }
    int arrival = phase;
    unarrived--;
    if (deregister) {
      parties--;
    }
    if (unarrived > 0) {
      if (await) {
        Registration waiter = Registration.of(this, false);
        waiting.add(waiter);
        waiter.await(this, "advance of phase " + arrival, AWAIT);
        return phase();
      }
      return arrival;
    }
    advance(arrival);
    return await ? phase() : arrival;
  }

  /** Runs {@code onAdvance} in the calling thread, then moves to the next phase or terminates. */
  private void advance(int arrival) {
    advancing = run().currentThread();
    boolean terminate;
    try {
      terminate = advance.onAdvance(arrival, parties);
    } catch (RuntimeException | Error e) {
      unarrived++; // the JDK's state is not changed when onAdvance throws
      throw e;
    } finally {
      advancing = null;
    }
    terminated = terminate;
    phase = (arrival + 1) & Integer.MAX_VALUE;
    unarrived = parties;
    releaseWaiting();
  }

  private void releaseWaiting() {
    List<Registration> released = waiting;
    waiting = new ArrayList<>();
    for (Registration waiter : released) {
      waiter.serve(this);
    }
  }

  @Override
  public int awaitAdvance(int phase) {
    try {
      return awaitAdvance(phase, false, null);
    } catch (InterruptedException | TimeoutException impossible) {
      throw new AssertionError("an untimed, uninterruptible wait ended early", impossible);
    }
  }

  @Override
  public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
    try {
      return awaitAdvance(phase, true, null);
    } catch (TimeoutException impossible) {
      throw new AssertionError("an untimed wait timed out", impossible);
    }
  }

  @Override
  public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
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

  @Override
  public void forceTermination() {
    change("forceTermination");
    if (!terminated) {
      terminated = true;
      releaseWaiting();
    }
  }

  @Override
  public int getPhase() {
    query("getPhase");
    return phase();
  }

  @Override
  public int getRegisteredParties() {
    query("getRegisteredParties");
    return parties;
  }

  @Override
  public int getArrivedParties() {
    query("getArrivedParties");
    return parties - unarrived;
  }

  @Override
  public int getUnarrivedParties() {
    query("getUnarrivedParties");
    return unarrived;
  }

  @Override
  public boolean isTerminated() {
    query("isTerminated");
    return terminated;
  }

  /** Returns the phase as the JDK answers it: negative once terminated. */
  private int phase() {
    return terminated ? phase | Integer.MIN_VALUE : phase;
  }

  /**
   * Issues {@code operation}, which may change the state.
   *
   * @throws IllegalStateException from the phaser's own {@code onAdvance}, where the JDK's would
   *     wait for an advance that cannot come
   */
  private void change(String operation) {
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
  private void query(String operation) {
    if (advancing != run().currentThread()) {
      perform(operation);
    }
  }

  @Override
  public OpenList openList() {
    return advancing == null ? withRepeats(open) : OpenList.EMPTY;
  }

  /** Returns the name and the state, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "Phaser " + name() + "[phase = " + phase() + " parties = " + parties + " arrived = "
        + (parties - unarrived) + "]";
  }
}
