package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.Program;
import org.richtest.Strategy;
import org.richtest.UnsupportedProgramException;
import org.richtest.spi.Controller;
import org.richtest.sync.RichThread;
import org.richtest.workitem.WorkItemRunner;

/**
 * An exploration by work items starts over, as {@code RichTest.explore} does, with whatever part of
 * the model a run showed missing, which {@link org.richtest.UnsupportedProgramException#modelling}
 * names: the ends of threads for a program that asks {@code isAlive} or stops a fork/join pool by
 * {@code shutdownNow}, the clock for one that reads it; its counts are then the sequential
 * exploration's. It started over for interrupts only, and refused the others.
 */
class WorkItemStartingOverTest {

  /** The runs of a work item: two, so that a program's space spans several items. */
  private static final long ITEM_RUNS = 2;

  @Test
  void isAlive_workItemsStartOverWithThreadEnds_asTheSequentialExploration() {
    assertSameAsSequential(ThreadEndDifferentialTest::branchOnIsAlive, 3);
  }

  @Test
  void forkJoinShutdownNow_workItemsStartOverWithThreadEnds_asTheSequentialExploration() {
    assertSameAsSequential(ForkJoinLifeCycleDifferentialTest.countAfterShutdownNow(), 6);
  }

  /**
   * T reads the clock while main lets a millisecond pass: the read before or after the passing, 2
   * sequences.
   */
  @Test
  void clockRead_workItemsStartOverWithTheClock_asTheSequentialExploration() {
    assertSameAsSequential(() -> {
      RichThread t = RichThread.start("T", () -> Controller.current().logicalNanos());
      Controller.current().timePassed(1_000_000);
      t.join();
    }, 2);
  }

  /** Also compares the whole of {@link Differential#compare}, work items included. */
  @Test
  void isAlive_differentialComparisonApplies() {
    Differential.Comparison comparison =
        Differential.compare(ThreadEndDifferentialTest::branchOnIsAlive);

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(3, comparison.oracleSequences());
  }

  /**
   * A runner's key of a program whose first run asks {@code isAlive} is refused in the public
   * form, naming the options that model thread ends; a runner of those gives it. (It let the
   * internal signal out, which a cluster's coordinator passed on.)
   */
  @Test
  void programKeyOfAnIsAliveProgram_refusedPublicly_withTheOptionsThatModelIt() {
    Program program = ThreadEndDifferentialTest::branchOnIsAlive;
    ExplorationOptions defaults = Differential.options(Strategy.REACHABILITY);

    UnsupportedProgramException refused = assertThrows(UnsupportedProgramException.class,
        () -> WorkItemRunner.of(program, defaults).programKey());

    ExplorationOptions modelling = refused.modelling(defaults).orElseThrow();
    assertTrue(modelling.modelsThreadEnds());
    assertTrue(WorkItemRunner.of(program, modelling).programKey().length > 0);
  }

  private static void assertSameAsSequential(Program program, int expectedSequences) {
    Differential.Exploration sequential =
        Differential.explore(program, Differential.options(Strategy.REACHABILITY));
    Differential.Exploration items = WorkItemExploration.explore(
        program, Differential.options(Strategy.REACHABILITY), ITEM_RUNS);

    assertTrue(items.result().complete(), items.result().summary());
    assertEquals(expectedSequences, items.partialOrders().size(), "sequences by work items");
    assertEquals(sequential.distinct(), items.distinct());
    assertEquals(sequential.bugs(), items.bugs());
    assertEquals(sequential.result().runs(), items.result().runs(), "runs");
    assertEquals(sequential.result().partialRuns(), items.result().partialRuns(), "partial runs");
  }
}
