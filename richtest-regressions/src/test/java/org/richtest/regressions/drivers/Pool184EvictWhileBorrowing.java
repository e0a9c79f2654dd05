package org.richtest.regressions.drivers;

import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-184, buggy in 1.5.5, fixed in 1.5.6: {@code evict()} takes an idle instance out
 * to examine it and puts it back without serving the borrowers that queued meanwhile, so a borrower
 * of a pool of one starves. One thread borrows and returns the one idle instance while another runs
 * an eviction pass, as the pool's timer would; like the pool's own evictor task, it ignores the
 * exception {@code evict()} throws when the borrower took the instance it was about to examine.
 */
public final class Pool184EvictWhileBorrowing implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new NumberedObjects());
    pool.setMaxActive(1);
    pool.addObject();
    DriverThreads.joinAll(
        DriverThreads.start("borrower", () -> pool.returnObject(pool.borrowObject())),
        DriverThreads.start("evictor", () -> {
          try {
            pool.evict();
          } catch (Exception ignoredAsTheEvictorTaskDoes) {
            // GenericObjectPool.Evictor.run swallows it the same way
          }
        }));
  }
}
