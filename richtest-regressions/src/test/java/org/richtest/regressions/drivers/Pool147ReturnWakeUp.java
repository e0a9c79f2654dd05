package org.richtest.regressions.drivers;

import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-147, buggy in 1.5.1, fixed in 1.5.2: a lost wake-up in {@code
 * GenericObjectPool.borrowObject}. A borrower of an exhausted pool checks that no instance was
 * allocated to its latch, then waits on the latch; an instance returned in between is allocated
 * and the latch notified before anyone waits, and the borrower then waits forever. One instance:
 * {@code main} holds it, one thread borrows, another returns {@code main}'s.
 */
public final class Pool147ReturnWakeUp implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new NumberedObjects());
    pool.setMaxActive(1);
    Object held = pool.borrowObject();
    DriverThreads.joinAll(
        DriverThreads.start("borrower", () -> pool.returnObject(pool.borrowObject())),
        DriverThreads.start("returner", () -> pool.returnObject(held)));
  }
}
