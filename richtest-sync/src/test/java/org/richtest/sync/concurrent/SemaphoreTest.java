package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The semaphore drop-in outside an exploration: JDK behaviour for real threads. */
@Timeout(10)
class SemaphoreTest {

  private static final int THREADS = 8;
  private static final int INCREMENTS = 500;

  private int counter;

  @Test
  void acquireRelease_asMutexForEightThreads_noIncrementLost() throws Exception {
    Semaphore mutex = new Semaphore(1);
    AtomicInteger inside = new AtomicInteger();
    AtomicInteger maxInside = new AtomicInteger();
    Workers workers = new Workers();
    for (int t = 0; t < THREADS; t++) {
      workers.start(
          "W" + t,
          () -> {
            for (int i = 0; i < INCREMENTS; i++) {
              mutex.acquire();
              try {
                maxInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
                int before = counter;
                Thread.yield();
                counter = before + 1;
                inside.decrementAndGet();
              } finally {
                mutex.release();
              }
            }
          });
    }
    workers.joinAll();

    assertEquals(1, maxInside.get(), "threads inside the critical section at once");
    assertEquals(THREADS * INCREMENTS, counter);
    assertEquals(1, mutex.availablePermits());
  }

  @Test
  void acquireTwo_oneReleaseThenAnother_blocksUntilTheSecond() throws Exception {
    Semaphore semaphore = new Semaphore(0);
    java.util.concurrent.CountDownLatch acquired = new java.util.concurrent.CountDownLatch(1);
    Workers workers = new Workers();
    workers.start(
        "acquirer",
        () -> {
          semaphore.acquire(2);
          acquired.countDown();
        });
    workers.awaitBlockedOrDone();

    semaphore.release();
    assertFalse(acquired.await(100, MILLISECONDS), "acquire(2) returned after one release");
    semaphore.release();
    assertTrue(acquired.await(5, SECONDS), "acquire(2) still blocked after two releases");
    workers.joinAll();
    assertEquals(0, semaphore.availablePermits());
  }

  @Test
  void acquire_negativeInitialPermits_waitsForReleasesToMakeThemPositive() throws Exception {
    Semaphore semaphore = new Semaphore(-1);
    java.util.concurrent.CountDownLatch acquired = new java.util.concurrent.CountDownLatch(1);
    Workers workers = new Workers();
    workers.start(
        "acquirer",
        () -> {
          semaphore.acquire();
          acquired.countDown();
        });
    workers.awaitBlockedOrDone();

    semaphore.release();
    assertFalse(acquired.await(100, MILLISECONDS), "acquire returned with no permit available");
    semaphore.release();
    assertTrue(acquired.await(5, SECONDS));
    workers.joinAll();
  }

  @Test
  void tryAcquire_permitsAvailableOrNot_succeedsOnlyWhenEnough() {
    Semaphore semaphore = new Semaphore(2);

    assertTrue(semaphore.tryAcquire());
    assertFalse(semaphore.tryAcquire(2));
    assertTrue(semaphore.tryAcquire(1));
    assertFalse(semaphore.tryAcquire());
    assertEquals(0, semaphore.availablePermits());
  }

  @Test
  void releaseN_thenAcquireN_countsPermits() throws Exception {
    Semaphore semaphore = new Semaphore(1);

    semaphore.release(3);
    assertEquals(4, semaphore.availablePermits());
    semaphore.acquire(3);
    assertEquals(1, semaphore.availablePermits());
    semaphore.acquireUninterruptibly();
    assertEquals(0, semaphore.availablePermits());
  }

  @Test
  void drainPermits_positiveOrNegative_returnsThemAndLeavesZero() {
    Semaphore positive = new Semaphore(3);
    Semaphore negative = new Semaphore(-2);

    assertEquals(3, positive.drainPermits());
    assertEquals(0, positive.availablePermits());
    assertEquals(-2, negative.drainPermits());
    assertEquals(0, negative.availablePermits());
  }

  @Test
  void negativeArguments_anyOperation_throwIllegalArgument() {
    Semaphore semaphore = new Semaphore(1);

    assertThrows(IllegalArgumentException.class, () -> semaphore.acquire(-1));
    assertThrows(IllegalArgumentException.class, () -> semaphore.acquireUninterruptibly(-1));
    assertThrows(IllegalArgumentException.class, () -> semaphore.tryAcquire(-1));
    assertThrows(IllegalArgumentException.class, () -> semaphore.release(-1));
    assertEquals(1, semaphore.availablePermits());
  }

  @Test
  void zeroPermits_acquireAndRelease_changeNothing() throws Exception {
    Semaphore semaphore = new Semaphore(1);

    semaphore.acquire(0);
    semaphore.release(0);
    assertTrue(semaphore.tryAcquire(0));
    assertEquals(1, semaphore.availablePermits());
  }

  @Test
  void release_pastMaxValue_throwsErrorLikeTheJdk() {
    Semaphore semaphore = new Semaphore(Integer.MAX_VALUE);

    Error error = assertThrows(Error.class, semaphore::release);
    assertEquals("Maximum permit count exceeded", error.getMessage());
    assertEquals(Integer.MAX_VALUE, semaphore.availablePermits());
  }

  @Test
  void timedTryAcquire_permitOrNot_takesItOrTimesOut() throws Exception {
    Semaphore semaphore = new Semaphore(1);

    assertTrue(semaphore.tryAcquire(1, SECONDS));
    assertFalse(semaphore.tryAcquire(10, MILLISECONDS));
    assertFalse(semaphore.tryAcquire(2, 10, MILLISECONDS));
    semaphore.release(2);
    assertTrue(semaphore.tryAcquire(2, 1, SECONDS));
  }

  @Test
  void timedTryAcquire_releasedWhileWaiting_succeeds() throws Exception {
    Semaphore semaphore = new Semaphore(0);
    Workers workers = new Workers();
    boolean[] got = new boolean[1];
    workers.start("waiter", () -> got[0] = semaphore.tryAcquire(10, SECONDS));
    workers.awaitBlockedOrDone();

    semaphore.release();
    workers.joinAll();

    assertTrue(got[0]);
  }

  @Test
  void fairSemaphore_outsideAnExploration_isTheJdksFairOne() {
    assertTrue(new Semaphore(1, true).isFair());
    assertFalse(new Semaphore(1).isFair());
  }

  @Test
  void toString_named_showsNameAndPermits() {
    assertEquals("Semaphore s[Permits = 2]", new Semaphore(2, "s").toString());
  }
}
