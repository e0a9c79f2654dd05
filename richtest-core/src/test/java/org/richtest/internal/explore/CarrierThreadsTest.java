package org.richtest.internal.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CarrierThreadsTest {

  @Test
  void execute_runsTasksInOrderOnOneThread_submittedFromInsideAndOutside() throws Exception {
    CarrierThreads carrier = new CarrierThreads("c", 5, TimeUnit.SECONDS);
    List<Integer> order = new CopyOnWriteArrayList<>();
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    CountDownLatch done = new CountDownLatch(1);
    carrier.execute(() -> {
      threads.add(Thread.currentThread());
      order.add(1);
      // submitted by the running task, as a hand-off between two virtual threads is
      carrier.execute(() -> {
        threads.add(Thread.currentThread());
        order.add(3);
        done.countDown();
      });
      order.add(2);
    });

    assertTrue(done.await(10, TimeUnit.SECONDS));
    assertEquals(List.of(1, 2, 3), order);
    assertEquals(1, threads.size());
    assertEquals("c", threads.iterator().next().getName());
  }

  @Test
  void addSpare_whileTheOnlyThreadIsHeld_runsTheWaitingTask() throws Exception {
    CarrierThreads carrier = new CarrierThreads("c", 5, TimeUnit.SECONDS);
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch ran = new CountDownLatch(1);
    carrier.execute(() -> await(release)); // a program thread that never gives its carrier back
    carrier.execute(ran::countDown);

    assertEquals(1, ran.getCount(), "the waiting task ran while the only thread was held");
    carrier.addSpare();

    assertTrue(ran.await(10, TimeUnit.SECONDS));
    assertEquals(2, carrier.size());
    release.countDown();
  }

  @Test
  void execute_afterTheThreadEndedIdle_startsOneAgain() throws Exception {
    CarrierThreads carrier = new CarrierThreads("c", 50, TimeUnit.MILLISECONDS);
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    CountDownLatch first = new CountDownLatch(1);
    carrier.execute(() -> {
      threads.add(Thread.currentThread());
      first.countDown();
    });
    assertTrue(first.await(10, TimeUnit.SECONDS));
    Thread ended = threads.iterator().next();
    ended.join(10_000);
    assertTrue(!ended.isAlive(), "the idle thread did not end");

    CountDownLatch second = new CountDownLatch(1);
    carrier.execute(() -> {
      threads.add(Thread.currentThread());
      second.countDown();
    });

    assertTrue(second.await(10, TimeUnit.SECONDS));
    assertEquals(2, threads.size());
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
