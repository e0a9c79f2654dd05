package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.ThreadHandle;

/**
 * A {@code CyclicBarrier} drop-in under exploration: a line of its own on which every operation is
 * an event open at any time. An arrival ({@code await}) registers the caller and parks it ({@link
 * Registration}); the last arrival runs the barrier action in its own thread and trips the barrier,
 * resuming the parked parties. A timed {@code await} registers without parking and then issues a
 * second call, {@code await(timed)}: if the barrier has not tripped or broken when that call
 * completes, it times out and breaks the barrier, so the exploration covers both outcomes.
 *
 * <p>While the barrier action runs, every operation of another thread waits (the JDK runs the
 * action holding the barrier's lock): the barrier's open list is empty until the action is over,
 * and the parties resume knowing what the action did. An interrupted arrival, or a party
 * interrupted while it waits, breaks the barrier and throws {@link InterruptedException}, as the
 * JDK's (docs/decisions.md, "Interruption"). Not modelled: an {@code await} from the barrier's own
 * action (in the JDK it never returns), which throws {@link IllegalStateException}.
 */
public final class ModelledBarrier extends DropIn implements BarrierOperations {

  private static final String AWAIT = "await";
  private static final String AWAIT_TIMED = "await(timed)";

  /** One use of the barrier: whether it broke, and the parties registered in it. */
  private static final class Generation {
    boolean broken;
    final List<Registration> waiting = new ArrayList<>();
  }

  private final int parties;
  private final @Nullable Runnable barrierAction;
  private final OpenList open;
  private Generation generation = new Generation();
  private int arrived;
  private @Nullable ThreadHandle acting;

  /**
   * Creates the line of a barrier that trips when {@code parties} threads wait on it, the last of
   * them running {@code barrierAction} (if not null) before the others go on.
   *
   * @throws IllegalArgumentException if {@code parties} is less than 1
   */
  public ModelledBarrier(int parties, @Nullable Runnable barrierAction, @Nullable String name) {
    super(name);
    this.parties = BarrierOperations.requireParties(parties);
    this.barrierAction = barrierAction;
    this.open = OpenList.on(name(), AWAIT, AWAIT_TIMED, "getNumberWaiting", "isBroken", "reset");
  }

  /**
   * Waits until all parties have arrived, and returns the arrival index: {@code getParties() - 1}
   * for the first to arrive, 0 for the last (which runs the barrier action).
   *
   * @throws BrokenBarrierException if the barrier is or becomes broken while waiting
   * @throws IllegalStateException if called from the barrier's own action
   */
  @Override
  public int await() throws InterruptedException, BrokenBarrierException {
    try {
      return arrive(false, 0);
    } catch (TimeoutException impossible) {
      throw new AssertionError("an untimed await timed out", impossible);
    }
  }

  /**
   * Waits until all parties have arrived or {@code timeout} elapses, and returns the arrival index;
   * both outcomes are explored. A timeout advances the logical clock by {@code timeout}; it never
   * repeats (docs/decisions.md, "Timed operations"): it breaks the barrier, so it changes what the
   * other parties see.
   *
   * @throws TimeoutException if the time elapsed first; the barrier is then broken
   * @throws BrokenBarrierException if the barrier is or becomes broken while waiting
   * @throws IllegalStateException if called from the barrier's own action
   */
  @Override
  public int await(long timeout, TimeUnit unit)
      throws InterruptedException, BrokenBarrierException, TimeoutException {
    return arrive(true, unit.toNanos(timeout));
  }

  /** Arrives, and waits untimed or, if {@code timed}, at most {@code nanos}. */
  private int arrive(boolean timed, long nanos)
      throws InterruptedException, BrokenBarrierException, TimeoutException {
    if (acting == run().currentThread()) {
      throw new IllegalStateException("await of barrier " + name() + " from its own barrier "
          + "action: in the JDK it never returns; the action must not wait for the barrier");
    }
    boolean interrupted;
    boolean statusCleared = false;
    try {
      interrupted = !run().callInterruptibly(this, AWAIT);
    } catch (InterruptedException atOnce) {
      perform(AWAIT); // the JDK's arrival still breaks the barrier
      interrupted = true;
      statusCleared = true;
    }
    Generation current = generation;
    if (current.broken) {
      if (statusCleared) {
        run().interrupt(run().currentThread()); // the JDK checks after the broken state
      }
      throw new BrokenBarrierException();
    }
    if (interrupted) {
      breakBarrier();
      if (statusCleared) {
        throw new InterruptedException();
      }
      run().throwInterrupted();
    }
    int index = parties - 1 - arrived;
    arrived++;
    if (index == 0) {
      trip(current);
      return 0;
    }
    if (timed && nanos <= 0) {
      breakBarrier();
      throw new TimeoutException();
    }
    Registration waiter = Registration.of(this, timed);
    current.waiting.add(waiter);
    if (!timed) {
      waiter.awaitInterruptibly(this, "trip of the barrier", () -> withdraw(current, waiter));
    } else if (!waiter.await(this, "trip of the barrier", AWAIT_TIMED)) {
      current.waiting.remove(waiter);
      breakBarrier();
      run().timePassed(nanos);
      throw new TimeoutException();
    }
    if (current.broken) {
      throw new BrokenBarrierException();
    }
    return index;
  }

  /**
   * Takes an interrupted party out of {@code current} and breaks the barrier for the others, as the
   * JDK's does; returns false, leaving it to be released, if the barrier action runs (the JDK's
   * party waits for the lock the action holds, and then returns normally).
   */
  private boolean withdraw(Generation current, Registration waiter) {
    if (acting != null) {
      return false;
    }
    current.waiting.remove(waiter);
    breakBarrier();
    return true;
  }

  /** Runs the barrier action, if any, and releases the parties of {@code tripped}. */
  private void trip(Generation tripped) {
    Runnable action = barrierAction;
    if (action != null) {
      acting = run().currentThread();
      try {
        action.run();
      } catch (RuntimeException | Error e) {
        acting = null;
        generation.broken = true;
        arrived = 0;
        release(tripped);
        throw e;
      }
      acting = null;
    }
    release(tripped);
    nextGeneration();
  }

  /** Breaks the current generation; its parties are released, unless the action still runs. */
  private void breakBarrier() {
    generation.broken = true;
    arrived = 0;
    if (acting == null) {
      release(generation);
    }
  }

  private void nextGeneration() {
    if (acting == null) {
      release(generation);
    }
    generation = new Generation();
    arrived = 0;
  }

  private void release(Generation released) {
    for (Registration waiter : released.waiting) {
      waiter.serve(this);
    }
    released.waiting.clear();
  }

  /** Returns the number of parties needed to trip the barrier; no event, it never changes. */
  @Override
  public int getParties() {
    return parties;
  }

  /** Returns whether the barrier is broken (by a timeout, a reset or a failed action). */
  @Override
  public boolean isBroken() {
    query("isBroken");
    return generation.broken;
  }

  /** Returns the number of parties waiting at the barrier now. */
  @Override
  public int getNumberWaiting() {
    query("getNumberWaiting");
    return arrived;
  }

  /**
   * Breaks the barrier for the parties waiting now (they get {@link BrokenBarrierException}) and
   * makes it new.
   */
  @Override
  public void reset() {
    query("reset");
    breakBarrier();
    nextGeneration();
  }

  /** Issues {@code operation}, unless the caller runs the barrier action (it holds the barrier). */
  private void query(String operation) {
    if (acting != run().currentThread()) {
      perform(operation);
    }
  }

  @Override
  public OpenList openList() {
    return acting == null ? open : OpenList.EMPTY;
  }

  /** Returns the name, the parties and who waits, like the JDK's; not an event. */
  @Override
  public String toString() {
    return "CyclicBarrier " + name() + "[Parties = " + parties + ", Waiting = " + arrived
        + (generation.broken ? ", Broken" : "") + "]";
  }
}
