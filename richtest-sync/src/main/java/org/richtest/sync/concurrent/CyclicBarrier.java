package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.BarrierOperations;
import org.richtest.sync.internal.concurrent.JdkBarrier;
import org.richtest.sync.internal.concurrent.ModelledBarrier;
import org.richtest.spi.Describable;

/**
 * A reusable barrier with the API of {@link java.util.concurrent.CyclicBarrier}. Under an
 * exploration it is a line of its own on which every operation is an event open at any time: an
 * arrival ({@code await}) registers the caller and parks it; the last arrival runs the barrier
 * action in its own thread and trips the barrier, resuming the parked parties. A timed {@code
 * await} registers without parking and then issues a second call, {@code await(timed)}: if the
 * barrier has not tripped or broken when that call completes, it times out and breaks the barrier,
 * so the exploration covers both outcomes. Outside an exploration it is the JDK's barrier: which
 * one it is, it decides when it is created.
 *
 * <p>While the barrier action runs, every operation of another thread waits (the JDK runs the
 * action holding the barrier's lock): the barrier's open list is empty until the action is over,
 * and the parties resume knowing what the action did. An interrupted arrival, or a party
 * interrupted while it waits, breaks the barrier and throws {@link InterruptedException}, as the
 * JDK's (docs/decisions.md, "Interruption"). Not modelled under exploration: an {@code await} from
 * the barrier's own action (in the JDK it never returns), which throws {@link
 * IllegalStateException}.
 */
public final class CyclicBarrier implements Describable {

  private final BarrierOperations barrier;

  /**
   * Creates a barrier that trips when {@code parties} threads wait on it.
   *
   * @throws IllegalArgumentException if {@code parties} is less than 1
   */
  public CyclicBarrier(int parties) {
    this(parties, null, null);
  }

  /**
   * Creates a barrier that trips when {@code parties} threads wait on it, the last of them running
   * {@code barrierAction} (if not null) before the others go on.
   *
   * @throws IllegalArgumentException if {@code parties} is less than 1
   */
  public CyclicBarrier(int parties, @Nullable Runnable barrierAction) {
    this(parties, barrierAction, null);
  }

  /**
   * Creates a barrier whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code parties} is less than 1
   */
  public CyclicBarrier(int parties, @Nullable Runnable barrierAction, @Nullable String name) {
    this.barrier = creatingUnderExploration()
        ? new ModelledBarrier(parties, barrierAction, name)
        : new JdkBarrier(parties, barrierAction, name);
  }

  /** Returns the line name. */
  public String name() {
    return barrier.name();
  }

  /**
   * Waits until all parties have arrived, and returns the arrival index: {@code getParties() - 1}
   * for the first to arrive, 0 for the last (which runs the barrier action).
   *
   * @throws BrokenBarrierException if the barrier is or becomes broken while waiting
   * @throws IllegalStateException if called from the barrier's own action under exploration
   */
  public int await() throws InterruptedException, BrokenBarrierException {
    return checked().await();
  }

  /**
   * Waits until all parties have arrived or {@code timeout} elapses, and returns the arrival index;
   * under exploration both outcomes are explored.
   *
   * @throws TimeoutException if the time elapsed first; the barrier is then broken
   * @throws BrokenBarrierException if the barrier is or becomes broken while waiting
   * @throws IllegalStateException if called from the barrier's own action under exploration
   */
  public int await(long timeout, TimeUnit unit)
      throws InterruptedException, BrokenBarrierException, TimeoutException {
    return checked().await(timeout, unit);
  }

  /** Returns the number of parties needed to trip the barrier; no event, it never changes. */
  public int getParties() {
    return checked().getParties();
  }

  /** Returns whether the barrier is broken (by a timeout, a reset or a failed action). */
  public boolean isBroken() {
    return checked().isBroken();
  }

  /** Returns the number of parties waiting at the barrier now. */
  public int getNumberWaiting() {
    return checked().getNumberWaiting();
  }

  /**
   * Breaks the barrier for the parties waiting now (they get {@link BrokenBarrierException}) and
   * makes it new.
   */
  public void reset() {
    checked().reset();
  }

  /** Returns the name, the parties and who waits; not an event under exploration. */
  @Override
  public String toString() {
    return barrier.toString();
  }

  private BarrierOperations checked() {
    barrier.checkCaller();
    return barrier;
  }
}
