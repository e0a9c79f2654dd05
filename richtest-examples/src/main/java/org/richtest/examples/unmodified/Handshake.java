package org.richtest.examples.unmodified;

/**
 * A handshake between two peers on one lock, each polling for the other with {@code wait(1000)}
 * as real code does. The unsafe order has each peer wait for the other to be ready before it says
 * so itself: a JVM shows both threads timing out and waiting again for ever. The safe order says
 * ready first, then waits.
 */
public final class Handshake {

  private final Object lock = new Object();
  private final boolean readyFirst;
  private final boolean[] ready = new boolean[2];

  /** Creates a handshake whose peers say they are ready first ({@code readyFirst}) or last. */
  public Handshake(boolean readyFirst) {
    this.readyFirst = readyFirst;
  }

  /** Peer {@code self} (0 or 1) joins the handshake and returns once the other has joined too. */
  public void join(int self) throws InterruptedException {
    synchronized (lock) {
      if (readyFirst) {
        sayReady(self);
      }
      while (!ready[1 - self]) {
        lock.wait(1000);
      }
      if (!readyFirst) {
        sayReady(self);
      }
    }
  }

  private void sayReady(int self) {
    ready[self] = true;
    lock.notifyAll();
  }
}
