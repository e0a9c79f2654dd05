package org.richtest;

import java.time.Duration;

/**
 * An exploration that cannot go on: every carrier thread of the virtual threads has been held for
 * longer than the watchdog's limit by threads of the program that never reach a synchronization
 * call (busy loops), so neither the watchdog nor the exploration can run to stop them. Java cannot
 * take a carrier from a running virtual thread; with more carriers than such threads (the default
 * is one per core) the watchdog stops the run and names the thread instead.
 */
public final class CarriersHeldException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  /** Creates the exception for the JDK's shared carriers held for {@code held}. */
  public CarriersHeldException(Duration held) {
    super("no carrier thread of the virtual threads has been free for " + held.toSeconds() + " s"
        + " (jdk.virtualThreadScheduler.parallelism="
        + System.getProperty("jdk.virtualThreadScheduler.parallelism", "the number of cores")
        + "): a thread of the program runs without reaching a synchronization call, a busy loop"
        + " perhaps, and holds every carrier, so the watchdog cannot stop it. Run with more"
        + " carriers than such threads and the watchdog stops the run naming the thread");
  }

  /**
   * Creates the exception with {@code message}, as another process that explored part of the
   * program (a worker process) reported it.
   */
  public CarriersHeldException(String message) {
    super(message);
  }

  /**
   * Creates the exception for an exploration's own carrier whose {@code threads} threads were each
   * held for longer than {@code limit}, the watchdog's.
   */
  public CarriersHeldException(Duration limit, int threads) {
    super(threads + " threads of the program ran for more than " + limit.toSeconds() + " s each"
        + " without reaching a synchronization call, busy loops perhaps, and each keeps the carrier"
        + " thread it runs on: a running virtual thread cannot be stopped, so the exploration"
        + " stops here instead of starting more. Make such a loop wait on a synchronization"
        + " object, or stop at the first bug (the watchdog's report names the first such thread)");
  }
}
