package org.richtest.sync.internal.concurrent;

import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;

/**
 * The timed waits of a modelled condition, which differ only in how they say whether they may wait
 * at all: time does not pass under exploration, so each is one {@link #awaitTimed} that returns
 * whether a signal came first.
 */
interface TimedAwaits extends Condition {

  /** Waits with a timeout, or not at all unless {@code mayWait}; returns whether signalled. */
  boolean awaitTimed(boolean mayWait) throws InterruptedException;

  @Override
  default long awaitNanos(long nanosTimeout) throws InterruptedException {
    return awaitTimed(nanosTimeout > 0) ? nanosTimeout : 0;
  }

  @Override
  default boolean await(long time, TimeUnit unit) throws InterruptedException {
    return awaitTimed(time > 0);
  }

  @Override
  default boolean awaitUntil(Date deadline) throws InterruptedException {
    return awaitTimed(deadline.getTime() > System.currentTimeMillis());
  }
}
