package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * A server and a client thread shake hands by spinning ({@link Handshake}): a livelock in every
 * run, or with the fix four sequences (each side reads the other's flag before it is set, or not).
 */
public final class HandshakeScenario implements Program {

  private final boolean fixed;

  /** The scenario with the handshake's fix or without it. */
  public HandshakeScenario(boolean fixed) {
    this.fixed = fixed;
  }

  @Override
  public void run() throws Exception {
    Handshake handshake = new Handshake(fixed);
    Thread server = new Thread(handshake::server, "server");
    Thread client = new Thread(handshake::client, "client");
    server.start();
    client.start();
    server.join();
    client.join();
  }
}
