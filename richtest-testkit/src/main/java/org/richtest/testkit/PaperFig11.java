package org.richtest.testkit;

import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * A program with a partial run: the paper's Fig. 11 in semaphores, shared by the tests that need
 * one (the differential test counts it, the trace-schema test validates its sequences).
 */
public final class PaperFig11 {

  private PaperFig11() {}

  /**
   * Paper Fig. 11 in semaphores: T1's {@code b.P} happens only if T1 wins {@code lock} first. T3
   * does four {@code c.V} first, so in the free run {@code b}'s first completion takes T1's call.
   * Changing who wins {@code lock} removes T1's call and leaves {@code b:1} unmatched, with only T3's
   * old call to take: a partial run.
   */
  public static void run() throws Exception {
    int[] x = {0};
    CountingSemaphore lock = new CountingSemaphore(1, "lock");
    CountingSemaphore b = new CountingSemaphore(2, "b");
    CountingSemaphore c = new CountingSemaphore(0, "c");
    RichThread t1 = RichThread.start("T1", () -> {
      lock.P();
      int seen = x[0];
      x[0] = 1;
      lock.V();
      if (seen == 0) {
        b.P();
      }
    });
    RichThread t2 = RichThread.start("T2", () -> {
      lock.P();
      x[0] = 2;
      lock.V();
    });
    RichThread t3 = RichThread.start("T3", () -> {
      for (int i = 0; i < 4; i++) {
        c.V();
      }
      b.P();
    });
    t1.join();
    t2.join();
    t3.join();
  }
}
