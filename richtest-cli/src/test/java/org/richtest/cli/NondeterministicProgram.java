package org.richtest.cli;

import java.util.concurrent.atomic.AtomicInteger;
import org.richtest.Program;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;

/**
 * A program that is not deterministic apart from synchronization: a static counter, kept from one
 * run to the next, makes T2 call {@code V} where it called {@code P} in every other run (so the
 * exploration's one restart does not help).
 */
public final class NondeterministicProgram implements Program {

  private static final AtomicInteger RUNS = new AtomicInteger();

  /** Creates the program; each run gets a new instance. */
  public NondeterministicProgram() {}

  @Override
  public void run() throws InterruptedException {
    boolean first = RUNS.getAndIncrement() % 2 == 0;
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 = RichThread.start("T1", () -> {
      s.P();
      s.V();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      if (first) {
        s.P();
      }
      s.V();
    });
    t1.join();
    t2.join();
  }
}
