package org.richtest.sync.internal.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * The JDK's reference atomic, which an {@code AtomicReference} drop-in created outside an
 * exploration is: every operation is the JDK's own.
 *
 * @param <V> the type of the value
 */
public final class JdkReference<V extends @Nullable Object>
    extends java.util.concurrent.atomic.AtomicReference<V>
    implements ReferenceOperations<V>, Identified {

  private final Outside outside;

  /** Creates the JDK's atomic holding {@code initialValue}, for a drop-in called {@code name}. */
  public JdkReference(V initialValue, @Nullable String name) {
    super(initialValue);
    this.outside = new Outside("AtomicReference", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }
}
