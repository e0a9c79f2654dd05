package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * A server and a client thread shake hands by spinning ({@link SpinHandshake}): a livelock in every
 * run, or with the fix four sequences (each side reads the other's flag before it is set, or not).
 */
public final class SpinHandshakeScenario implements Program {

  private final boolean fixed;

  /** The scenario with the handshake's fix or without it. */
  public SpinHandshakeScenario(boolean fixed) {
    this.fixed = fixed;
  }

  @Override
  public void run() throws Exception {
    SpinHandshake handshake = new SpinHandshake(fixed);
    Thread server = new Thread(handshake::server, "server");
    Thread client = new Thread(handshake::client, "client");
    server.start();
    client.start();
    server.join();
    client.join();
  }
}
