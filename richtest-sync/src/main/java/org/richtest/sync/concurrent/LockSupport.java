package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.LogicalEpoch;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.ModelledPermit;
import org.richtest.sync.internal.concurrent.ThreadObjects;

/**
 * The thread-blocking primitives of {@link java.util.concurrent.locks.LockSupport}, with its static
 * methods. Under an exploration every thread has a permit on a line of its own ({@code
 * <thread>.permit}): {@code unpark} is an event that makes it available, an untimed {@code park}
 * an event open only while it is available, which takes it, so that an {@code unpark} before the
 * {@code park} makes it return at once and one after releases it, with the happens-before of the
 * {@code unpark} to the {@code park}; {@code parkNanos} and {@code parkUntil} are open at any time,
 * as every timed wait is, and take the permit if it is there; one that times out advances the
 * run's logical clock by its timeout, or to its deadline. An interrupt ends an untimed {@code
 * park}, leaving the status set. Outside an exploration every method is the JDK's.
 *
 * <p>No spurious return is explored besides these: the JDK allows {@code park} to return for no
 * reason, and code that relies on a return meaning an {@code unpark} is a bug RichTest does not
 * look for (docs/decisions.md, "LockSupport and AbstractQueuedSynchronizer").
 */
public final class LockSupport {

  private LockSupport() {}

  private static @Nullable Controller exploring() {
    Controller current = Controller.current();
    return current.isControlled() ? current : null;
  }

  private static ModelledPermit own(Controller run) {
    return ModelledPermit.of(run, run.currentThread());
  }

  /** Waits for the calling thread's permit and takes it. */
  public static void park() {
    park(null);
  }

  /** Waits for the calling thread's permit and takes it, recording {@code blocker}. */
  public static void park(@Nullable Object blocker) {
    Controller run = exploring();
    if (run == null) {
      java.util.concurrent.locks.LockSupport.park(blocker);
    } else {
      own(run).park(blocker);
    }
  }

  /** As {@link #park()}, for at most {@code nanos}: under an exploration a timed park. */
  public static void parkNanos(long nanos) {
    parkNanos(null, nanos);
  }

  /**
   * As {@link #park(Object)}, for at most {@code nanos}: under an exploration a timed park, and no
   * event at all if {@code nanos} is not positive, as the JDK's returns at once then.
   */
  public static void parkNanos(@Nullable Object blocker, long nanos) {
    Controller run = exploring();
    if (run == null) {
      java.util.concurrent.locks.LockSupport.parkNanos(blocker, nanos);
    } else if (nanos > 0) {
      own(run).parkTimed(blocker, timedOut -> timedOut.timePassed(nanos));
    }
  }

  /** As {@link #park()}, until {@code deadline}: under an exploration a timed park. */
  public static void parkUntil(long deadline) {
    parkUntil(null, deadline);
  }

  /**
   * As {@link #park(Object)}, until {@code deadline} (epoch milliseconds): under an exploration a
   * timed park; under the logical clock the deadline is a time of that clock, as the program read
   * it, which a timeout advances the clock to.
   */
  public static void parkUntil(@Nullable Object blocker, long deadline) {
    Controller run = exploring();
    if (run == null) {
      java.util.concurrent.locks.LockSupport.parkUntil(blocker, deadline);
    } else {
      long logical =
          run.readsLogicalTime() ? LogicalEpoch.deadline(deadline, run.knownNanos()) : 0;
      own(run).parkTimed(blocker, timedOut -> timedOut.timeReached(logical));
    }
  }

  /**
   * Makes {@code thread}'s permit available; nothing for null or a thread not started yet, as the
   * JDK's.
   *
   * @throws IllegalStateException under an exploration, for a thread the run does not manage
   */
  public static void unpark(@Nullable Thread thread) {
    Controller run = exploring();
    if (run == null) {
      java.util.concurrent.locks.LockSupport.unpark(thread);
      return;
    }
    ThreadHandle handle = thread == null ? null : logical(run, thread, "unpark");
    if (handle != null) {
      ModelledPermit.of(run, handle).unpark();
    }
  }

  /** Returns what {@code thread} is parked for, as the JDK's; no event. */
  public static @Nullable Object getBlocker(Thread thread) {
    Controller run = exploring();
    if (run == null) {
      return java.util.concurrent.locks.LockSupport.getBlocker(thread);
    }
    ThreadHandle handle = logical(run, thread, "getBlocker");
    return handle == null ? null : ModelledPermit.of(run, handle).blocker();
  }

  /** Sets what the calling thread is blocked by, as the JDK's; no event. */
  public static void setCurrentBlocker(@Nullable Object blocker) {
    Controller run = exploring();
    if (run == null) {
      java.util.concurrent.locks.LockSupport.setCurrentBlocker(blocker);
    } else {
      own(run).setBlocker(blocker);
    }
  }

  /**
   * Returns the logical thread {@code thread} is in {@code run}, or null for one not started yet.
   *
   * @throws IllegalStateException if the run does not manage it
   */
  private static @Nullable ThreadHandle logical(Controller run, Thread thread, String what) {
    ThreadHandle handle = ThreadObjects.handle(run, thread);
    if (handle == null && thread.getState() != Thread.State.NEW) {
      IllegalStateException misuse = new IllegalStateException(
          "LockSupport." + what + " of thread '" + thread.getName() + "', which the run under "
              + "exploration does not manage; start threads of the program under test inside the "
              + "program");
      run.reportMisuse(misuse);
      throw misuse;
    }
    return handle;
  }
}
