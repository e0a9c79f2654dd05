package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.concurrent.PoolStarvation;

/**
 * The thread-starvation deadlock of {@link PoolStarvation}: found in some interleavings only, with
 * what each thread waits for, replayed, and the same as the exhaustive oracle finds.
 */
class PoolStarvationTest {

  private static final Program PROGRAM = PoolStarvation.program(2, 2);

  /** Where each blocked thread waits: a task of the program, as its stack trace says. */
  private static final String AT =
      "org.richtest.examples.concurrent.PoolStarvation.lambda$program$";

  @Test
  void explore_twoTasksOnTwoWorkers_deadlockFoundWithEveryWait() {
    ExplorationResult result = RichTest.explore(PROGRAM);

    RunResult bug = result.bugs().get(0);
    RunOutcome.Deadlock deadlock = assertInstanceOf(RunOutcome.Deadlock.class, bug.outcome());
    assertEquals(List.of(
        new RunOutcome.BlockedThread(
            "main", "get on pool-main-task1", AT + "0(PoolStarvation.java:32)"),
        new RunOutcome.BlockedThread("pool-worker-1", "get on pool-pool-worker-1-task1",
            AT + "1(PoolStarvation.java:28)"),
        new RunOutcome.BlockedThread("pool-worker-2", "get on pool-pool-worker-2-task1",
            AT + "1(PoolStarvation.java:28)")),
        deadlock.blocked());
    RunResult replayed = RichTest.replay(PROGRAM, bug.sequence());
    assertEquals(bug.outcome(), replayed.outcome());
  }

  @Test
  void exploreToTheEnd_someSequencesDeadlockOthersNot_likeTheOracle() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(PROGRAM, all);
    ExplorationResult oracle = RichTest.explore(PROGRAM, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete());
    assertEquals(Examples.byName("pool-starvation").orElseThrow().expectedSequences(),
        result.sequences());
    assertEquals(oracle.sequences(), result.sequences());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size());
    assertFalse(result.deadlocks().isEmpty());
    assertTrue(result.deadlocks().size() < result.sequences(), result.summary());
  }
}
