package org.richtest.regressions.drivers;

import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-162, buggy in 1.5.4, fixed in 1.5.5: a borrower interrupted while it waits
 * leaves its latch in the allocation queue; the next returned instance is allocated to that dead
 * latch, and a later borrower waits forever. {@code main} holds the one instance, interrupts a
 * waiting borrower, returns the instance, then lets another thread borrow.
 */
public final class Pool162InterruptedWaiter implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new NumberedObjects());
    pool.setMaxActive(1);
    Object held = pool.borrowObject();
    Thread interrupted = DriverThreads.start("interrupted", () -> {
      try {
        pool.returnObject(pool.borrowObject());
      } catch (InterruptedException expected) {
        // the documented outcome of an interrupt while waiting
      }
    });
    interrupted.interrupt();
    pool.returnObject(held);
    interrupted.join();
    DriverThreads.start("later", () -> pool.returnObject(pool.borrowObject())).join();
  }
}
