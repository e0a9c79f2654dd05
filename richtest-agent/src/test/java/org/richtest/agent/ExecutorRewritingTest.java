package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;

/**
 * The executor classes called from rewritten code ({@code ExecutorCalls}): each program runs
 * unchanged outside an exploration, and explores without a bug, as many sequences as the oracle. A
 * JDK method that takes or returns a class the drop-ins replace fails with a clear message instead of
 * a {@link NoSuchMethodError}.
 */
class ExecutorRewritingTest {

  @ParameterizedTest
  @ValueSource(strings = {
      "SubmitAndGet", "ConstructedPool", "TaskOnPool", "SupplyAsyncChain", "ToCompletableFuture"})
  void executorCalls_rewritten_exploredLikeTheOracle(String name) {
    Program program = RewritingLoader.program("ExecutorCalls$" + name);
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    result.assertNoBugs();
    assertTrue(result.complete(), result.summary());
    assertTrue(result.sequences() > 1, "the pool's threads ran uncontrolled: " + result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SubmitAndGet", "ConstructedPool", "TaskOnPool", "SupplyAsyncChain", "ToCompletableFuture"})
  void executorCalls_rewritten_runAsBeforeOutsideAnExploration(String name) throws Exception {
    RewritingLoader.program("ExecutorCalls$" + name).run();
  }

  @Test
  void jdkMethodReturningAJdkFuture_rewritten_failsNamingTheMethodAndTheCallSite() {
    Program program = RewritingLoader.program("ExecutorCalls$JdkMethodReturningAFuture");

    UnsupportedOperationException thrown =
        assertThrows(UnsupportedOperationException.class, program::run);

    String message = thrown.getMessage();
    assertTrue(message.startsWith("java.util.concurrent.SubmissionPublisher.consume takes or "
        + "returns a java.util.concurrent class that the agent replaces"), message);
    assertTrue(message.contains("(called at org.richtest.agent.fixtures.ExecutorCalls$"
        + "JdkMethodReturningAFuture.run(ExecutorCalls.java:"), message);
  }
}
