package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;

/**
 * The executor and its tasks under exploration: small programs explored completely, their counts
 * pinned and equal to the exhaustive oracle's, every outcome a real pool can have seen, the
 * thread-starvation deadlock found with what each thread waits for, and misuse reported.
 */
class ExecutorExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** Two tasks on a single-thread pool, their results read, the pool closed. */
  static void twoTasksOnOneThread() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<Integer> first = pool.submit(() -> 1);
    Future<Integer> second = pool.submit(() -> 2);
    if (first.get() + second.get() != 3) {
      throw new AssertionError("results " + first.get() + ", " + second.get());
    }
    pool.close();
    if (!pool.isTerminated()) {
      throw new AssertionError("close returned before the pool terminated");
    }
  }

  /** A task that waits for a task it submitted to its own single-thread pool. */
  static void nestedGet() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<Integer> outer = pool.submit(() -> pool.submit(() -> 1).get());
    outer.get();
  }

  @Test
  void singleThreadPool_twoTasks_fourSequencesLikeTheOracle() {
    Explored.assertCorrectAndComplete(ExecutorExplorationTest::twoTasksOnOneThread, 4);
  }

  @Test
  void nestedGet_singleThreadPool_deadlockFoundWithWhatEachThreadWaitsFor() {
    ExplorationResult result = RichTest.explore(ExecutorExplorationTest::nestedGet);

    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.bugs().get(0).outcome());
    assertEquals(
        List.of(
            new RunOutcome.BlockedThread("main", "get on pool-main-task1"),
            new RunOutcome.BlockedThread("pool-worker-1", "get on pool-pool-worker-1-task1")),
        deadlock.blocked());
    assertEquals(1, result.sequences());
  }

  @Test
  void fixedPool_neverShutDown_runCompletesWithIdleWorkersInThreeSequences() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newFixedThreadPool(2, "pool");
      Future<Integer> first = pool.submit(() -> 1);
      Future<Integer> second = pool.submit(() -> 2);
      if (first.get() + second.get() != 3) {
        throw new AssertionError();
      }
    }, 3);
  }

  @Test
  void awaitTermination_timed_bothOutcomesExplored() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      boolean[] ran = {false};
      pool.execute(() -> ran[0] = true);
      pool.shutdown();
      boolean terminated = pool.awaitTermination(1, TimeUnit.SECONDS);
      if (terminated && !ran[0]) {
        throw new AssertionError("terminated before its task ran");
      }
      seen.add("terminated=" + terminated);
    }, 3);

    assertEquals(Set.of("terminated=false", "terminated=true"), outcomes);
  }

  @Test
  void cancel_raceWithTheWorker_everyOutcomeOfTheJdk() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      boolean[] ran = {false};
      Future<?> task = pool.submit(() -> {
        ran[0] = true;
      });
      boolean cancelled = task.cancel(false);
      pool.close();
      seen.add("cancelled=" + cancelled + " ran=" + ran[0] + " " + task.state());
    }, 6);

    assertEquals(Set.of(
        "cancelled=false ran=true SUCCESS",
        "cancelled=true ran=false CANCELLED",
        "cancelled=true ran=true CANCELLED"), outcomes);
  }

  @Test
  void shutdownNow_queuedTaskOrNot_drainsIt() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      pool.execute(() -> { });
      Runnable second = () -> { };
      pool.execute(second);
      List<Runnable> drained = pool.shutdownNow();
      pool.close();
      seen.add("drained " + drained.size());
    }, 8);

    assertEquals(Set.of("drained 0", "drained 1"), outcomes);
  }

  @Test
  void cachedPool_workerIdleOrNot_reusedOrNew() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newCachedThreadPool("pool");
      pool.submit(() -> 1).get();
      String second = pool.submit(() -> Thread.currentThread().getName()).get();
      seen.add(second.substring(second.indexOf("pool-worker")));
    }, 3);

    assertEquals(Set.of("pool-worker-1", "pool-worker-2"), outcomes);
  }

  @Test
  void threadPerTask_twoTasks_twoWorkersAndTermination() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
      Future<Integer> first = pool.submit(() -> 1);
      Future<Integer> second = pool.submit(() -> 2);
      pool.close();
      if (first.resultNow() + second.resultNow() != 3) {
        throw new AssertionError();
      }
    }, 8);
  }

  @Test
  void invokeAll_singleThreadPool_everyTaskDone() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      List<Future<Integer>> done = pool.invokeAll(List.of(() -> 1, () -> 2));
      if (done.get(0).resultNow() + done.get(1).resultNow() != 3) {
        throw new AssertionError();
      }
    }, 2);
  }

  @Test
  void invokeAny_oneTask_returnsItsResult() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      seen.add("got " + pool.invokeAny(List.of(() -> 2)));
    }, 2);

    assertEquals(Set.of("got 2"), outcomes);
  }

  @Test
  @Tag("slow")
  void invokeAny_firstTaskFails_returnsTheSecondsResult() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      seen.add("got " + pool.invokeAny(List.of(() -> {
        throw new IllegalStateException("first");
      }, () -> 2)));
    }, 13);

    assertEquals(Set.of("got 2"), outcomes);
  }

  @Test
  void submit_afterShutdown_rejectedAsTheJdk() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool = Executors.newFixedThreadPool(1, "pool");
      pool.shutdown();
      RejectedExecutionException rejected =
          assertThrows(RejectedExecutionException.class, () -> pool.submit(() -> 1));
      assertTrue(rejected.getMessage().contains("rejected from ThreadPoolExecutor pool[Terminated"),
          rejected.getMessage());
    }, 1);
  }

  @Test
  void get_fromAThreadTheRunDoesNotManage_failsTheRunWithAClearMessage() {
    ExplorationResult result = RichTest.explore(() -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      Future<Integer> task = pool.submit(() -> 1);
      Thread outsider = new Thread(() -> {
        try {
          task.get();
        } catch (Exception expected) {
          // the misuse is reported to the run
        }
      });
      outsider.start();
      outsider.join();
    });

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, result.bugs().get(0).outcome());
    assertEquals("pool-main-task1 is used from thread '" + "Thread-0"
        + "', which the run does not manage; start threads with RichThread",
        failure.cause().getMessage().replaceAll("'Thread-\\d+'", "'Thread-0'"));
  }

  @Test
  void taskThrowing_fromExecute_failsTheRunAndThePoolRunsOn() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    ExplorationResult result = RichTest.explore(() -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      pool.execute(() -> {
        throw new IllegalStateException("task failed");
      });
      Future<Integer> after = pool.submit(() -> 1);
      if (after.get() != 1) {
        throw new AssertionError();
      }
      pool.close();
    }, all);
    ExplorationResult oracle = RichTest.explore(() -> { }, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete());
    assertTrue(oracle.complete());
    assertEquals(result.runs(), result.failures().size());
    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, result.failures().get(0).outcome());
    assertEquals("pool-worker-1", failure.thread());
    assertEquals("task failed", failure.cause().getMessage());
  }

  @Test
  void close_fromATaskOfThePool_deadlocksAsTheJdk() {
    ExplorationResult result = RichTest.explore(() -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      pool.submit(() -> {
        pool.close();
        return 1;
      }).get();
    });

    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.bugs().get(0).outcome());
    assertTrue(deadlock.blocked().contains(
        new RunOutcome.BlockedThread("pool-worker-1", "close on pool")), deadlock.toString());
  }

  @Test
  void jdkConstructor_fixedPoolShape_exploredAsTheFixedPool() {
    Explored.assertCorrectAndComplete(() -> {
      ExecutorService pool =
          new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
      Future<Integer> first = pool.submit(() -> 1);
      Future<Integer> second = pool.submit(() -> 2);
      if (first.get() + second.get() != 3) {
        throw new AssertionError();
      }
      pool.close();
    }, 4);
  }

  @Test
  void jdkConstructor_cachedPoolShape_exploredAsTheCachedPool() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = new ThreadPoolExecutor(
          0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS, new SynchronousQueue<>());
      pool.submit(() -> 1).get();
      String second = pool.submit(() -> Thread.currentThread().getName()).get();
      seen.add(second.substring(second.lastIndexOf('-') + 1));
    }, 3);

    assertEquals(Set.of("1", "2"), outcomes);
  }

  @Test
  void jdkConstructor_invalidSizes_rejectedAsTheJdk() {
    ExplorationResult result = RichTest.explore(() -> {
      IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
          () -> new ThreadPoolExecutor(2, 1, 0L, TimeUnit.SECONDS, new LinkedBlockingQueue<>()));
      assertTrue(negative.getMessage().endsWith("was 2, 1, 0"), negative.getMessage());
      assertThrows(IllegalArgumentException.class, () -> new ThreadPoolExecutor(0));
    });
    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
  }

  @Test
  void twoSubmitters_onePool_workersStartedByWhoeverSubmitsFirst() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newFixedThreadPool(2, "pool");
      String[] names = new String[2];
      RichThread a = RichThread.start("A",
          () -> names[0] = pool.submit(() -> Thread.currentThread().getName()).get());
      RichThread b = RichThread.start("B",
          () -> names[1] = pool.submit(() -> Thread.currentThread().getName()).get());
      a.join();
      b.join();
      seen.add(names[0].substring(names[0].length() - 1) + names[1].substring(names[1].length() - 1));
    }, 6);

    assertEquals(Set.of("12", "21"), outcomes);
  }
}
