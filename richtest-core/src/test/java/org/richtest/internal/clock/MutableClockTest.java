package org.richtest.internal.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Proves that clocks which learn from each other stay as long as the threads need. */
class MutableClockTest {

  /**
   * A thread's clock and a variable's learn from each other at every call (a thread spinning on an
   * atomic): their lengths must not feed on each other. Growing a merge to twice its length doubled
   * them at every round trip, to gigabytes within one run.
   */
  @Test
  void merge_backAndForth_lengthStaysBounded() {
    MutableClock thread = new MutableClock();
    thread.tick(8); // the ninth thread: 9 components
    MutableClock variable = new MutableClock();
    variable.tick(7);
    for (int round = 0; round < 20; round++) {
      variable.merge(thread);
      thread.merge(variable);
      thread.tick(8);
    }
    assertTrue(thread.copy().length <= 16, "thread clock length " + thread.copy().length);
    assertTrue(variable.copy().length <= 16, "variable clock length " + variable.copy().length);
    assertEquals(20 + 1, thread.get(8));
    assertEquals(1, thread.get(7));
  }
}
