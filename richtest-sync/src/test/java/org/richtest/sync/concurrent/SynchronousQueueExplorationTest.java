package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The synchronous-queue drop-in under exploration: small programs explored to the end, their
 * sequence counts pinned and equal to the exhaustive oracle's, and its misuse.
 */
class SynchronousQueueExplorationTest {

  /** A producer hands two items to a consumer, in order, whichever of them comes first. */
  static void handoff() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>("queue");
    List<Integer> taken = new ArrayList<>();
    RichThread producer = RichThread.start("P", () -> {
      queue.put(1);
      queue.put(2);
    });
    RichThread consumer = RichThread.start("C", () -> {
      taken.add(queue.take());
      taken.add(queue.take());
    });
    producer.join();
    consumer.join();
    check(taken.equals(List.of(1, 2)), "taken " + taken);
    check(queue.isEmpty() && queue.peek() == null, "a synchronous queue holds " + queue.peek());
  }

  @Test
  void handoff_explored_inOrderInFourSequences() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(SynchronousQueueExplorationTest::handoff);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(4, result.sequences());
  }

  /** Two producers and two consumers: every producer's item reaches some consumer. */
  static void twoProducersTwoConsumers() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>("queue");
    List<Integer> taken = new ArrayList<>();
    RichThread p1 = RichThread.start("P1", () -> queue.put(1));
    RichThread p2 = RichThread.start("P2", () -> queue.put(2));
    RichThread c1 = RichThread.start("C1", () -> taken.add(queue.take()));
    RichThread c2 = RichThread.start("C2", () -> taken.add(queue.take()));
    p1.join();
    p2.join();
    c1.join();
    c2.join();
    check(taken.size() == 2 && taken.containsAll(List.of(1, 2)), "taken " + taken);
  }

  @Test
  void twoProducersTwoConsumers_explored_noItemLostLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        SynchronousQueueExplorationTest::twoProducersTwoConsumers);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(24, result.sequences());
  }

  /**
   * A timed poll against a timed offer: they meet (whichever registered first is served by the
   * other's arrival) or both time out.
   */
  static Program timedPair(Set<String> outcomes) {
    return () -> {
      SynchronousQueue<Integer> queue = new SynchronousQueue<>("queue");
      boolean[] offered = new boolean[1];
      Integer[] polled = new Integer[1];
      RichThread producer = RichThread.start("P", () -> offered[0] = queue.offer(7, 1,
          TimeUnit.SECONDS));
      RichThread consumer = RichThread.start("C", () -> polled[0] = queue.poll(1,
          TimeUnit.SECONDS));
      producer.join();
      consumer.join();
      check(offered[0] == (polled[0] != null), "offered " + offered[0] + ", polled " + polled[0]);
      outcomes.add(offered[0] + " " + polled[0]);
    };
  }

  @Test
  void timedOfferAndPoll_explored_meetOrBothTimeOut() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timedPair(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(4, result.sequences());
    assertEquals(Set.of("false null", "true 7"), outcomes);
  }

  /** An untimed offer with no taker yet fails; the consumer then waits for ever. */
  static void offerWithoutTaker() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>("queue");
    RichThread producer = RichThread.start("P", () -> queue.offer(1));
    RichThread consumer = RichThread.start("C", queue::take);
    producer.join();
    consumer.join();
  }

  @Test
  void offerWithoutTaker_explored_handsOverOrLeavesTheTakerWaiting() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        SynchronousQueueExplorationTest::offerWithoutTaker);

    assertEquals(2, result.sequences());
    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertEquals(List.of("C waits for a putter in queue", "main waits for join(C)"),
        deadlock.blocked().stream().map(Object::toString).sorted().toList());
  }

  @Test
  void fairQueue_underExploration_rejected() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      UnsupportedOperationException e =
          assertThrows(UnsupportedOperationException.class, () -> new SynchronousQueue<>(true));
      check(e.getMessage().contains("SynchronousQueue(fair)"), e.getMessage());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome);
  }

  @Test
  void nullElement_underExploration_rejectedWithoutAnEvent() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      SynchronousQueue<Integer> queue = new SynchronousQueue<>("queue");
      assertThrows(NullPointerException.class, () -> queue.put(null));
      assertThrows(NullPointerException.class, () -> queue.offer(null));
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome);
  }
}
