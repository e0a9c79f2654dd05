package org.richtest.regressions.drivers;

import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-189, buggy in 1.5.6, fixed in 1.5.7 (and 1.6): {@code close()} does not wake
 * the threads waiting in {@code borrowObject}, which block forever instead of failing with {@code
 * IllegalStateException}. {@code main} holds the one instance; one thread borrows, another closes
 * the pool; the borrower must end with {@code IllegalStateException}. The fix wakes the latches
 * queued when {@code close()} runs, but not a borrower between its {@code assertOpen()} and its
 * wait, so the fixed releases deadlock too.
 */
public final class Pool189CloseWhileWaiting implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new NumberedObjects());
    pool.setMaxActive(1);
    pool.borrowObject();
    DriverThreads.joinAll(
        DriverThreads.start("borrower", () -> {
          try {
            pool.borrowObject();
            throw new AssertionError("borrowed a second instance from a pool of one");
          } catch (IllegalStateException closed) {
            // the pool was closed: the documented outcome
          }
        }),
        DriverThreads.start("closer", pool::close));
  }
}
