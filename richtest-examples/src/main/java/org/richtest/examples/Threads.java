package org.richtest.examples;

import java.util.List;
import org.richtest.sync.RichThread;

/** How every example's {@code main} ends: start its threads in order, then join them all. */
public final class Threads {

  private Threads() {}

  /** Starts {@code threads} in list order, then waits for each to terminate. */
  public static void startAndJoin(List<RichThread> threads) throws InterruptedException {
    for (RichThread thread : threads) {
      thread.start();
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }
}
