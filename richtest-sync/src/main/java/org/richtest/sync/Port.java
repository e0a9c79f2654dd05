package org.richtest.sync;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.PortObject;

/**
 * An asynchronous port (paper section II.A): {@link #send} does not block, {@link #receive} blocks
 * until a message is there; messages from one sender arrive in the order sent, messages from
 * different senders in any order, which exploration covers. A port has exactly one receiving thread;
 * for several consumers use {@link org.richtest.sync.concurrent.ArrayBlockingQueue}.
 *
 * @param <T> the type of the messages
 */
public final class Port<T> extends PortObject {

  /** Creates a port with the default name. */
  public Port() {
    this(null);
  }

  /** Creates a port named {@code name}. */
  public Port(@Nullable String name) {
    super(name);
  }

  /**
   * Declares that the receiving thread does not depend on the order in which this port's messages
   * arrive (for example replies it only counts), and returns this port. With {@link
   * org.richtest.Reduction#COMMUTE} an exploration then tries one order of the port's messages
   * where the orders would otherwise race. A declaration that is not true loses behaviours of the
   * reduced exploration. Ignored outside an exploration.
   */
  public Port<T> orderInsensitive() {
    controller().declareOrderInsensitive(this);
    return this;
  }

  /** Sends {@code message}; returns at once. */
  public void send(T message) {
    controller().send(this, message, false);
  }

  /**
   * Receives the next message, waiting until there is one.
   *
   * @throws IllegalStateException if another thread receives from this port
   */
  @SuppressWarnings("unchecked")
  public T receive() {
    return (T) receiveAny(List.of(this)).message();
  }
}
