package org.richtest.sync.internal.concurrent;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The operations of the {@code CyclicBarrier} drop-in, which both its sides implement: {@link
 * JdkBarrier} and {@link ModelledBarrier}.
 */
public interface BarrierOperations extends DropInOperations {

  /**
   * Returns {@code parties}, checked as the number of parties of a barrier.
   *
   * @throws IllegalArgumentException if it is less than 1
   */
  static int requireParties(int parties) {
    if (parties < 1) {
      throw new IllegalArgumentException("parties must be >= 1, was " + parties);
    }
    return parties;
  }

  /** Waits until all parties have arrived, and returns the arrival index. */
  int await() throws InterruptedException, BrokenBarrierException;

  /** Waits until all parties have arrived or {@code timeout} elapses. */
  int await(long timeout, TimeUnit unit)
      throws InterruptedException, BrokenBarrierException, TimeoutException;

  /** Returns the number of parties needed to trip the barrier. */
  int getParties();

  /** Returns whether the barrier is broken. */
  boolean isBroken();

  /** Returns the number of parties waiting at the barrier now. */
  int getNumberWaiting();

  /** Breaks the barrier for the parties waiting now and makes it new. */
  void reset();
}
