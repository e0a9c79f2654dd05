package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;

/**
 * Scheduled pools under exploration: a delay's expiry is an event racing with every other, so a
 * task that assumes its delay is found; delays of one pool keep their order; delayed tasks run
 * after {@code shutdown} and are returned by {@code shutdownNow}; each program's count is the
 * exhaustive oracle's.
 */
class ScheduledExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  @Test
  void delayedTask_assumingItsDelay_seesTheFlagUnsetInSomeRun_asTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      AtomicBoolean configured = new AtomicBoolean();
      ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
      ScheduledFuture<?> check = timer.schedule(
          () -> OracleCheck.check(configured.get(), "ran before configured"),
          100, TimeUnit.MILLISECONDS);
      configured.set(true);
      check.get();
      timer.close();
    });

    assertFalse(result.failures().isEmpty(), result.summary());
  }

  @Test
  void twoDelays_unorderedOnesRunEitherWay_orderedOnesKeepTheirOrder() {
    assertEquals(Set.of("ab", "ba"), ranInOrder(200, 100, 117));
    assertEquals(Set.of("ab"), ranInOrder(100, 100, 148));
    assertEquals(Set.of("ab"), ranInOrder(100, 200, 148));
  }

  /** Schedules {@code a} then {@code b} on a pool of one worker and returns the orders they ran. */
  private Set<String> ranInOrder(long delayA, long delayB, long sequences) {
    return Explored.observations(seen, () -> {
      StringBuilder ran = new StringBuilder();
      ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
      pool.schedule(() -> ran.append('a'), delayA, TimeUnit.MILLISECONDS);
      pool.schedule(() -> ran.append('b'), delayB, TimeUnit.MILLISECONDS);
      pool.close();
      seen.add(ran.toString());
    }, sequences);
  }

  @Test
  void delayedTask_afterShutdown_stillRuns_andTheResultArrives() {
    Explored.assertCorrectAndComplete(() -> {
      ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
      ScheduledFuture<Integer> later = pool.schedule(() -> 7, 1, TimeUnit.SECONDS);
      pool.shutdown();
      OracleCheck.check(later.get() == 7, "result");
      pool.close();
      OracleCheck.check(pool.isTerminated(), "terminated");
      // The task ran, so its delay passed on the logical clock, which getDelay reads.
      OracleCheck.check(later.getDelay(TimeUnit.MILLISECONDS) <= 0, "delay passed");
    }, 14);
  }

  @Test
  void shutdownNow_returnsTheTasksStillWaitingForTheirDelay() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
      pool.schedule(() -> { }, 1, TimeUnit.SECONDS);
      List<Runnable> left = pool.shutdownNow();
      seen.add(left.size() + " " + pool.isTerminated());
    }, 16);

    // Expired and run, or returned; terminated, or its worker not yet gone.
    assertEquals(Set.of("0 false", "0 true", "1 false", "1 true"), outcomes);
  }

  @Test
  void delayedTaskAndASubmit_onOneWorker_eitherOrder() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      StringBuilder ran = new StringBuilder();
      ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
      pool.schedule(() -> ran.append('d'), 10, TimeUnit.MILLISECONDS);
      pool.submit(() -> ran.append('s'));
      pool.close();
      seen.add(ran.toString());
    }, 37);

    assertEquals(Set.of("ds", "sd"), outcomes);
  }

  @Test
  void delayedTasksSuppressedAtShutdown_areCancelledUnlessTheirDelayExpiredFirst() {
    Set<String> outcomes = new java.util.TreeSet<>();
    OracleCheck.exploreLikeTheOracle(() -> {
      boolean[] ran = {false};
      ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
      pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
      ScheduledFuture<?> later = pool.schedule(() -> ran[0] = true, 1, TimeUnit.SECONDS);
      pool.shutdown();
      pool.close();
      seen.add(ran[0] + " " + later.isCancelled());
    });
    outcomes.addAll(seen);

    assertEquals(Set.of("false true", "true false"), outcomes);
  }

  @Test
  void scheduleAfterShutdown_abortsOrDropsAsTheHandlerSays() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ScheduledThreadPoolExecutor aborting = new ScheduledThreadPoolExecutor(1);
      ScheduledThreadPoolExecutor dropping = new ScheduledThreadPoolExecutor(
          1, new java.util.concurrent.ThreadPoolExecutor.CallerRunsPolicy());
      aborting.shutdown();
      dropping.shutdown();
      assertThrows(RejectedExecutionException.class,
          () -> aborting.schedule(() -> { }, 1, TimeUnit.SECONDS));
      ScheduledFuture<?> dropped = dropping.schedule(() -> { }, 1, TimeUnit.SECONDS);
      seen.add(String.valueOf(dropped.isDone()));
    }, 1);

    assertEquals(Set.of("false"), outcomes);
  }
}
