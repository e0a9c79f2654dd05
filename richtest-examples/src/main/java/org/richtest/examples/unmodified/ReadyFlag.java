package org.richtest.examples.unmodified;

/**
 * A flag services wait for before they start, each polling it with {@code wait(500)} as real code
 * does; a service whose wait is interrupted gives up.
 */
public final class ReadyFlag {

  private final Object lock = new Object();
  private boolean ready;

  /** Sets the flag and wakes every waiting service. */
  public void set() {
    synchronized (lock) {
      ready = true;
      lock.notifyAll();
    }
  }

  /** Waits until the flag is set; returns false if interrupted first. */
  public boolean await() {
    synchronized (lock) {
      while (!ready) {
        try {
          lock.wait(500);
        } catch (InterruptedException e) {
          return false;
        }
      }
      return true;
    }
  }
}
