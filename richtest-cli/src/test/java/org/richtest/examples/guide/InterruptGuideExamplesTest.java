package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.Executors;
import org.richtest.sync.concurrent.LinkedBlockingQueue;

/**
 * The interruption examples of the user guide, explored and checked against the exhaustive oracle;
 * {@link GuideSnippetsTest} checks that the guide shows the marked regions unchanged.
 */
class InterruptGuideExamplesTest {

  // guide:begin swallowed-interrupt
  /** A worker cancelled while it waits for a task swallows the interrupt, and waits on. */
  static void swallowedInterrupt() throws Exception {
    LinkedBlockingQueue<String> tasks = new LinkedBlockingQueue<>();
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<?> worker = pool.submit(() -> {
      while (!RichThread.isCurrentInterrupted()) {
        try {
          tasks.take();
        } catch (InterruptedException e) {
          // swallowed: the status is clear again, so the loop takes again
        }
      }
    });
    tasks.put("render");
    worker.cancel(true);
    pool.close(); // waits for the worker to end
  }
  // guide:end swallowed-interrupt

  // guide:begin restored-interrupt
  /** The same worker restores the interrupt, so its loop ends. */
  static void restoredInterrupt() throws Exception {
    LinkedBlockingQueue<String> tasks = new LinkedBlockingQueue<>();
    ExecutorService pool = Executors.newSingleThreadExecutor("pool");
    Future<?> worker = pool.submit(() -> {
      while (!RichThread.isCurrentInterrupted()) {
        try {
          tasks.take();
        } catch (InterruptedException e) {
          RichThread.interruptCurrent();
        }
      }
    });
    tasks.put("render");
    worker.cancel(true);
    pool.close();
  }
  // guide:end restored-interrupt

  @Test
  void swallowedInterrupt_deadlocksWhenTheInterruptFindsTheWorkerWaiting() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    ExplorationResult result =
        RichTest.explore(InterruptGuideExamplesTest::swallowedInterrupt, all);
    ExplorationResult oracle = RichTest.explore(
        InterruptGuideExamplesTest::swallowedInterrupt, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(10, result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.bugs().get(0).outcome());
    assertTrue(
        deadlock.toString().contains("pool-worker-1 waits for take on"), deadlock.toString());
  }

  @Test
  void restoredInterrupt_endsInEverySequence() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    ExplorationResult result = RichTest.explore(InterruptGuideExamplesTest::restoredInterrupt, all);
    ExplorationResult oracle = RichTest.explore(
        InterruptGuideExamplesTest::restoredInterrupt, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(14, result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertTrue(result.bugs().isEmpty(), result.summary());
  }
}
