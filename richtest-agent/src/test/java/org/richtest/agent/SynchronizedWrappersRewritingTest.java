package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.event.Line;
import org.richtest.event.LineKind;

/**
 * {@code Collections.synchronizedList} and its kin in plain JDK code, rewritten to wrappers on a
 * modelled monitor: each call a monitor event, the program's {@code synchronized (list)} the same
 * monitor, unlocked iteration explored into its {@code ConcurrentModificationException}.
 */
class SynchronizedWrappersRewritingTest {

  @Test
  void checkThenAct_onASynchronizedList_addedTwiceInSomeInterleaving() {
    Program program = RewritingLoader.program("SynchronizedListUse");

    ExplorationResult result = exploreLikeTheOracle(program);

    List<String> monitors = RichTest.runOnce(program).sequence().lines().stream()
        .filter(line -> line.kind() == LineKind.OBJECT).map(Line::name).toList();
    // Named as the objects the program allocates are: the wrapped ArrayList and TreeMap count too.
    assertEquals(List.of("SynchronizedList@main.2", "SynchronizedSortedMap@main.4"), monitors);
    // The two list events of each worker in 6 orders, 4 with both checks first; 2 map orders.
    assertEquals(12, result.sequences(), result.summary());
    assertEquals(8, result.failures().size(), result.summary());
  }

  @Test
  void checkThenAct_insideSynchronizedOnTheList_neverAddsTwice() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("SynchronizedListUse$Locked"));

    result.assertNoBugs();
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void iteration_withoutTheMapsLock_concurrentModificationFound() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("SynchronizedMapIteration"));

    assertTrue(result.failures().stream().anyMatch(f -> f.outcome() instanceof RunOutcome.Failure
        failure && failure.cause() instanceof ConcurrentModificationException), result.summary());
  }
}
