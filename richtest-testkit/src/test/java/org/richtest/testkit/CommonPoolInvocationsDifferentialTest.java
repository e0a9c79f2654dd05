package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.richtest.sync.concurrent.ForkJoinPool;

/**
 * The common pool's {@code invokeAny} and timed {@code invokeAll} against the exhaustive oracle:
 * the tasks are forked, as the common pool's {@code execute} does, so no pool line takes part, and
 * each scenario is explored on the common pool and on a pool of the program's own (whose {@code
 * submit} and {@code taskEnded} events race with nothing here) with the same count. The same
 * scenarios run on the JDK's common pool give the outcomes the model explores.
 */
class CommonPoolInvocationsDifferentialTest {

  /**
   * {@code invokeAny} of one task: the caller's look for a completed task ({@code poll} of the
   * completion queue) before or after the task adds itself there, the former followed by a
   * {@code take}: 2 sequences (derived by hand).
   */
  @Test
  void invokeAnyOfOne_matchesTheOracle() {
    assertEquals(Set.of("result a"), explored(2, pool -> invokeAny(pool, () -> "a")));
  }

  /** {@code invokeAny} of one failing task: every task failed, so it throws, as the JDK's; 2. */
  @Test
  void invokeAnyOfOneFailing_matchesTheOracle() {
    assertEquals(Set.of("failed IllegalStateException"), explored(2, pool -> invokeAny(pool, () -> {
      throw new IllegalStateException("failed");
    })));
  }

  private static String invokeAny(ForkJoinPool pool, Callable<String> task)
      throws InterruptedException {
    try {
      return "result " + pool.invokeAny(List.of(task));
    } catch (ExecutionException e) {
      return "failed " + e.getCause().getClass().getSimpleName();
    }
  }

  /**
   * A timed {@code invokeAll} of one task: the caller's timed {@code get} after the task set its
   * result (done), or before (timed out: the task is cancelled, before it ran, while it runs, or
   * after it set its result, the interrupt of its runner racing with what it does). The count, 11,
   * is the oracle's, pinned; both outcomes are derived by hand.
   */
  @Test
  void timedInvokeAllOfOne_matchesTheOracle() {
    assertEquals(Set.of("cancelled", "result 1"), explored(11, pool -> {
      List<Callable<Integer>> one = List.of(() -> 1);
      Future<Integer> done = pool.invokeAll(one, 1, TimeUnit.SECONDS).get(0);
      return done.isCancelled() ? "cancelled" : "result " + done.get();
    }));
  }

  /**
   * The common pool's {@code shutdown} does nothing under exploration, as the JDK's: its {@code
   * invokeAny} goes on as before it (2 sequences).
   */
  @Test
  void shutdownOfTheCommonPool_changesNothing_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    Differential.Comparison comparison = Differential.compare(() -> {
      ForkJoinPool common = ForkJoinPool.commonPool();
      common.shutdown();
      outcomes.add("shutdown " + common.isShutdown() + ", " + invokeAny(common, () -> "a"));
    });

    assertCounts(comparison, 2);
    assertEquals(Set.of("shutdown false, result a"), outcomes);
  }

  /** The same scenarios on the JDK's common pool: the outcomes the model explores. */
  @Test
  void theJdksCommonPool_givesTheSameOutcomes() throws Exception {
    java.util.concurrent.ForkJoinPool common = java.util.concurrent.ForkJoinPool.commonPool();

    assertEquals("a", common.invokeAny(List.of(() -> "a")));
    ExecutionException failed = assertThrows(ExecutionException.class,
        () -> common.invokeAny(List.<Callable<String>>of(() -> {
          throw new IllegalStateException("failed");
        })));
    assertTrue(failed.getCause() instanceof IllegalStateException, failed.toString());
    List<Callable<Integer>> one = List.of(() -> 1);
    Future<Integer> done = common.invokeAll(one, 1, TimeUnit.SECONDS).get(0);
    assertTrue(done.isDone(), "done or cancelled");
    assertTrue(done.isCancelled() || done.get() == 1, "cancelled or its result");
    common.shutdown();
    assertEquals(false, common.isShutdown(), "the common pool's shutdown does nothing");
  }

  /** What a scenario does on a pool, as the outcome it records. */
  @FunctionalInterface
  interface Scenario {
    String on(ForkJoinPool pool) throws Exception;
  }

  /**
   * Explores {@code scenario} on the common pool and on a pool of the program's own against the
   * oracle, both with {@code sequences}, and returns the outcomes seen on the common pool.
   */
  private static Set<String> explored(int sequences, Scenario scenario) {
    Set<String> common = outcomes(sequences, ForkJoinPool::commonPool, scenario);
    assertEquals(common, outcomes(sequences, () -> new ForkJoinPool(2), scenario),
        "a pool of the program's own");
    return common;
  }

  private static Set<String> outcomes(
      int sequences, Supplier<ForkJoinPool> pool, Scenario scenario) {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());
    assertCounts(Differential.compare(() -> outcomes.add(scenario.on(pool.get()))), sequences);
    return outcomes;
  }

  private static void assertCounts(Differential.Comparison comparison, int sequences) {
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(sequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(sequences, comparison.reachabilitySequences(), "reachability sequences");
  }
}
