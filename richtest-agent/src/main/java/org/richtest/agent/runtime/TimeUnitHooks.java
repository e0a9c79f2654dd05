package org.richtest.agent.runtime;

import java.util.concurrent.TimeUnit;
import org.richtest.spi.Controller;

/**
 * What rewritten code calls instead of {@code TimeUnit}'s {@code sleep}, {@code timedWait} and
 * {@code timedJoin}, which call {@code Thread.sleep}, {@code Object.wait} and {@code Thread.join}
 * inside the JDK, out of the agent's reach: under an exploration they are {@link Hooks}' sleep,
 * timed wait and join; outside one, the JDK's.
 */
public final class TimeUnitHooks {

  private TimeUnitHooks() {}

  /** {@code unit.sleep(timeout)}: under an exploration as {@link Hooks#sleep(long)}. */
  public static void sleep(TimeUnit unit, long timeout) throws InterruptedException {
    if (!Controller.current().isControlled() || timeout <= 0) {
      unit.sleep(timeout);
    } else {
      Hooks.slept(Controller.current(), unit.toNanos(timeout));
    }
  }

  /**
   * {@code unit.timedWait(lock, timeout)}: under an exploration a timed {@code wait} ({@link
   * Hooks#waitOn(Object, long)}); a timeout of zero or less does not wait, as in the JDK.
   */
  public static void timedWait(TimeUnit unit, Object lock, long timeout)
      throws InterruptedException {
    if (!Controller.current().isControlled() || timeout <= 0) {
      unit.timedWait(lock, timeout);
    } else {
      long nanos = unit.toNanos(timeout);
      Hooks.waitOn(lock, nanos / 1_000_000, (int) (nanos % 1_000_000));
    }
  }

  /**
   * {@code unit.timedJoin(thread, timeout)}: under an exploration a timed join ({@link
   * Hooks#join(Thread, long)}), whose timeout may expire before the thread's end; a timeout of
   * zero or less does not wait, as in the JDK.
   */
  public static void timedJoin(TimeUnit unit, Thread thread, long timeout)
      throws InterruptedException {
    Controller run = Controller.current();
    if (!run.isControlled() || timeout <= 0) {
      unit.timedJoin(thread, timeout);
    } else {
      ThreadHooks.joinLogical(run, thread, unit.toNanos(timeout));
    }
  }
}
