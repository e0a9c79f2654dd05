package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * The JDK's latch, which a {@code CountDownLatch} drop-in created outside an exploration is: every
 * operation is the JDK's own.
 */
public final class JdkLatch extends java.util.concurrent.CountDownLatch
    implements LatchOperations, Identified {

  private final Outside outside;

  /**
   * Creates the JDK's latch for a drop-in called {@code name}.
   *
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public JdkLatch(int count, @Nullable String name) {
    super(count);
    this.outside = new Outside("CountDownLatch", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns the name and the count, as the drop-in shows itself. */
  @Override
  public String toString() {
    return "CountDownLatch " + name() + "[Count = " + getCount() + "]";
  }
}
