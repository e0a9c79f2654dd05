package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * The JDK's semaphore, which a {@code Semaphore} drop-in created outside an exploration is: every
 * operation is the JDK's own.
 */
public final class JdkSemaphore extends java.util.concurrent.Semaphore
    implements SemaphoreOperations, Identified {

  private final Outside outside;

  /** Creates the JDK's semaphore, fair or not, for a drop-in called {@code name}. */
  public JdkSemaphore(int permits, boolean fair, @Nullable String name) {
    super(permits, fair);
    this.outside = new Outside("Semaphore", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns the name and the permits, as the drop-in shows itself. */
  @Override
  public String toString() {
    return "Semaphore " + name() + "[Permits = " + availablePermits() + "]";
  }
}
