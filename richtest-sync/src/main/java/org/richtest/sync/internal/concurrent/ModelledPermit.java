package org.richtest.sync.internal.concurrent;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The permit of one logical thread, which {@code LockSupport.park} and {@code unpark} use, under
 * exploration: a line {@code <thread>.permit} of its own. {@code unpark} is an event open at any
 * time that makes the permit available; an untimed {@code park} is an event open only while the
 * permit is available, and consumes it, so an {@code unpark} before the {@code park} makes it
 * return at once and one after it releases it; a timed {@code park} ({@code parkNanos}, {@code
 * parkUntil}) is open at any time, as every timed wait is, and consumes the permit if it is there.
 * The line's clock carries the happens-before of an {@code unpark} to the {@code park} it releases.
 *
 * <p>An interrupt ends an untimed {@code park} as the JDK's does: it returns, the status stays set;
 * a {@code park} that starts with the status set returns at once. No other spurious return is
 * modelled (docs/decisions.md, "LockSupport and AbstractQueuedSynchronizer").
 */
public final class ModelledPermit extends DropIn {

  private static final String PARK = "park";
  private static final String PARK_TIMED = "park(timed)";
  private static final String UNPARK = "unpark";

  /** The permits of a run's threads, made on first use: a run's attachment. */
  private static final class Permits {
    private static final Object KEY = new Object();
    final Map<ThreadHandle, ModelledPermit> byThread = new IdentityHashMap<>();
  }

  private final OpenList available;
  private final OpenList unavailable;
  private boolean permit;
  private @Nullable Object blocker;

  private ModelledPermit(String name) {
    super(name);
    this.available = OpenList.on(name(), PARK, PARK_TIMED, UNPARK);
    this.unavailable = OpenList.on(name(), PARK_TIMED, UNPARK);
  }

  /** Returns the permit of {@code thread} in {@code run}, making its line on first use. */
  public static ModelledPermit of(Controller run, ThreadHandle thread) {
    Permits permits = run.attachment(Permits.KEY, key -> new Permits());
    ModelledPermit permit = permits.byThread.get(thread);
    if (permit == null) {
      permit = new ModelledPermit(thread.name() + ".permit");
      permits.byThread.put(thread, permit);
    }
    return permit;
  }

  /**
   * Parks the calling thread, whose permit this must be, until the permit is available, and takes
   * it.
   *
   * @param parkBlocker what {@code LockSupport.getBlocker} answers while the thread is parked
   */
  public void park(@Nullable Object parkBlocker) {
    parked(parkBlocker, () -> untimed(run()));
  }

  /**
   * Parks the calling thread, whose permit this must be, for a while: it may return at any point,
   * taking the permit if it is there, except that one repeating a park that timed out with nothing
   * done since waits, as an untimed one, for this line to change (docs/decisions.md, "Timed
   * operations"). A park that returns without the permit timed out, which {@code timeout} then
   * carries to the run's logical clock ({@code timePassed}, {@code timeReached}).
   *
   * @param parkBlocker what {@code LockSupport.getBlocker} answers while the thread is parked
   */
  public void parkTimed(@Nullable Object parkBlocker, Consumer<Controller> timeout) {
    parked(parkBlocker, () -> parkedTimed(timeout));
  }

  private void parked(@Nullable Object parkBlocker, BooleanSupplier park) {
    blocker = parkBlocker;
    try {
      if (park.getAsBoolean()) {
        permit = false;
      }
    } finally {
      blocker = null;
    }
  }

  /** Returns from a timed park; false if an interrupt ended a repeat's wait, the status set. */
  private boolean parkedTimed(Consumer<Controller> timeout) {
    if (repeatsTimeout()) {
      if (!awaitChange(PARK_TIMED)) {
        return false;
      }
    } else {
      perform(PARK_TIMED);
    }
    if (!permit) {
      timedOut();
      timeout.accept(run());
    }
    return true;
  }

  /**
   * Waits for the permit; returns whether a call on this line was received (the permit's, or an
   * interrupt's, after which the JDK's park clears the permit too), false if the status was set.
   */
  private boolean untimed(Controller run) {
    try {
      // False when an interrupt ended the wait: the JDK's park returns then, the status still set.
      run.callInterruptibly(this, PARK);
      return true;
    } catch (InterruptedException statusWasSet) {
      // The check cleared a status the JDK's park leaves set: set it again. No call was made, so
      // the permit stays as it is: only an event of this line may change what its open list says.
      run.interrupt(run.currentThread());
      return false;
    }
  }

  /** Makes the permit available, releasing the thread's park or its next one. */
  public void unpark() {
    perform(UNPARK);
    permit = true;
  }

  /** Returns what the thread is parked for, as {@code LockSupport.getBlocker}; no event. */
  public @Nullable Object blocker() {
    return blocker;
  }

  /** Sets what the thread is blocked by, as {@code LockSupport.setCurrentBlocker}; no event. */
  public void setBlocker(@Nullable Object newBlocker) {
    blocker = newBlocker;
  }

  @Override
  public OpenList openList() {
    return withRepeats(permit ? available : unavailable);
  }

  @Override
  public String toString() {
    return "permit " + name() + (permit ? "[available]" : "[unavailable]");
  }
}
