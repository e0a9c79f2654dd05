package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.CompletableFuture;
import org.richtest.sync.concurrent.Executors;

/**
 * The executor and future examples of the user guide, each explored and its count asserted against
 * the exhaustive oracle; {@link GuideSnippetsTest} checks that the guide shows the marked regions
 * unchanged.
 */
class ExecutorGuideExamplesTest {

  // guide:begin executor
  /** Two tasks on a single-thread pool; the caller waits for both, then closes the pool. */
  static void twoTasks() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<Integer> first = pool.submit(() -> 1);
    Future<Integer> second = pool.submit(() -> 2);
    assertEquals(3, first.get() + second.get());
    pool.close();
  }
  // guide:end executor

  // guide:begin starvation
  /** A task waits for a subtask it submitted to its own single-thread pool. */
  static void starvation() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<Integer> outer = pool.submit(() -> pool.submit(() -> 1).get());
    outer.get();
  }
  // guide:end starvation

  // guide:begin completable-future
  /** A price computed on a new thread, taxed, and added to shipping another thread reports. */
  static void total() {
    CompletableFuture<Integer> price = CompletableFuture.supplyAsync(() -> 20);
    CompletableFuture<Integer> taxed = price.thenApply(p -> p * 12 / 10);
    CompletableFuture<Integer> shipping = new CompletableFuture<>("shipping");
    RichThread.start("courier", () -> shipping.complete(5));
    assertEquals(29, taxed.thenCombine(shipping, Integer::sum).join());
  }
  // guide:end completable-future

  @Test
  void twoTasks_singleThreadPool_fourSequences() {
    assertSequencesLikeTheOracle(ExecutorGuideExamplesTest::twoTasks, 4);
  }

  @Test
  void starvation_singleThreadPool_deadlocksInTheOnlySequence() {
    ExplorationResult result = RichTest.explore(ExecutorGuideExamplesTest::starvation);

    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.bugs().get(0).outcome());
    String at = " at org\\.richtest\\.examples\\.guide\\.ExecutorGuideExamplesTest\\.";
    assertTrue(deadlock.toString().matches("deadlock:\n"
        + "  main waits for get on pool-main-task1" + at
        + "starvation\\(ExecutorGuideExamplesTest\\.java:\\d+\\)\n"
        + "  pool-worker-1 waits for get on pool-pool-worker-1-task1" + at
        + "lambda\\$starvation\\$0\\(ExecutorGuideExamplesTest\\.java:\\d+\\)"),
        deadlock.toString());
  }

  @Test
  void total_supplyThenApplyThenCombine_sequencesLikeTheOracle() {
    assertSequencesLikeTheOracle(ExecutorGuideExamplesTest::total, 25);
  }

  private static void assertSequencesLikeTheOracle(Program program, long expected) {
    ExplorationResult result = RichTest.explore(program);
    ExplorationResult oracle =
        RichTest.explore(program, ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(expected, result.sequences(), result.summary());
  }
}
