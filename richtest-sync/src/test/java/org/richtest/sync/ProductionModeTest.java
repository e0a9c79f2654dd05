package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Proves that outside any exploration the classes are ordinary primitives for real threads: a
 * {@link RichThread} is a named platform thread whose {@code join} waits for termination, a {@link
 * CountingSemaphore} gives mutual exclusion and blocks {@code P} at zero until a {@code V}, and a
 * {@link BinarySemaphore} alternates completions of {@code P} and {@code V}, so that even {@code V}
 * blocks at value 1. Blocking is checked with latches: a call must not pass within a short wait,
 * then must pass promptly once released; every wait has a timeout, so a broken primitive fails
 * instead of hanging.
 */
class ProductionModeTest {

  private static final long SHORT_MILLIS = 100;
  private static final long LONG_SECONDS = 10;

  private static void awaitOrFail(CountDownLatch latch, String what) throws InterruptedException {
    assertTrue(latch.await(LONG_SECONDS, TimeUnit.SECONDS), what);
  }

  @Test
  void richThread_production_runsOnNamedPlatformThread() throws InterruptedException {
    AtomicReference<Thread> ran = new AtomicReference<>();
    RichThread t = RichThread.start("worker", () -> ran.set(Thread.currentThread()));

    t.join();

    assertEquals("worker", t.name());
    assertEquals("worker", ran.get().getName());
    assertFalse(ran.get().isVirtual());
    assertFalse(ran.get().isAlive());
  }

  @Test
  void countingSemaphore_asMutexForEightThreads_counterIsExact() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] counter = {0};
    List<RichThread> threads = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      threads.add(
          RichThread.start(
              "incrementer-" + i,
              () -> {
                for (int k = 0; k < 1000; k++) {
                  mutex.P();
                  int read = counter[0];
                  Thread.onSpinWait();
                  counter[0] = read + 1;
                  mutex.V();
                }
              }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }

    mutex.P();
    assertEquals(8000, counter[0]);
    mutex.V();
    assertEquals(1, mutex.value());
  }

  @Test
  void countingSemaphore_pAtZero_blocksUntilV() throws InterruptedException {
    CountingSemaphore items = new CountingSemaphore(0, "items");
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch passed = new CountDownLatch(1);
    RichThread consumer =
        RichThread.start(
            "consumer",
            () -> {
              started.countDown();
              items.P();
              passed.countDown();
            });
    awaitOrFail(started, "consumer did not start");

    assertFalse(passed.await(SHORT_MILLIS, TimeUnit.MILLISECONDS), "P passed at value 0");
    items.V();
    awaitOrFail(passed, "P did not pass after V");
    consumer.join();
    assertEquals(0, items.value());
  }

  @Test
  void countingSemaphore_vWithoutWaiter_incrementsWithoutBlocking() {
    CountingSemaphore c = new CountingSemaphore(0, "c");

    c.V();
    c.V();

    assertEquals(2, c.value());
    c.P();
    assertEquals(1, c.value());
  }

  @Test
  void binarySemaphore_pingPong_alternatesStrictly() throws InterruptedException {
    BinarySemaphore ping = new BinarySemaphore(1, "ping");
    BinarySemaphore pong = new BinarySemaphore(0, "pong");
    List<String> log = Collections.synchronizedList(new ArrayList<>());
    RichThread a =
        RichThread.start(
            "A",
            () -> {
              for (int i = 0; i < 100; i++) {
                ping.P();
                log.add("A");
                pong.V();
              }
            });
    RichThread b =
        RichThread.start(
            "B",
            () -> {
              for (int i = 0; i < 100; i++) {
                pong.P();
                log.add("B");
                ping.V();
              }
            });

    a.join();
    b.join();

    assertEquals(200, log.size());
    for (int i = 0; i < log.size(); i++) {
      assertEquals(i % 2 == 0 ? "A" : "B", log.get(i), "entry " + i);
    }
    assertEquals(1, ping.value());
    assertEquals(0, pong.value());
  }

  @Test
  void binarySemaphore_vAtOne_blocksUntilP() throws InterruptedException {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch passed = new CountDownLatch(1);
    RichThread releaser =
        RichThread.start(
            "releaser",
            () -> {
              started.countDown();
              s.V();
              passed.countDown();
            });
    awaitOrFail(started, "releaser did not start");

    assertFalse(passed.await(SHORT_MILLIS, TimeUnit.MILLISECONDS), "V passed at value 1");
    s.P();
    awaitOrFail(passed, "V did not pass after P");
    releaser.join();
    assertEquals(1, s.value());
  }

  @Test
  void richThread_join_waitsForTermination() throws InterruptedException {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch joined = new CountDownLatch(1);
    AtomicBoolean finished = new AtomicBoolean();
    AtomicBoolean finishedBeforeJoinReturned = new AtomicBoolean();
    RichThread worker =
        RichThread.start(
            "worker",
            () -> {
              assertTrue(release.await(LONG_SECONDS, TimeUnit.SECONDS));
              finished.set(true);
            });
    RichThread joiner =
        RichThread.start(
            "joiner",
            () -> {
              worker.join();
              finishedBeforeJoinReturned.set(finished.get());
              joined.countDown();
            });

    assertFalse(joined.await(SHORT_MILLIS, TimeUnit.MILLISECONDS), "join returned early");
    release.countDown();
    awaitOrFail(joined, "join did not return after the worker ended");
    joiner.join();
    assertTrue(finishedBeforeJoinReturned.get());
  }

  /**
   * A message sent while its receiver is busy wakes nobody; if the receiver kept that wake-up, its
   * next wait in a monitor, which parks once, would return with no signal (SU: inside the monitor
   * beside another thread).
   */
  @Test
  void conditionAwait_afterReceivingAMessageSentWhileBusy_waitsForItsSignal()
      throws InterruptedException {
    Port<Integer> port = new Port<>("port");
    SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("monitor");
    ConditionVariable signalled = monitor.condition("signalled");
    CountDownLatch firstReceived = new CountDownLatch(1);
    CountDownLatch secondSent = new CountDownLatch(1);
    CountDownLatch awaiting = new CountDownLatch(1);
    CountDownLatch returned = new CountDownLatch(1);
    RichThread receiver = RichThread.start("receiver", () -> {
      port.receive();
      firstReceived.countDown();
      secondSent.await();
      port.receive(); // already there: no wait
      monitor.enter("waitForSignal");
      awaiting.countDown();
      signalled.await();
      returned.countDown();
      monitor.exit();
    });
    port.send(1);
    awaitOrFail(firstReceived, "first message received");
    port.send(2); // the receiver owns the port and is busy
    secondSent.countDown();
    awaitOrFail(awaiting, "receiver waits on the condition");

    assertFalse(returned.await(SHORT_MILLIS, TimeUnit.MILLISECONDS), "await returned unsignalled");

    monitor.enter("signal");
    signalled.signal();
    monitor.exit();
    awaitOrFail(returned, "await returns once signalled");
    receiver.join();
  }

  /**
   * A thread waiting with its interrupt status set must still block: {@code LockSupport.park}
   * returns at once while the status is set, so a wait that kept it would spin a core until woken.
   * The wait keeps the status, as the JDK's uninterruptible waits do.
   */
  @Test
  void waits_interruptStatusSet_blockWithoutSpinningAndKeepTheStatus() throws Exception {
    SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("monitor");
    ConditionVariable signalled = monitor.condition("signalled");
    Port<String> port = new Port<>("port");
    assertWaitsWithoutSpinning(
        () -> monitor.run("await", signalled::await), () -> monitor.run("signal", signalled::signal));
    assertWaitsWithoutSpinning(port::receive, () -> port.send("message"));
  }

  private static void assertWaitsWithoutSpinning(RichThread.Body wait, Runnable release)
      throws Exception {
    AtomicBoolean statusKept = new AtomicBoolean();
    CountDownLatch waiting = new CountDownLatch(1);
    Thread waiter = Thread.ofPlatform().start(() -> {
      Thread.currentThread().interrupt();
      waiting.countDown();
      try {
        wait.run();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      statusKept.set(Thread.currentThread().isInterrupted());
    });
    awaitOrFail(waiting, "waiter started");
    Thread.sleep(SHORT_MILLIS);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long before = threads.getThreadCpuTime(waiter.threadId());
    Thread.sleep(5 * SHORT_MILLIS);
    long spentMillis = (threads.getThreadCpuTime(waiter.threadId()) - before) / 1_000_000;
    release.run();
    waiter.join(TimeUnit.SECONDS.toMillis(LONG_SECONDS));

    assertFalse(waiter.isAlive(), "the wait did not end when released");
    assertTrue(spentMillis < SHORT_MILLIS, "spun " + spentMillis + " ms of CPU while waiting");
    assertTrue(statusKept.get(), "the interrupt status was lost");
  }
}
