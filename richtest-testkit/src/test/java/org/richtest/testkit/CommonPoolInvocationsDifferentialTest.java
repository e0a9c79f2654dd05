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
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.sync.concurrent.ForkJoinPool;

/**
 * The common pool's {@code invokeAny} and timed {@code invokeAll} against the exhaustive oracle:
 * the tasks are forked, as the common pool's {@code execute} does, so no pool line takes part and
 * the counts are those of a pool of the program's own ({@code ForkJoinLifeCycleDifferentialTest}),
 * whose {@code submit} and {@code taskEnded} events race with nothing there. The same scenarios
 * run on the JDK's common pool give the outcomes the model explores.
 */
class CommonPoolInvocationsDifferentialTest {

  /**
   * {@code invokeAny} of one task: the caller's look for a completed task ({@code poll} of the
   * completion queue) before or after the task adds itself there, the former followed by a
   * {@code take}: 2 sequences (derived by hand).
   */
  @Test
  void invokeAnyOfOne_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(invokeAny(outcomes, List.of(() -> "a")), 2);
    assertEquals(Set.of("result a"), outcomes);
  }

  /** {@code invokeAny} of one task that fails: every task failed, so it throws, as the JDK's. */
  @Test
  void invokeAnyOfOneFailing_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(invokeAny(outcomes, List.of(() -> {
      throw new IllegalStateException("failed");
    })), 2);
    assertEquals(Set.of("failed IllegalStateException"), outcomes);
  }

  static Program invokeAny(Set<String> outcomes, List<Callable<String>> tasks) {
    return () -> {
      try {
        outcomes.add("result " + ForkJoinPool.commonPool().invokeAny(tasks));
      } catch (ExecutionException e) {
        outcomes.add("failed " + e.getCause().getClass().getSimpleName());
      }
    };
  }

  /**
   * A timed {@code invokeAll} of one task: the caller's timed {@code get} after the task set its
   * result (done), or before (timed out: the task is cancelled, before it ran, while it runs, or
   * after it set its result, the interrupt of its runner racing with what it does). The count is
   * the oracle's, pinned, and the same as for a pool of the program's own; both outcomes are
   * derived by hand.
   */
  @Test
  void timedInvokeAllOfOne_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(() -> {
      List<Callable<Integer>> one = List.of(() -> 1);
      Future<Integer> done =
          ForkJoinPool.commonPool().invokeAll(one, 1, TimeUnit.SECONDS).get(0);
      outcomes.add(done.isCancelled() ? "cancelled" : "result " + done.get());
    }, 11);
    assertEquals(Set.of("cancelled", "result 1"), outcomes);
  }

  /** The common pool's {@code shutdown} does nothing under exploration, as the JDK's. */
  @Test
  void shutdownOfTheCommonPool_changesNothing_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(() -> {
      ForkJoinPool common = ForkJoinPool.commonPool();
      common.shutdown();
      outcomes.add("shutdown " + common.isShutdown() + ", result "
          + common.invokeAny(List.of(() -> "a")));
    }, 2);
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

  private static void assertAgrees(Program program, int expectedSequences) {
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
  }
}
