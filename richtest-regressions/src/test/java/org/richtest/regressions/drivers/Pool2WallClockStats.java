package org.richtest.regressions.drivers;

import org.apache.commons.pool2.BasePooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericObjectPool;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import org.richtest.Program;

/**
 * commons-pool2 2.3's {@code GenericObjectPool} borrowed from and returned to by two threads, one
 * instance for both. No bug, but the pool keeps statistics by the wall clock: {@code
 * updateStatsBorrow} raises the longest wait by a compare-and-set only when this wait was longer,
 * which with real time depends on whether a millisecond passed, so the runs made other events and
 * an exploration diverged. Under a run's logical clock they repeat themselves.
 */
public final class Pool2WallClockStats implements Program {

  @Override
  public void run() throws Exception {
    GenericObjectPoolConfig config = new GenericObjectPoolConfig();
    config.setMaxTotal(1);
    config.setJmxEnabled(false);
    GenericObjectPool<Integer> pool = new GenericObjectPool<>(new Numbers(), config);
    DriverThreads.joinAll(
        DriverThreads.start("first", () -> pool.returnObject(pool.borrowObject())),
        DriverThreads.start("second", () -> pool.returnObject(pool.borrowObject())));
    pool.close();
  }

  /** Makes the numbers 1, 2, 3, …; synchronized, since the pool calls it from several threads. */
  private static final class Numbers extends BasePooledObjectFactory<Integer> {

    private int made;

    @Override
    public synchronized Integer create() {
      made++;
      return made;
    }

    @Override
    public PooledObject<Integer> wrap(Integer number) {
      return new DefaultPooledObject<>(number);
    }
  }
}
