package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/** The frontier's ends: explored in full, stopped, and what a stop drops. */
class ItemFrontierTest {

  private static final WorkItemRunner RUNNER =
      WorkItemRunner.of(TestPrograms.resolve("mutex-2-1"), ExplorationOptions.defaults());

  @Test
  void take_exploredInFullAfterTheTimeBudget_endsComplete() throws Exception {
    ItemFrontier frontier =
        new ItemFrontier(RUNNER.root(), 1, Duration.ofMillis(200), System.nanoTime());
    WorkItem root = frontier.take();
    WorkResult all = RUNNER.explore(root, 1_000);
    assertTrue(all.children().isEmpty());
    Thread.sleep(300);
    assertTrue(frontier.commit(0, all));
    assertNull(frontier.take());
    assertFalse(frontier.stopped(), "a space explored in full was reported stopped by the clock");
  }

  @Test
  void commit_afterAStop_isDropped() throws Exception {
    ItemFrontier frontier = new ItemFrontier(RUNNER.root(), 2, null, System.nanoTime());
    WorkResult first = RUNNER.explore(frontier.take(), 1);
    frontier.abandon();
    assertFalse(frontier.commit(1, first));
    assertEquals(0, frontier.tally().runs());
    assertNull(frontier.take());
  }
}
