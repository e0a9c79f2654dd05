package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The JDK class without a drop-in ({@code Exchanger}): every
 * constructor throws, naming the class, the constructor and what to use instead.
 */
class NotModelledClassesTest {

  @Test
  void exchanger_constructor_rejectedNamingSynchronousQueuesInstead() {
    assertRejected(Exchanger::new, "java.util.concurrent.Exchanger()", "SynchronousQueue");
  }

  private static void assertRejected(Executable constructor, String named, String instead) {
    UnsupportedOperationException e =
        assertThrows(UnsupportedOperationException.class, constructor);
    assertTrue(e.getMessage().startsWith(named + " is not modelled by RichTest"), e.getMessage());
    assertTrue(e.getMessage().contains("use " ) && e.getMessage().contains(instead),
        e.getMessage());
  }
}
