package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.SynEvent;
import org.richtest.examples.concurrent.ProducerConsumerQueue;
import org.richtest.testkit.Differential;

/** The examples written against the {@code java.util.concurrent} drop-ins. */
class ConcurrentExamplesTest {

  @Test
  void producerConsumerQueue_twoByTwo_seventyTwoSequencesLikeTheOracle() {
    ExplorationResult result = RichTest.explore(ProducerConsumerQueue.program(2, 2, 1));
    ExplorationResult oracle = RichTest.explore(
        ProducerConsumerQueue.program(2, 2, 1),
        ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    result.assertNoBugs();
    assertEquals(72, result.sequences(), result.summary());
    assertEquals(result.runs(), result.sequences());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    Differential.Comparison sets = Differential.compare(ProducerConsumerQueue.program(2, 2, 1));
    assertTrue(sets.agrees(), sets.problem());
  }

  @Test
  void producerConsumerQueue_events_areNamedByTheJdkMethods() {
    RunResult run = RichTest.runOnce(ProducerConsumerQueue.program(2, 2, 1));

    String operations = run.sequence().events().stream()
        .map(SynEvent::toString)
        .reduce("", String::concat);
    for (String event : new String[] {"queue.put", "queue.take", "done.countDown", "done.await"}) {
      assertTrue(operations.contains(event), event + " in " + operations);
    }
  }
}
