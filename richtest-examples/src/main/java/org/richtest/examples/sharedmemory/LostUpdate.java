package org.richtest.examples.sharedmemory;

import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;

/**
 * Two threads each increment a counter by a read and then a write, {@code t = x.get(); x.set(t +
 * 1)}: when both read before either writes, one increment is lost. Two reads of one write do not
 * race, so the program has 4 SYN-sequences (which write each read takes, and the order of the two
 * writes, as far as they are consistent), and the 2 in which both threads read 0 fail.
 */
public final class LostUpdate {

  private LostUpdate() {}

  /** Returns the program, which fails if the counter does not end at 2. */
  public static Program program() {
    return () -> {
      SharedInt counter = new SharedInt(0, "counter");
      RichThread.Body increment = () -> {
        int read = counter.get();
        counter.set(read + 1);
      };
      RichThread first = RichThread.start("T1", increment);
      RichThread second = RichThread.start("T2", increment);
      first.join();
      second.join();
      int total = counter.get();
      if (total != 2) {
        throw new AssertionError("lost update: counter is " + total + " after two increments");
      }
    };
  }
}
