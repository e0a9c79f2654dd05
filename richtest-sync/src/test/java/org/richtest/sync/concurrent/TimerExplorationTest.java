package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Date;
import java.util.Set;
import java.util.TimerTask;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;

/**
 * {@code java.util.Timer}'s drop-in under exploration: a delay's expiry is an event racing with
 * every other, so a task that assumes its delay is found; a timer's tasks run one at a time, in
 * order of expiry; a cancelled task never runs, a cancelled timer runs nothing more; what a task
 * throws is a failure; each program's count is the exhaustive oracle's.
 */
class TimerExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** A {@code TimerTask} running {@code body}: the JDK's class, as a program subclasses it. */
  static TimerTask task(Runnable body) {
    return new TimerTask() {
      @Override
      public void run() {
        body.run();
      }
    };
  }

  @Test
  void taskAssumingItsDelay_seesTheFlagUnsetInSomeRun_asTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      AtomicBoolean configured = new AtomicBoolean();
      Timer timer = new Timer("evictor");
      timer.schedule(task(() -> OracleCheck.check(configured.get(), "ran before configured")),
          100);
      configured.set(true);
    });

    assertFalse(result.failures().isEmpty(), result.summary());
  }

  @Test
  void twoTasks_unorderedDelaysRunEitherWay_orderedOnesKeepTheirOrder_asTheOracle() {
    assertEquals(Set.of("ab", "ba"), ranInOrder(200, 100));
    assertEquals(Set.of("ab"), ranInOrder(100, 100));
    assertEquals(Set.of("ab"), ranInOrder(100, 200));
  }

  /** Schedules {@code a} then {@code b} on one timer and returns the orders they ran in. */
  private Set<String> ranInOrder(long delayA, long delayB) {
    seen.clear();
    OracleCheck.exploreLikeTheOracle(() -> {
      StringBuffer ran = new StringBuffer();
      CountDownLatch both = new CountDownLatch(2);
      Timer timer = new Timer();
      timer.schedule(task(() -> {
        ran.append('a');
        both.countDown();
      }), delayA);
      timer.schedule(task(() -> {
        ran.append('b');
        both.countDown();
      }), delayB);
      both.await();
      seen.add(ran.toString());
      timer.cancel();
    });
    return Set.copyOf(seen);
  }

  @Test
  void cancelledTask_neverRuns_andCancelSaysWhetherItStoppedARun_asTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      AtomicBoolean ran = new AtomicBoolean();
      Timer timer = new Timer();
      TimerTask task = task(() -> ran.set(true));
      timer.schedule(task, 10);
      boolean stopped = TimerTasks.cancel(task);
      timer.cancel();
      seen.add(stopped + " " + ran.get());
      OracleCheck.check(!(stopped && ran.get()), "a cancelled task ran");
    });

    assertTrue(result.failures().isEmpty(), result::summary);
    assertTrue(seen.contains("true false"), seen::toString);
    assertTrue(seen.contains("false true"), seen::toString);
  }

  @Test
  void cancelledTimer_dropsItsTasks_andRefusesNewOnes_asTheOracle() {
    OracleCheck.exploreLikeTheOracle(() -> {
      AtomicBoolean ran = new AtomicBoolean();
      Timer timer = new Timer();
      timer.schedule(task(() -> ran.set(true)), 10);
      timer.cancel();
      IllegalStateException refused =
          assertThrows(IllegalStateException.class, () -> timer.schedule(task(() -> { }), 1));
      OracleCheck.check(refused.getMessage().equals("Timer already cancelled."), "message");
      seen.add(String.valueOf(ran.get()));
    });

    assertEquals(Set.of("false", "true"), seen);
  }

  @Test
  void purge_removesTheCancelledTasksNotYetRun_asTheOracle() {
    OracleCheck.exploreLikeTheOracle(() -> {
      Timer timer = new Timer();
      TimerTask first = task(() -> { });
      timer.schedule(first, 10);
      timer.schedule(task(() -> { }), 20);
      TimerTasks.cancel(first);
      seen.add(String.valueOf(timer.purge()));
      timer.cancel();
    });

    assertEquals(Set.of("0", "1"), seen);
  }

  @Test
  void aTaskScheduledTwice_orABadDelay_isRefusedAsByTheJdk_aPastDateRunsAtOnce() {
    ExplorationResult result = RichTest.explore(() -> {
      Timer timer = new Timer();
      TimerTask once = task(() -> { });
      timer.schedule(once, 10);
      IllegalStateException refused =
          assertThrows(IllegalStateException.class, () -> timer.schedule(once, 10));
      assertEquals("Task already scheduled or cancelled", refused.getMessage());
      assertThrows(IllegalArgumentException.class, () -> timer.schedule(task(() -> { }), -1));
      assertThrows(IllegalArgumentException.class,
          () -> timer.schedule(task(() -> { }), new Date(-1)));
      timer.schedule(task(() -> { }), new Date(0));
      timer.cancel();
    });
    assertTrue(result.bugs().isEmpty(), result::summary);
  }

  @Test
  void taskThrowing_isAFailure_andEndsTheTimer() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Timer timer = new Timer();
      timer.schedule(task(() -> {
        throw new IllegalStateException("task failed");
      }), 10);
    });

    assertFalse(result.failures().isEmpty(), result.summary());
  }

  @Test
  void outsideAnExploration_theJdkTimerRunsTheTask() throws InterruptedException {
    java.util.concurrent.CountDownLatch ran = new java.util.concurrent.CountDownLatch(1);
    Timer timer = new Timer("outside", true);
    TimerTask task = task(ran::countDown);
    timer.schedule(task, 1);
    assertTrue(ran.await(30, TimeUnit.SECONDS));
    assertFalse(TimerTasks.cancel(task));
    timer.cancel();
  }
}
