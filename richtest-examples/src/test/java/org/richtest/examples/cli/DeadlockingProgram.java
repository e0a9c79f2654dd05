package org.richtest.examples.cli;

import org.richtest.Program;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;

/**
 * A program the command line loads by class name: T1 takes {@code a} then {@code b}, T2 takes
 * {@code b} then {@code a}, so some interleavings deadlock.
 */
public final class DeadlockingProgram implements Program {

  /** Creates the program; each run gets a new instance. */
  public DeadlockingProgram() {}

  @Override
  public void run() throws InterruptedException {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    RichThread t1 = RichThread.start("T1", () -> nested(a, b));
    RichThread t2 = RichThread.start("T2", () -> nested(b, a));
    t1.join();
    t2.join();
  }

  private static void nested(BinarySemaphore outer, BinarySemaphore inner) {
    outer.P();
    inner.P();
    inner.V();
    outer.V();
  }
}
