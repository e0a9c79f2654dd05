package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * An impatient borrower of an {@link InterruptiblePool} of one object is interrupted while the
 * holder gives the object back; a later borrower then waits for ever when the interrupt left the
 * impatient borrower's place in line behind (POOL-162).
 */
public final class InterruptedBorrowScenario implements Program {

  private final boolean fixed;

  /** Creates the scenario on the pool as commons-pool 1.5.4 had it, or with the fix of 1.5.5. */
  public InterruptedBorrowScenario(boolean fixed) {
    this.fixed = fixed;
  }

  @Override
  public void run() throws Exception {
    InterruptiblePool pool = new InterruptiblePool(fixed, "connection");
    Object held = pool.borrow();
    Thread impatient = new Thread(() -> {
      try {
        pool.giveBack(pool.borrow());
      } catch (InterruptedException e) {
        // gives up, as its caller asked
      }
    }, "impatient");
    impatient.start();
    impatient.interrupt();
    pool.giveBack(held);
    impatient.join();
    Thread later = new Thread(() -> {
      try {
        pool.giveBack(pool.borrow());
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }, "later");
    later.start();
    later.join();
  }
}
