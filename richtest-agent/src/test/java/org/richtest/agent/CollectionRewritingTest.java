package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.event.Line;
import org.richtest.event.LineKind;

/**
 * The JDK's non-blocking collections and atomic arrays in plain code, rewritten to their drop-ins:
 * a collection is a line of its own, and a check-then-act on a {@code ConcurrentLinkedQueue} is
 * found; an atomic array's elements are shared variables, and a lost update on one is found; an
 * adder and a stamped reference are shared variables.
 */
class CollectionRewritingTest {

  @Test
  void queueCheckThenAct_rewritten_nullPointerFoundInTheInterleavingWithAPollBetween() {
    Program program = RewritingLoader.program("QueueCheckThenAct");

    ExplorationResult result = exploreLikeTheOracle(program);

    List<Line> objects = RichTest.runOnce(program).sequence().lines().stream()
        .filter(line -> line.kind() == LineKind.OBJECT).toList();
    assertEquals(3, objects.size(), "a line per collection: " + objects);
    assertFalse(result.failures().isEmpty(), result.summary());
    assertTrue(result.failures().stream().anyMatch(f -> f.outcome() instanceof RunOutcome.Failure
        failure && failure.cause() instanceof NullPointerException), result.summary());
  }

  @Test
  void atomicArray_rewritten_aVariablePerElement_lostUpdateOnTheSharedSlotAsTheOracle() {
    Program program = RewritingLoader.program("AtomicArrayHits");

    ExplorationResult result = exploreLikeTheOracle(program);

    assertEquals(3, RichTest.runOnce(program).sequence().lines().stream()
        .filter(line -> line.kind() == LineKind.VARIABLE).count(), "a variable per element");
    // Only the shared slot's get-then-set pairs interleave: 4 orders, 2 losing an update.
    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
  }

  @Test
  void adderAndStampedReference_rewritten_sharedVariables_noBugAsTheOracle() {
    Program program = RewritingLoader.program("AdderHits");

    ExplorationResult result = exploreLikeTheOracle(program);

    assertEquals(2, RichTest.runOnce(program).sequence().lines().stream()
        .filter(line -> line.kind() == LineKind.VARIABLE).count(), "the adder and the reference");
    result.assertNoBugs();
    // The two adds in 2 orders, times the two claims in 2 orders.
    assertEquals(4, result.sequences(), result.summary());
  }
}
