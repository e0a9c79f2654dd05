package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * The pools beyond the fixed and the cached one, under exploration: workers a {@link ThreadFactory}
 * makes, the JDK constructor's other shapes (core below maximum on a bounded queue) with the JDK's
 * four rejection policies, the work-stealing pool, and the default factory's names; each program
 * explored completely, its count equal to the exhaustive oracle's, every outcome one the JDK's pool
 * can give.
 */
class PoolShapesExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** A factory of daemon threads {@code <prefix>-<k>}, as production code names its workers. */
  private static ThreadFactory named(String prefix) {
    int[] made = {0};
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + ++made[0]);
      thread.setDaemon(true);
      return thread;
    };
  }

  /** Returns the logical thread the calling code runs on (its carrier: {@code richtest-<name>}). */
  private static String worker() {
    return Thread.currentThread().getName().replaceFirst("^richtest-", "");
  }

  @Test
  void factoryPool_workersAreTheFactorysThreads_namedByIt() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newFixedThreadPool(2, named("render"));
      Future<String> first = pool.submit(PoolShapesExplorationTest::worker);
      Future<String> second = pool.submit(PoolShapesExplorationTest::worker);
      seen.add(first.get().replaceAll(".*(render-\\d).*", "$1") + " "
          + second.get().replaceAll(".*(render-\\d).*", "$1"));
      pool.shutdown();
    }, 8);

    assertEquals(Set.of("render-1 render-2"), outcomes);
  }

  @Test
  void factoryPool_singleThreadAndCached_sameCountsAsWithoutAFactory() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newSingleThreadExecutor(named("single"));
      Future<Integer> first = pool.submit(() -> 1);
      Future<Integer> second = pool.submit(() -> 2);
      OracleCheck.check(first.get() + second.get() == 3, "results");
      pool.close();
    }, 4);
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newCachedThreadPool(named("cached"));
      pool.submit(() -> 1).get();
      String second = pool.submit(PoolShapesExplorationTest::worker).get();
      seen.add(second.replaceAll(".*(cached-\\d).*", "$1"));
    }, 3);
    assertEquals(Set.of("cached-1", "cached-2"), outcomes);
  }

  @Test
  void factoryReturningNull_fixedPoolQueuesTheTaskForNoWorker_cachedPoolRejectsIt() {
    ExplorationResult fixed = RichTest.explore(() -> {
      ExecutorService pool = Executors.newFixedThreadPool(1, task -> null);
      pool.submit(() -> 1).get();
    });
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, fixed.bugs().get(0).outcome());
    assertEquals(List.of(new RunOutcome.BlockedThread("main", "get on main#1-main-task1")),
        deadlock.blocked());

    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newCachedThreadPool(task -> null);
      assertThrows(RejectedExecutionException.class, () -> pool.execute(() -> { }));
    }, 1);
  }

  @Test
  void jdkConstructor_boundedQueueBelowMaximum_queuesThenGrowsThenRejects() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool =
          new ThreadPoolExecutor(1, 2, 1, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
      List<String> placed = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        try {
          pool.execute(() -> { });
          placed.add("ok");
        } catch (RejectedExecutionException rejected) {
          placed.add("rejected");
        }
      }
      seen.add(String.join(" ", placed));
    }, 40);

    // The fourth task finds a worker idle, or the queue with room, in some interleavings only.
    assertEquals(Set.of("ok ok ok ok", "ok ok ok rejected"), outcomes);
  }

  /** Two tasks on a pool of one worker, no queue: the second meets the policy unless idle. */
  private Set<String> secondTaskMeets(RejectedExecutionHandler handler, long sequences) {
    return Explored.observations(seen, () -> {
      ExecutorService pool = new ThreadPoolExecutor(
          1, 1, 0, TimeUnit.SECONDS, new SynchronousQueue<>(), handler);
      String[] ranOn = {"-", "-"};
      pool.execute(() -> ranOn[0] = "worker");
      String outcome;
      try {
        pool.execute(() -> ranOn[1] = worker().equals("main") ? "main" : "worker");
        outcome = "accepted";
      } catch (RejectedExecutionException rejected) {
        outcome = "rejected";
      }
      pool.close();
      seen.add(outcome + " " + ranOn[1]);
    }, sequences);
  }

  @Test
  void rejectionPolicies_asTheJdkDefinesThem() {
    assertEquals(Set.of("accepted worker", "rejected -"),
        secondTaskMeets(new java.util.concurrent.ThreadPoolExecutor.AbortPolicy(), 4));
    assertEquals(Set.of("accepted main", "accepted worker"),
        secondTaskMeets(new java.util.concurrent.ThreadPoolExecutor.CallerRunsPolicy(), 4));
    assertEquals(Set.of("accepted -", "accepted worker"),
        secondTaskMeets(new java.util.concurrent.ThreadPoolExecutor.DiscardPolicy(), 4));
  }

  @Test
  void discardOldest_dropsTheQueuedTaskAndExecutesAgain() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
          new LinkedBlockingQueue<>(1),
          new java.util.concurrent.ThreadPoolExecutor.DiscardOldestPolicy());
      StringBuilder ran = new StringBuilder();
      pool.execute(() -> ran.append('a'));
      pool.execute(() -> ran.append('b'));
      pool.execute(() -> ran.append('c'));
      pool.close();
      seen.add(ran.toString());
    }, 15);

    assertEquals(Set.of("abc", "ac"), outcomes);
  }

  @Test
  void jdkConstructor_coreZeroOnAQueue_startsAWorkerForTheQueuedTask() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool =
          new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
      OracleCheck.check(pool.submit(() -> 7).get() == 7, "result");
      pool.close();
    }, 2);
  }

  @Test
  void workStealingPool_isAFixedPoolOfItsParallelism() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newWorkStealingPool(2);
      Future<Integer> first = pool.submit(() -> 1);
      Future<Integer> second = pool.submit(() -> 2);
      OracleCheck.check(first.get() + second.get() == 3, "results");
    }, 3);
  }

  @Test
  void defaultThreadFactory_underExploration_namesThreadsByTheRunsFactories() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor(Executors.defaultThreadFactory());
      ExecutorService other = Executors.newSingleThreadExecutor(Executors.defaultThreadFactory());
      seen.add(pool.submit(PoolShapesExplorationTest::worker).get()
          .replaceAll(".*(pool-\\d-thread-\\d).*", "$1"));
      seen.add(other.submit(PoolShapesExplorationTest::worker).get()
          .replaceAll(".*(pool-\\d-thread-\\d).*", "$1"));
    }, 1);

    assertEquals(Set.of("pool-1-thread-1", "pool-2-thread-1"), outcomes);
  }

  @Test
  void otherQueuesAndHandlers_underExploration_throwNamingThemAndWhatIsModelled() {
    ExplorationResult result = RichTest.explore(() -> {
      UnsupportedOperationException queue = assertThrows(UnsupportedOperationException.class,
          () -> new ThreadPoolExecutor(1, 2, 0L, TimeUnit.SECONDS,
              new java.util.concurrent.PriorityBlockingQueue<>()));
      assertTrue(queue.getMessage().startsWith("new ThreadPoolExecutor(1, 2, 0, SECONDS, "
          + "PriorityBlockingQueue) is not modelled under exploration"), queue.getMessage());
      assertTrue(queue.getMessage().endsWith("use a LinkedBlockingQueue, an ArrayBlockingQueue "
          + "or a SynchronousQueue"), queue.getMessage());
      RejectedExecutionHandler own = (task, executor) -> { };
      UnsupportedOperationException handler = assertThrows(UnsupportedOperationException.class,
          () -> new ThreadPoolExecutor(1, 1, 0L, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
              own));
      assertTrue(handler.getMessage().endsWith("use one of the JDK's policies (AbortPolicy, "
          + "CallerRunsPolicy, DiscardPolicy, DiscardOldestPolicy)"), handler.getMessage());
    });
    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
  }
}
