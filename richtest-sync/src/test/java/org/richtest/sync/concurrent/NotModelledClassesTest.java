package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The JDK classes without a drop-in ({@code Phaser}, {@code Exchanger}): every
 * constructor throws, naming the class, the constructor and what to use instead.
 */
class NotModelledClassesTest {

  @Test
  void phaser_everyConstructor_rejectedNamingTheBarrierInstead() {
    assertRejected(Phaser::new, "java.util.concurrent.Phaser()", "CyclicBarrier");
    assertRejected(() -> new Phaser(2), "java.util.concurrent.Phaser(parties)", "CyclicBarrier");
    assertRejected(() -> new Phaser(null), "java.util.concurrent.Phaser(parent)", "CountDownLatch");
    assertRejected(() -> new Phaser(null, 2), "java.util.concurrent.Phaser(parent, parties)",
        "CountDownLatch");
  }

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
