package org.richtest.internal.explore;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class CarrierTest {

  /**
   * A watchdog limit longer than {@code System.nanoTime} can measure ({@code watchdogMillis =
   * Long.MAX_VALUE}) is none: a probe that waits behind a busy thread is never too late, where the
   * limit's nanoseconds overflowed.
   */
  @Test
  void check_limitBeyondNanoseconds_aWaitingProbeIsNeverLate() throws Exception {
    Carrier carrier = Carrier.named("c");
    assertTrue(carrier.isDedicated(), "the tests' JVM does not open java.lang");
    AtomicBoolean spin = new AtomicBoolean(true);
    CountDownLatch spinning = new CountDownLatch(1);
    Thread busy = carrier.start("busy", () -> {
      spinning.countDown();
      while (spin.get()) {
        Thread.onSpinWait();
      }
    });
    try {
      assertTrue(spinning.await(10, TimeUnit.SECONDS));
      Duration none = Duration.ofMillis(Long.MAX_VALUE);

      carrier.check(1, none); // a probe queues behind the busy thread
      carrier.check(Long.MAX_VALUE, none);
    } finally {
      spin.set(false);
      busy.join(10_000);
    }
  }
}
