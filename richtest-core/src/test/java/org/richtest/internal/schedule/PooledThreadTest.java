package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.richtest.spi.Controller;
import org.richtest.spi.ControllerBinding;

/**
 * A reused thread is taken back only once it left its body: one still in it when its run is over
 * is given up and ends when the body returns; one never given its turn is idle again; one whose
 * body threw has ended and is not taken back; an idle one holds nothing of its last run.
 */
class PooledThreadTest {

  @Test
  void takeBack_afterItsBodyReturned_idleAndRunsTheNextBodyOnTheSameThread() throws Exception {
    PooledThread pooled = new PooledThread(Thread.ofVirtual());
    AtomicReference<Thread> first = new AtomicReference<>();
    AtomicReference<Thread> second = new AtomicReference<>();
    CountDownLatch ran = new CountDownLatch(1);
    pooled.give(() -> first.set(Thread.currentThread()));
    pooled.go();
    assertTrue(idleSoon(pooled));

    assertTrue(pooled.takeBack());
    pooled.give(() -> {
      second.set(Thread.currentThread());
      ran.countDown();
    });
    pooled.go();

    assertTrue(ran.await(10, TimeUnit.SECONDS));
    assertSame(first.get(), second.get());
    assertTrue(idleSoon(pooled));
    pooled.end();
    assertTrue(pooled.thread().join(Duration.ofSeconds(10)), "an ended idle thread still lives");
  }

  @Test
  void takeBack_whileItsBodyRuns_givenUpAndEndsWhenTheBodyReturns() throws Exception {
    PooledThread pooled = new PooledThread(Thread.ofVirtual());
    CountDownLatch inBody = new CountDownLatch(1);
    CountDownLatch leave = new CountDownLatch(1);
    pooled.give(() -> {
      inBody.countDown();
      awaitQuietly(leave);
    });
    pooled.go();
    assertTrue(inBody.await(10, TimeUnit.SECONDS));

    assertFalse(pooled.takeBack(), "a thread still in its body was taken back");
    leave.countDown();

    assertTrue(pooled.thread().join(Duration.ofSeconds(10)), "a thread given up did not end");
  }

  @Test
  void takeBack_ofABodyNeverTaken_idleWithoutRunningIt() throws Exception {
    PooledThread pooled = new PooledThread(Thread.ofVirtual());
    AtomicReference<String> ran = new AtomicReference<>("");
    pooled.give(() -> ran.set("first"));

    assertTrue(pooled.takeBack());
    pooled.give(() -> ran.set("second"));
    pooled.go();

    assertTrue(idleSoon(pooled));
    assertSame("second", ran.get());
  }

  /**
   * A body that throws ends its thread (an {@code OutOfMemoryError} escaping the run's own handling
   * does): taken back, the dead thread would be given the next run's logical thread, which would
   * never start, and that run would stall until its watchdog stopped it.
   */
  @Test
  void takeBack_afterItsBodyThrew_notTakenBackAndTheNextTakeMakesANewThread() throws Exception {
    RunThreadPool.around(() -> {
      RunThreadPool pool = RunThreadPool.bound();
      PooledThread threw = pool.take("richtest-main");
      threw.give(() -> {
        Thread.currentThread().setUncaughtExceptionHandler((thread, thrown) -> { });
        throw new OutOfMemoryError("thrown where the run's handling does not catch it");
      });
      threw.go();
      assertTrue(threw.thread().join(Duration.ofSeconds(10)), "a thread that threw still lives");

      assertFalse(threw.takeBack(), "a dead thread was taken back");
      pool.takeBack(threw);
      PooledThread next = pool.take("richtest-main");
      CountDownLatch ran = new CountDownLatch(1);
      next.give(ran::countDown);
      next.go();

      assertNotSame(threw, next);
      assertTrue(ran.await(10, TimeUnit.SECONDS), "the next body did not run");
      return null;
    });
  }

  /**
   * An idle thread waits, maybe long, for a later run; the run it ran, reachable from its binding,
   * must not be kept alive by it (a pool keeps up to 64 idle threads).
   */
  @Test
  void idle_afterItsBody_noLongerBoundToItsRun() throws Exception {
    PooledThread pooled = new PooledThread(Thread.ofVirtual());
    AtomicReference<WeakReference<Controller>> bound = new AtomicReference<>();
    pooled.give(() -> {
      Controller run = (Controller) Proxy.newProxyInstance(
          Controller.class.getClassLoader(), new Class<?>[] {Controller.class}, (p, m, a) -> null);
      ControllerBinding.bind(run);
      bound.set(new WeakReference<>(run));
    });
    pooled.go();
    assertTrue(idleSoon(pooled));

    assertTrue(collectedSoon(bound.get()), "an idle thread keeps its last run alive");
    pooled.end();
  }

  /** Collects garbage up to ten times; returns whether {@code reference} was cleared. */
  private static boolean collectedSoon(WeakReference<?> reference) throws InterruptedException {
    for (int i = 0; i < 10 && reference.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    return reference.get() == null;
  }

  /** Waits up to ten seconds for {@code pooled} to have run its body and be idle. */
  private static boolean idleSoon(PooledThread pooled) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!pooled.idle()) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      Thread.sleep(1);
    }
    return true;
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
