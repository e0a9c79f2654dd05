package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A handshake by spinning: the server spins until the client is ready, the client until the
 * server is; each says it is ready only after its own spin, so both spin for ever in every run (a
 * plain JVM shows two threads busy at full speed). The fix says ready before spinning. The client's
 * flag is a {@code volatile} field, the server's an {@link AtomicBoolean}.
 */
public final class SpinHandshake {

  private volatile boolean clientReady;
  private final AtomicBoolean serverReady = new AtomicBoolean();
  private final boolean fixed;

  /** A handshake whose client says it is ready before ({@code fixed}) or after it spins. */
  public SpinHandshake(boolean fixed) {
    this.fixed = fixed;
  }

  /** The server's side: waits for the client, then says it is ready. */
  public void server() {
    while (!clientReady) {
      Thread.onSpinWait();
    }
    serverReady.set(true);
  }

  /** The client's side: waits for the server and says it is ready, in the order chosen. */
  public void client() {
    if (fixed) {
      clientReady = true;
    }
    while (!serverReady.get()) {
      Thread.onSpinWait();
    }
    if (!fixed) {
      clientReady = true;
    }
  }
}
