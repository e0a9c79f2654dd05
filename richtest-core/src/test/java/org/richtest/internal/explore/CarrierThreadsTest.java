package org.richtest.internal.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch ran = new CountDownLatch(1);
    carrier.execute(() -> { // a program thread that never gives its carrier back
      held.countDown();
      await(release);
    });
    assertTrue(held.await(10, TimeUnit.SECONDS));
    carrier.execute(ran::countDown);

    assertEquals(1, ran.getCount(), "the waiting task ran while the only thread was held");
    assertTrue(carrier.addSpare(3));

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

  /**
   * A spare is given back once the thread that was held comes back, so that two free threads do not
   * wake each other at every hand-off; not when the spare ends for want of work while the held
   * thread may never come back: a task then starts a thread again.
   */
  @Test
  void addSpare_heldThreadComesBack_theSpareIsGivenBack_notBefore() throws Exception {
    CarrierThreads carrier = new CarrierThreads("c", 50, TimeUnit.MILLISECONDS);
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch held = new CountDownLatch(1);
    Thread[] holder = new Thread[1];
    carrier.execute(() -> {
      holder[0] = Thread.currentThread();
      held.countDown();
      await(release);
    });
    assertTrue(held.await(10, TimeUnit.SECONDS));
    assertTrue(carrier.addSpare(3));
    CountDownLatch first = new CountDownLatch(1);
    carrier.execute(first::countDown);
    assertTrue(first.await(10, TimeUnit.SECONDS));
    Thread.sleep(200); // the spare ends for want of work; the holder is still held

    CountDownLatch second = new CountDownLatch(1);
    carrier.execute(second::countDown);
    assertTrue(second.await(10, TimeUnit.SECONDS), "the held carrier ran no thread for a task");
    assertEquals(2, carrier.size());
    release.countDown();

    holder[0].join(10_000);
    assertEquals(1, carrier.size(), "the spare was not given back");
  }

  /**
   * A held thread that comes back after a spare was added runs the task that waits, rather than
   * ending for having a thread too many while the spare is held in its turn.
   */
  @Test
  void addSpare_heldThreadComesBackWhileTheSpareIsHeld_runsTheWaitingTask() throws Exception {
    CarrierThreads carrier = new CarrierThreads("c", 5, TimeUnit.SECONDS);
    CountDownLatch releaseFirst = new CountDownLatch(1);
    CountDownLatch releaseSpare = new CountDownLatch(1);
    CountDownLatch firstHeld = new CountDownLatch(1);
    CountDownLatch spareHeld = new CountDownLatch(1);
    carrier.execute(() -> {
      firstHeld.countDown();
      await(releaseFirst);
    });
    assertTrue(firstHeld.await(10, TimeUnit.SECONDS));
    assertTrue(carrier.addSpare(3));
    carrier.execute(() -> {
      spareHeld.countDown();
      await(releaseSpare);
    });
    assertTrue(spareHeld.await(10, TimeUnit.SECONDS));
    CountDownLatch waiting = new CountDownLatch(1);
    carrier.execute(waiting::countDown);

    releaseFirst.countDown();
    assertTrue(waiting.await(10, TimeUnit.SECONDS),
        "the thread that came back ended, leaving the task to the held spare");
    releaseSpare.countDown();
  }

  /**
   * A thread that could not be started (the JVM is out of native threads) is not counted as
   * running: the task stays queued and the next one starts a thread, which runs both.
   */
  @Test
  void execute_threadNotStarted_nextTaskStartsOneThatRunsBoth() throws Exception {
    AtomicBoolean fail = new AtomicBoolean(true);
    ThreadFactory platform = Thread.ofPlatform().daemon().factory();
    CarrierThreads carrier = new CarrierThreads(task -> {
      if (fail.get()) {
        throw new OutOfMemoryError("unable to create native thread");
      }
      return platform.newThread(task);
    }, 5, TimeUnit.SECONDS);
    CountDownLatch ran = new CountDownLatch(2);

    assertThrows(OutOfMemoryError.class, () -> carrier.execute(ran::countDown));
    fail.set(false);
    carrier.execute(ran::countDown);

    assertTrue(ran.await(10, TimeUnit.SECONDS), "no thread started after a failed start");
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
