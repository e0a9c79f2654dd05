package org.richtest.regressions.drivers;

import org.apache.commons.pool.BasePoolableObjectFactory;

/**
 * A commons-pool factory making the numbers 1, 2, 3, … as pooled objects; synchronized, since the
 * pools call it from several threads.
 */
class NumberedObjects extends BasePoolableObjectFactory {

  private int made;

  @Override
  public synchronized Object makeObject() {
    made++;
    return made;
  }
}
