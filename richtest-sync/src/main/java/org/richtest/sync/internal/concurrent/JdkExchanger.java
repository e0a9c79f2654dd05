package org.richtest.sync.internal.concurrent;

import java.util.concurrent.Exchanger;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's exchanger, which an {@code Exchanger} drop-in created outside an exploration is: both
 * operations are the JDK's own.
 *
 * @param <V> the type of the objects exchanged
 */
public final class JdkExchanger<V extends @Nullable Object> extends Exchanger<V>
    implements ExchangerOperations<V>, Identified {

  private final Outside outside;

  /** Creates the JDK's exchanger for a drop-in called {@code name}. */
  public JdkExchanger(@Nullable String name) {
    this.outside = new Outside("Exchanger", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns the drop-in's name, as it shows itself. */
  @Override
  public String toString() {
    return "Exchanger " + name();
  }
}
