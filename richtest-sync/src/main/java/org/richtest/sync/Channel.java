package org.richtest.sync;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.PortObject;

/**
 * A synchronous channel (rendezvous, paper section II.B): {@link #send} blocks until the message is
 * received. Timestamps follow the paper's modified scheme: the clocks are exchanged at the receipt,
 * the send's own timestamp is not changed. Receive from it directly or in a {@link SelectiveWait}.
 *
 * @param <T> the type of the messages
 */
public final class Channel<T> extends PortObject {

  /** Creates a channel with the default name. */
  public Channel() {
    this(null);
  }

  /** Creates a channel named {@code name}. */
  public Channel(@Nullable String name) {
    super(name);
  }

  /** Sends {@code message} and waits until it is received. */
  public void send(T message) {
    controller().send(this, message, true);
  }

  /**
   * Receives the next message, waiting until a sender offers one.
   *
   * @throws IllegalStateException if another thread receives from this channel
   */
  @SuppressWarnings("unchecked")
  public T receive() {
    return (T) receiveAny(List.of(this)).message();
  }
}
