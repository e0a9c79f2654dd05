package org.richtest.cli;

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
    twoNested("a");
  }

  /**
   * T1 takes {@code a} then {@code b}; T2 takes {@code b} then the semaphore called {@code
   * t2Second}: {@code a} here, another in {@link ChangedDeadlockingProgram}.
   */
  static void twoNested(String t2Second) throws InterruptedException {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    BinarySemaphore second = t2Second.equals("a") ? a : new BinarySemaphore(1, t2Second);
    RichThread t1 = RichThread.start("T1", () -> nested(a, b));
    RichThread t2 = RichThread.start("T2", () -> nested(b, second));
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
