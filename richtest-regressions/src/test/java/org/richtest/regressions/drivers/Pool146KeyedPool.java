package org.richtest.regressions.drivers;

import org.apache.commons.pool.BaseKeyedPoolableObjectFactory;
import org.apache.commons.pool.impl.GenericKeyedObjectPool;
import org.richtest.Program;

/**
 * commons-pool POOL-146, buggy in 1.5.1, fixed in 1.5.2: in a {@code GenericKeyedObjectPool} a
 * thread waiting for an exhausted key holds up the allocation queue, so a thread asking for another
 * key, which has instances to spare, waits too. With one instance per key, {@code main} holds key
 * {@code a}'s, one thread waits for {@code a} and another borrows and returns {@code b}; {@code
 * main} gives {@code a} back only after {@code b}'s thread is done, so the queued {@code b} never
 * comes: a deadlock.
 */
public final class Pool146KeyedPool implements Program {

  /** Makes {@code "<key>-object"} for any key. */
  private static final class ByKey extends BaseKeyedPoolableObjectFactory {
    @Override
    public Object makeObject(Object key) {
      return key + "-object";
    }
  }

  @Override
  public void run() throws Exception {
    GenericKeyedObjectPool pool = new GenericKeyedObjectPool(new ByKey());
    pool.setMaxActive(1);
    Object heldA = pool.borrowObject("a");
    Thread waitsForA = DriverThreads.start("waitsForA",
        () -> pool.returnObject("a", pool.borrowObject("a")));
    Thread usesB = DriverThreads.start("usesB",
        () -> pool.returnObject("b", pool.borrowObject("b")));
    usesB.join();
    pool.returnObject("a", heldA);
    waitsForA.join();
  }
}
