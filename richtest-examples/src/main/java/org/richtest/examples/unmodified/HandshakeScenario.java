package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * Two peers, {@code left} and {@code right}, join a {@link Handshake}: with the unsafe order every
 * run is a timed deadlock, the two threads polling each other on one monitor.
 */
public final class HandshakeScenario implements Program {

  private final boolean readyFirst;

  /** Creates the scenario on a handshake whose peers say they are ready first or last. */
  public HandshakeScenario(boolean readyFirst) {
    this.readyFirst = readyFirst;
  }

  @Override
  public void run() throws Exception {
    Handshake handshake = new Handshake(readyFirst);
    Thread left = new Thread(() -> peer(handshake, 0), "left");
    Thread right = new Thread(() -> peer(handshake, 1), "right");
    left.start();
    right.start();
    left.join();
    right.join();
  }

  private static void peer(Handshake handshake, int self) {
    try {
      handshake.join(self);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
