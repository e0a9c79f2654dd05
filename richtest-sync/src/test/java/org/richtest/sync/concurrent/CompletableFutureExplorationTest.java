package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.richtest.sync.RichThread;

/**
 * The future drop-in under exploration: chains, combinations and races explored completely, their
 * counts pinned and equal to the exhaustive oracle's, with every thread a stage can run in and
 * every outcome of a race seen.
 */
class CompletableFutureExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  @Test
  void thenApplyChain_onAnAsyncSupply_sevenSequencesLikeTheOracle() {
    Set<String> threads = Explored.observations(seen, () -> {
      CompletableFuture<Integer> supplied = CompletableFuture.supplyAsync(() -> 1);
      CompletableFuture<Integer> chained = supplied
          .thenApply(x -> x + 1)
          .thenApply(x -> {
            seen.add(Thread.currentThread().getName().replace("richtest-", ""));
            return x * 10;
          });
      if (chained.join() != 20) {
        throw new AssertionError("chain gave " + chained.join());
      }
    }, 7);

    assertEquals(Set.of("main", "main.1"), threads);
  }

  @Test
  void allOf_twoAsyncSupplies_bothDoneWhenItIs() {
    Explored.assertCorrectAndComplete(() -> {
      CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 1);
      CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 2);
      CompletableFuture.allOf(a, b).join();
      if (a.getNow(0) + b.getNow(0) != 3) {
        throw new AssertionError("allOf completed before its sources");
      }
    }, 17);
  }

  @Test
  void thenCombine_sourcesCompletedByTwoThreads_functionRunsInEither() {
    Set<String> threads = Explored.observations(seen, () -> {
      CompletableFuture<Integer> a = new CompletableFuture<>("a");
      CompletableFuture<Integer> b = new CompletableFuture<>("b");
      CompletableFuture<Integer> sum = a.thenCombine(b, (x, y) -> {
        seen.add(Thread.currentThread().getName().replace("richtest-", ""));
        return x + y;
      });
      RichThread.start("A", () -> a.complete(1));
      RichThread.start("B", () -> b.complete(2));
      if (sum.join() != 3) {
        throw new AssertionError();
      }
    }, 2);

    assertEquals(Set.of("A", "B"), threads);
  }

  @Test
  void thenApply_registeredBeforeOrAfterCompletion_runsInTheCompleterOrTheRegisterer() {
    Set<String> threads = Explored.observations(seen, () -> {
      CompletableFuture<Integer> f = new CompletableFuture<>("f");
      RichThread completer = RichThread.start("T", () -> f.complete(1));
      CompletableFuture<String> where =
          f.thenApply(x -> Thread.currentThread().getName().replace("richtest-", ""));
      seen.add(where.join());
      completer.join();
    }, 2);

    assertEquals(Set.of("T", "main"), threads);
  }

  @Test
  void asyncStages_onASingleThreadPool_runOnItsWorker() {
    Set<String> threads = Explored.observations(seen, () -> {
      ExecutorService pool = Executors.newSingleThreadExecutor("pool");
      CompletableFuture<String> result = CompletableFuture
          .supplyAsync(() -> 2, pool)
          .thenApplyAsync(x -> x + " on " + Thread.currentThread().getName(), pool);
      seen.add(result.join().replace("richtest-", ""));
      pool.close();
    }, 8);

    assertEquals(Set.of("2 on pool-worker-1"), threads);
  }

  @Test
  void orTimeout_raceWithTheCompletion_bothOutcomesExplored() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      CompletableFuture<Integer> f = new CompletableFuture<>("f");
      f.orTimeout(1, TimeUnit.SECONDS);
      RichThread.start("T", () -> f.complete(1));
      try {
        seen.add("value " + f.join());
      } catch (CompletionException timedOut) {
        seen.add("failed " + timedOut.getCause().getClass().getSimpleName());
      }
    }, 4);

    assertEquals(Set.of("failed " + TimeoutException.class.getSimpleName(), "value 1"), outcomes);
  }

  @Test
  void completeAndCancel_race_exactlyOneWins() {
    Set<String> outcomes = Explored.observations(seen, () -> {
      CompletableFuture<Integer> f = new CompletableFuture<>("f");
      boolean[] won = new boolean[2];
      RichThread completer = RichThread.start("C", () -> won[0] = f.complete(1));
      RichThread canceller = RichThread.start("X", () -> won[1] = f.cancel(false));
      completer.join();
      canceller.join();
      if (won[0] == won[1]) {
        throw new AssertionError("complete " + won[0] + ", cancel " + won[1]);
      }
      seen.add(f.isCancelled() ? "cancelled" : "completed");
    }, 2);

    assertEquals(Set.of("cancelled", "completed"), outcomes);
  }

  @Test
  void thenCompose_innerStageCompletedByAnotherThread_relaysItsValue() {
    Explored.assertCorrectAndComplete(() -> {
      CompletableFuture<Integer> inner = new CompletableFuture<>("inner");
      RichThread.start("T", () -> inner.complete(2));
      CompletableFuture<Integer> outer = CompletableFuture.completedFuture(1)
          .thenCompose(x -> inner.thenApply(y -> x + y));
      if (outer.join() != 3) {
        throw new AssertionError();
      }
    }, 4);
  }
}
