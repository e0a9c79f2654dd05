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

  /** Creates the exception for carriers held for {@code held}. */
  public CarriersHeldException(Duration held) {
    super("no carrier thread of the virtual threads has been free for " + held.toSeconds() + " s"
        + " (jdk.virtualThreadScheduler.parallelism="
        + System.getProperty("jdk.virtualThreadScheduler.parallelism", "the number of cores")
        + "): a thread of the program runs without reaching a synchronization call, a busy loop"
        + " perhaps, and holds every carrier, so the watchdog cannot stop it. Run with more"
        + " carriers than such threads (the command line's default -j, not -j 1) and the watchdog"
        + " stops the run naming the thread");
  }
}
