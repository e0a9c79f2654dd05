package org.richtest.sync.internal.concurrent;

import java.util.concurrent.locks.StampedLock;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's stamped lock, which a {@code StampedLock} drop-in created outside an exploration is:
 * every operation, and every view, is the JDK's own.
 */
public final class JdkStampedLock extends StampedLock
    implements StampedLockOperations, Identified {

  private final Outside outside;

  /** Creates the JDK's lock for a drop-in called {@code name}. */
  public JdkStampedLock(@Nullable String name) {
    this.outside = new Outside("StampedLock", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns the name and the state, as the drop-in shows itself. */
  @Override
  public String toString() {
    String jdk = super.toString();
    return "StampedLock " + name() + jdk.substring(jdk.indexOf('['));
  }
}
