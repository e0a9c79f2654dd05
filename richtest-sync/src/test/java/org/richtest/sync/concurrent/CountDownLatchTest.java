package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The latch drop-in outside an exploration: JDK behaviour for real threads. */
@Timeout(10)
class CountDownLatchTest {

  @Test
  void await_afterNCountDowns_releasesEveryWaiter() throws Exception {
    int n = 3;
    CountDownLatch latch = new CountDownLatch(n);
    java.util.concurrent.CountDownLatch released = new java.util.concurrent.CountDownLatch(2);
    Workers workers = new Workers();
    for (int w = 0; w < 2; w++) {
      workers.start(
          "waiter" + w,
          () -> {
            latch.await();
            released.countDown();
          });
    }
    workers.awaitBlockedOrDone();

    for (int i = 0; i < n - 1; i++) {
      latch.countDown();
    }
    assertFalse(released.await(100, MILLISECONDS), "await returned before the last countDown");
    assertEquals(1, latch.getCount());
    latch.countDown();
    assertTrue(released.await(5, SECONDS), "await still blocked after the last countDown");
    workers.joinAll();
  }

  @Test
  void countDown_fromManyThreads_reachesZeroExactly() throws Exception {
    CountDownLatch latch = new CountDownLatch(400);
    Workers workers = new Workers();
    for (int w = 0; w < 4; w++) {
      workers.start(
          "counter" + w,
          () -> {
            for (int i = 0; i < 100; i++) {
              latch.countDown();
            }
          });
    }
    latch.await();
    workers.joinAll();

    assertEquals(0, latch.getCount());
  }

  @Test
  void countDown_atZero_staysZero() throws Exception {
    CountDownLatch latch = new CountDownLatch(1);

    latch.countDown();
    latch.countDown();
    latch.await();
    assertEquals(0, latch.getCount());
  }

  @Test
  void constructor_negativeCount_throwsIllegalArgument() {
    assertThrows(IllegalArgumentException.class, () -> new CountDownLatch(-1));
  }

  @Test
  void timedAwait_openOrNot_returnsWhetherTheCountReachedZero() throws Exception {
    assertTrue(new CountDownLatch(0).await(1, SECONDS));
    assertFalse(new CountDownLatch(1).await(10, MILLISECONDS));
  }

  @Test
  void toString_named_showsNameAndCount() {
    assertEquals("CountDownLatch l[Count = 2]", new CountDownLatch(2, "l").toString());
  }
}
