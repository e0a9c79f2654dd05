package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's map, which a {@code ConcurrentHashMap} drop-in created outside an exploration is: every
 * operation is the JDK's own.
 *
 * @param <K> the type of keys
 * @param <V> the type of values
 */
public final class JdkMap<K, V> extends ConcurrentHashMap<K, V>
    implements MapOperations<K, V>, Identified {

  private final Outside outside;

  /** Creates the JDK's empty map for a drop-in called {@code name}. */
  public JdkMap(@Nullable String name) {
    this.outside = new Outside("ConcurrentHashMap", name);
  }

  /** Creates the JDK's empty map sized for {@code initialCapacity}, for a drop-in. */
  public JdkMap(int initialCapacity) {
    super(initialCapacity);
    this.outside = new Outside("ConcurrentHashMap", null);
  }

  /** Creates the JDK's empty map with these sizing hints, for a drop-in. */
  public JdkMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
    super(initialCapacity, loadFactor, concurrencyLevel);
    this.outside = new Outside("ConcurrentHashMap", null);
  }

  @Override
  public Outside identity() {
    return outside;
  }
}
