package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CyclicBarrier;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's barrier, which a {@code CyclicBarrier} drop-in created outside an exploration is: every
 * operation is the JDK's own.
 */
public final class JdkBarrier extends CyclicBarrier implements BarrierOperations, Identified {

  private final Outside outside;

  /**
   * Creates the JDK's barrier for a drop-in called {@code name}.
   *
   * @throws IllegalArgumentException if {@code parties} is less than 1
   */
  public JdkBarrier(int parties, @Nullable Runnable barrierAction, @Nullable String name) {
    super(BarrierOperations.requireParties(parties), barrierAction);
    this.outside = new Outside("CyclicBarrier", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns the name, the parties and who waits, as the drop-in shows itself. */
  @Override
  public String toString() {
    return "CyclicBarrier " + name() + "[Parties = " + getParties() + ", Waiting = "
        + getNumberWaiting() + (isBroken() ? ", Broken" : "") + "]";
  }
}
