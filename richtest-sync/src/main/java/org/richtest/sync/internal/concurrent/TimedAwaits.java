package org.richtest.sync.internal.concurrent;

import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.richtest.spi.Controller;

/**
 * The timed waits of a modelled condition, which differ only in whether they may wait at all and in
 * how far their timeout advances the run's logical clock: a timeout may expire at any point under
 * exploration, so each is one {@link #awaitTimed} that returns whether a signal came first.
 */
interface TimedAwaits extends Condition {

  /**
   * Waits with a timeout, or not at all unless {@code mayWait}; returns whether signalled. A
   * timeout advances the logical clock by {@code nanos} (0: not at all).
   */
  boolean awaitTimed(boolean mayWait, long nanos) throws InterruptedException;

  @Override
  default long awaitNanos(long nanosTimeout) throws InterruptedException {
    return awaitTimed(nanosTimeout > 0, nanosTimeout) ? nanosTimeout : 0;
  }

  @Override
  default boolean await(long time, TimeUnit unit) throws InterruptedException {
    return awaitTimed(time > 0, unit.toNanos(time));
  }

  /**
   * Waits until {@code deadline}. Under the logical clock the deadline, computed from logical time,
   * is taken to be ahead (reading the clock here would be an event the program did not make), and
   * its timeout does not advance the clock.
   */
  @Override
  default boolean awaitUntil(Date deadline) throws InterruptedException {
    boolean ahead = Controller.current().readsLogicalTime()
        || deadline.getTime() > System.currentTimeMillis();
    return awaitTimed(ahead, 0);
  }
}
