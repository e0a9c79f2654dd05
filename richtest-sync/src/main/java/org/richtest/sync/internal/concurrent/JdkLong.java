package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * The JDK's {@code long} atomic, which an {@code AtomicLong} drop-in created outside an exploration
 * is: every operation is the JDK's own.
 */
public final class JdkLong extends java.util.concurrent.atomic.AtomicLong
    implements NumberOperations, Identified {

  private final Outside outside;

  /** Creates the JDK's atomic holding {@code initialValue}, for a drop-in called {@code name}. */
  public JdkLong(long initialValue, @Nullable String name) {
    super(initialValue);
    this.outside = new Outside("AtomicLong", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }
}
