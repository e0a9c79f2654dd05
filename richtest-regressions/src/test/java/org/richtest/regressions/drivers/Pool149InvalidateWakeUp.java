package org.richtest.regressions.drivers;

import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-149, buggy in 1.5.2, fixed in 1.5.3: the same window as POOL-147 reached
 * through {@code invalidateObject}. Invalidating the only instance frees capacity, and {@code
 * allocate} gives the waiting borrower's latch permission to create one and notifies it; 1.5.2
 * re-checks only for an allocated instance before waiting, not for the permission, so a borrower
 * between its check and its wait sleeps forever.
 */
public final class Pool149InvalidateWakeUp implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new NumberedObjects());
    pool.setMaxActive(1);
    Object held = pool.borrowObject();
    DriverThreads.joinAll(
        DriverThreads.start("borrower", () -> pool.returnObject(pool.borrowObject())),
        DriverThreads.start("invalidator", () -> pool.invalidateObject(held)));
  }
}
