package org.richtest.sync;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;

/**
 * A selective wait (paper section II.B): receive alternatives with guards, at most one per port. Each
 * {@link #choose()} evaluates the guards, waits for a message on one of the open alternatives, runs
 * its handler and returns which alternative it was; which open alternative with a pending message is
 * taken is a controller decision, and the receive's open list is the ports whose guards were true.
 * Else and timeout alternatives are not modelled.
 */
public final class SelectiveWait {

  /** What an alternative does with the message it received; unlike a {@code Consumer} it may throw. */
  @FunctionalInterface
  public interface Handler<T> {
    /** Handles {@code message}. */
    void accept(T message) throws Exception;
  }

  private record Alternative<T>(BooleanSupplier guard, PortObject port, Handler<T> handler) {}

  private final List<Alternative<?>> alternatives = new ArrayList<>();
  private final Map<PortObject, Boolean> ports = new IdentityHashMap<>();

  /** Adds an alternative that is always open; alternatives are numbered from 0 in the order added. */
  public <T> SelectiveWait when(Port<T> port, Handler<T> handler) {
    return add(() -> true, port, handler);
  }

  /** Adds an alternative that is open while {@code guard} is true. */
  public <T> SelectiveWait when(BooleanSupplier guard, Port<T> port, Handler<T> handler) {
    return add(guard, port, handler);
  }

  /** Adds an alternative on a synchronous channel that is always open. */
  public <T> SelectiveWait when(Channel<T> channel, Handler<T> handler) {
    return add(() -> true, channel, handler);
  }

  /** Adds an alternative on a synchronous channel, open while {@code guard} is true. */
  public <T> SelectiveWait when(BooleanSupplier guard, Channel<T> channel, Handler<T> handler) {
    return add(guard, channel, handler);
  }

  private <T> SelectiveWait add(BooleanSupplier guard, PortObject port, Handler<T> handler) {
    if (ports.put(port, Boolean.TRUE) != null) {
      throw new IllegalArgumentException(
          "port " + port.name() + " already has an alternative in this selective wait; at most "
              + "one alternative per port");
    }
    alternatives.add(new Alternative<>(guard, port, handler));
    return this;
  }

  /**
   * Evaluates the guards, receives from one open alternative, runs its handler and returns the
   * alternative's number: 0 for the first {@code when}, 1 for the second, and so on.
   *
   * @throws IllegalStateException if no alternative is open (it would wait forever)
   * @throws Exception what the handler threw, unchanged
   */
  public int choose() throws Exception {
    List<Integer> open = new ArrayList<>();
    List<PortObject> openPorts = new ArrayList<>();
    for (int i = 0; i < alternatives.size(); i++) {
      if (alternatives.get(i).guard().getAsBoolean()) {
        open.add(i);
        openPorts.add(alternatives.get(i).port());
      }
    }
    if (open.isEmpty()) {
      throw new IllegalStateException(
          "selective wait with no open alternative: every guard is false, so it would wait "
              + "forever");
    }
    Received received = PortObject.receiveAny(openPorts);
    int chosen = open.get(received.alternative());
    dispatch(alternatives.get(chosen), received.message());
    return chosen;
  }

  @SuppressWarnings("unchecked")
  private static <T> void dispatch(Alternative<T> alternative, Object message) throws Exception {
    alternative.handler().accept((T) message);
  }
}
