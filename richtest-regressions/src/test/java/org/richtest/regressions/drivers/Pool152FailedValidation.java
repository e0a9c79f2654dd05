package org.richtest.regressions.drivers;

import java.util.NoSuchElementException;
import org.apache.commons.pool.impl.GenericObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-152, buggy in 1.5.3, fixed in 1.5.4: when an instance a borrower just created
 * fails validation, 1.5.3 puts the borrower's latch back at the head of the allocation queue and
 * then throws; the latch is given the pool's one permit to create, which nobody uses, and the other
 * borrower waits forever. Two threads borrow once each from a pool of one instance whose first
 * instance is invalid; the one that makes it gets {@code NoSuchElementException}, as documented.
 */
public final class Pool152FailedValidation implements Program {

  /** Numbered instances of which the first fails validation. */
  private static final class FirstInvalid extends NumberedObjects {
    @Override
    public boolean validateObject(Object instance) {
      return !instance.equals(1);
    }
  }

  @Override
  public void run() throws Exception {
    GenericObjectPool pool = new GenericObjectPool(new FirstInvalid());
    pool.setMaxActive(1);
    pool.setTestOnBorrow(true);
    DriverThreads.Body borrowOnce = () -> {
      try {
        pool.returnObject(pool.borrowObject());
      } catch (NoSuchElementException invalid) {
        // the documented outcome for the borrower whose new instance fails validation
      }
    };
    DriverThreads.joinAll(
        DriverThreads.start("first", borrowOnce), DriverThreads.start("second", borrowOnce));
  }
}
