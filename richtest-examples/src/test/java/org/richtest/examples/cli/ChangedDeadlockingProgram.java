package org.richtest.examples.cli;

import org.richtest.Program;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;

/**
 * {@link DeadlockingProgram} after an edit: T2's second call takes {@code c} instead of {@code a}.
 * A trace of the old program replays up to that call and no further.
 */
public final class ChangedDeadlockingProgram implements Program {

  /** Creates the program; each run gets a new instance. */
  public ChangedDeadlockingProgram() {}

  @Override
  public void run() throws InterruptedException {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    BinarySemaphore c = new BinarySemaphore(1, "c");
    RichThread t1 = RichThread.start("T1", () -> nested(a, b));
    RichThread t2 = RichThread.start("T2", () -> nested(b, c));
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
