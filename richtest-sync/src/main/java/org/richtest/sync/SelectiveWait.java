package org.richtest.sync;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;

/**
 * A selective wait (paper section II.B): receive alternatives with guards, at most one per port. Each
 * {@link #choose()} evaluates the guards, waits for a message on one of the open alternatives and runs
 * its handler; which open alternative with a pending message is taken is a controller decision, and
 * the receive's open list is the ports whose guards were true. Else and timeout alternatives are not
 * modelled.
 */
public final class SelectiveWait {

  private record Alternative<T>(BooleanSupplier guard, PortObject port, Consumer<T> handler) {}

  private final List<Alternative<?>> alternatives = new ArrayList<>();
  private final Map<PortObject, Boolean> ports = new IdentityHashMap<>();

  /** Adds an alternative that is always open. */
  public <T> SelectiveWait when(Port<T> port, Consumer<T> handler) {
    return add(() -> true, port, handler);
  }

  /** Adds an alternative that is open while {@code guard} is true. */
  public <T> SelectiveWait when(BooleanSupplier guard, Port<T> port, Consumer<T> handler) {
    return add(guard, port, handler);
  }

  /** Adds an alternative on a synchronous channel that is always open. */
  public <T> SelectiveWait when(Channel<T> channel, Consumer<T> handler) {
    return add(() -> true, channel, handler);
  }

  /** Adds an alternative on a synchronous channel, open while {@code guard} is true. */
  public <T> SelectiveWait when(BooleanSupplier guard, Channel<T> channel, Consumer<T> handler) {
    return add(guard, channel, handler);
  }

  private <T> SelectiveWait add(BooleanSupplier guard, PortObject port, Consumer<T> handler) {
    if (ports.put(port, Boolean.TRUE) != null) {
      throw new IllegalArgumentException(
          "port " + port.name() + " already has an alternative in this selective wait; at most "
              + "one alternative per port");
    }
    alternatives.add(new Alternative<>(guard, port, handler));
    return this;
  }

  /**
   * Evaluates the guards, receives from one open alternative and runs its handler.
   *
   * @throws IllegalStateException if no alternative is open (it would wait forever)
   */
  public void choose() {
    List<Alternative<?>> open = new ArrayList<>();
    List<PortObject> openPorts = new ArrayList<>();
    for (Alternative<?> alternative : alternatives) {
      if (alternative.guard().getAsBoolean()) {
        open.add(alternative);
        openPorts.add(alternative.port());
      }
    }
    if (open.isEmpty()) {
      throw new IllegalStateException(
          "selective wait with no open alternative: every guard is false, so it would wait "
              + "forever");
    }
    Received received = PortObject.receiveAny(openPorts);
    dispatch(open.get(received.alternative()), received.message());
  }

  @SuppressWarnings("unchecked")
  private static <T> void dispatch(Alternative<T> alternative, Object message) {
    alternative.handler().accept((T) message);
  }
}
