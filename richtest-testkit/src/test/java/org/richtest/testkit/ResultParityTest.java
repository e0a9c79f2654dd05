package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;

/**
 * Every count of a result is the same whichever way the exploration is made: on workers, in work
 * items, resumed from a checkpoint ({@link Differential#compare} compares every component of the
 * results, {@link ResultParity}). Here on a program whose runs cut a periodic task, the count work
 * items and checkpoints once lost.
 */
class ResultParityTest {

  @TempDir Path dir;

  /** A periodic task kept after shutdown runs until the bound of two periods cuts it. */
  private static final Program TICKS_UNTIL_CUT = () -> {
    int[] ticks = {0};
    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
    pool.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
    pool.scheduleAtFixedRate(() -> ticks[0]++, 0, 10, TimeUnit.MILLISECONDS);
    pool.close();
  };

  @Test
  void periodicCuts_sameOnWorkersInWorkItemsAndResumed() {
    ExplorationResult sequential = RichTest.explore(TICKS_UNTIL_CUT);
    assertEquals(32, sequential.sequences(), sequential.summary());
    assertEquals(sequential.runs(), sequential.periodicCuts(), sequential.summary());

    Differential.Comparison comparison =
        Differential.compare(TICKS_UNTIL_CUT, dir.resolve("ticks.checkpoint"));

    assertEquals("", comparison.problem());
    assertEquals(32, comparison.reachabilitySequences());
  }
}
