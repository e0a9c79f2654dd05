package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The barrier drop-in outside an exploration: JDK behaviour for real threads; and single-threaded
 * checks that hold both outside and under exploration, where the barrier is modelled.
 */
@Timeout(10)
class CyclicBarrierTest {

  @Test
  void await_threeParties_distinctIndicesAndTheActionRunsOnceBeforeAnyonePasses()
      throws Exception {
    AtomicInteger trips = new AtomicInteger();
    CyclicBarrier barrier = new CyclicBarrier(3, trips::incrementAndGet);
    Set<Integer> indices = ConcurrentHashMap.newKeySet();
    AtomicInteger tripsSeen = new AtomicInteger();
    Workers workers = new Workers();
    for (int w = 0; w < 3; w++) {
      workers.start("party" + w, () -> {
        indices.add(barrier.await());
        tripsSeen.addAndGet(trips.get());
      });
    }
    workers.joinAll();

    assertEquals(Set.of(0, 1, 2), indices);
    assertEquals(1, trips.get());
    assertEquals(3, tripsSeen.get(), "a party passed before the action ran");
  }

  @Test
  void await_twoRounds_theBarrierIsReused() throws Exception {
    AtomicInteger trips = new AtomicInteger();
    CyclicBarrier barrier = new CyclicBarrier(2, trips::incrementAndGet);
    Workers workers = new Workers();
    workers.start("party", () -> {
      barrier.await();
      barrier.await();
    });
    barrier.await();
    barrier.await();
    workers.joinAll();

    assertEquals(2, trips.get());
    assertFalse(barrier.isBroken());
  }

  @Test
  void timedAwait_aPartyMissing_timesOutAndBreaksTheBarrierForTheOthers() throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(3);
    java.util.concurrent.CountDownLatch broken = new java.util.concurrent.CountDownLatch(1);
    Workers workers = new Workers();
    workers.start("party", () -> {
      assertThrows(BrokenBarrierException.class, barrier::await);
      broken.countDown();
    });
    workers.awaitBlockedOrDone();

    assertThrows(TimeoutException.class, () -> barrier.await(50, MILLISECONDS));
    assertTrue(broken.await(5, SECONDS), "the waiting party did not see the barrier break");
    workers.joinAll();
    assertTrue(barrier.isBroken());
    assertThrows(BrokenBarrierException.class, barrier::await);
  }

  @Test
  void reset_withAWaitingParty_itGetsBrokenBarrierAndTheBarrierIsNew() throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2);
    Workers workers = new Workers();
    workers.start("party", () -> assertThrows(BrokenBarrierException.class, barrier::await));
    workers.awaitBlockedOrDone();
    assertEquals(1, barrier.getNumberWaiting());

    barrier.reset();
    workers.joinAll();

    assertFalse(barrier.isBroken());
    assertEquals(0, barrier.getNumberWaiting());
  }

  @Test
  void actionThrows_theLastPartyGetsItsExceptionTheOthersABrokenBarrier() throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2, () -> {
      throw new IllegalStateException("action failed");
    });
    Workers workers = new Workers();
    workers.start("party", () -> assertThrows(BrokenBarrierException.class, barrier::await));
    workers.awaitBlockedOrDone();

    assertThrows(IllegalStateException.class, barrier::await);
    workers.joinAll();
    assertTrue(barrier.isBroken());
  }

  @Test
  void singleParty_bothModes_tripsAtOnceAndRunsTheAction() throws Exception {
    BothModes.check(() -> {
      int[] trips = {0};
      CyclicBarrier barrier = new CyclicBarrier(1, () -> trips[0]++);
      assertEquals(0, barrier.await());
      assertEquals(0, barrier.await(1, SECONDS));
      assertEquals(2, trips[0]);
      assertEquals(1, barrier.getParties());
      assertEquals(0, barrier.getNumberWaiting());
      assertFalse(barrier.isBroken());
    });
  }

  @Test
  void timedAwaitOfZero_bothModes_breaksTheBarrierAtOnce() throws Exception {
    BothModes.check(() -> {
      CyclicBarrier barrier = new CyclicBarrier(2);
      assertThrows(TimeoutException.class, () -> barrier.await(0, SECONDS));
      assertTrue(barrier.isBroken());
      assertThrows(BrokenBarrierException.class, barrier::await);
      assertThrows(BrokenBarrierException.class, () -> barrier.await(1, SECONDS));
      assertEquals(0, barrier.getNumberWaiting());
      barrier.reset();
      assertFalse(barrier.isBroken());
    });
  }

  @Test
  void actionThrowsForASingleParty_bothModes_breaksTheBarrier() throws Exception {
    BothModes.check(() -> {
      CyclicBarrier barrier = new CyclicBarrier(1, () -> {
        throw new IllegalStateException("action failed");
      });
      assertThrows(IllegalStateException.class, barrier::await);
      assertTrue(barrier.isBroken());
    });
  }

  @Test
  void constructor_noParties_throwsIllegalArgument() throws Exception {
    BothModes.check(() -> {
      assertThrows(IllegalArgumentException.class, () -> new CyclicBarrier(0));
      assertThrows(IllegalArgumentException.class, () -> new CyclicBarrier(-1, () -> { }));
    });
  }

  @Test
  void toString_named_showsNamePartiesAndWaiting() {
    assertEquals("CyclicBarrier b[Parties = 2, Waiting = 0]",
        new CyclicBarrier(2, null, "b").toString());
  }
}
