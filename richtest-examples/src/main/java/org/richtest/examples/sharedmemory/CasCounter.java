package org.richtest.examples.sharedmemory;

import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * The fix of {@link LostUpdate}: each of {@code threads} threads increments the counter by a
 * compare-and-set loop, which retries when another thread wrote in between. No sequence fails.
 */
public final class CasCounter {

  private CasCounter() {}

  /** Returns the program, which fails if the counter does not end at {@code threads}. */
  public static Program program(int threads) {
    return () -> {
      SharedInt counter = new SharedInt(0, "counter");
      RichThread[] started = new RichThread[threads];
      for (int t = 0; t < threads; t++) {
        started[t] = RichThread.start("T" + (t + 1), () -> {
          int read;
          do {
            read = counter.get();
          } while (!counter.compareAndSet(read, read + 1));
        });
      }
      for (RichThread thread : started) {
        thread.join();
      }
      int total = counter.get();
      if (total != threads) {
        throw new AssertionError("counter is " + total + " after " + threads + " increments");
      }
    };
  }
}
