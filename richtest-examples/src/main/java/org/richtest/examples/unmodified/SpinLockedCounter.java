package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A counter guarded by a spin lock on an {@link AtomicBoolean}: {@code add} takes the lock by
 * {@code while (!locked.compareAndSet(false, true))} and releases it when done, except, unfixed,
 * on the path that rejects an amount, which returns holding it: the next thread to add spins for
 * ever (a plain JVM shows it busy at full speed). The fix releases on every path.
 */
public final class SpinLockedCounter {

  private final AtomicBoolean locked = new AtomicBoolean();
  private final boolean fixed;
  private int total;

  /** A counter that releases its lock on every path ({@code fixed}) or not on a rejection. */
  public SpinLockedCounter(boolean fixed) {
    this.fixed = fixed;
  }

  /** Adds {@code amount} if it is positive. */
  public void add(int amount) {
    while (!locked.compareAndSet(false, true)) {
      Thread.onSpinWait();
    }
    if (amount <= 0) {
      if (fixed) {
        locked.set(false);
      }
      return;
    }
    total += amount;
    locked.set(false);
  }

  /** Returns the total added, read under the lock's last release. */
  public int total() {
    return total;
  }
}
