package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The barrier drop-in under exploration: small programs explored to the end, their sequence counts
 * pinned and equal to the exhaustive oracle's, and its misuse.
 */
class CyclicBarrierExplorationTest {

  /**
   * Two parties meet at a barrier whose action counts trips: each sees the action done when it
   * goes on, and the arrival indices are 1 and 0.
   */
  static void twoParties() throws Exception {
    int[] trips = {0};
    CyclicBarrier barrier = new CyclicBarrier(2, () -> trips[0]++, "barrier");
    int[] indices = new int[2];
    RichThread t1 = RichThread.start("T1", () -> {
      indices[0] = barrier.await();
      check(trips[0] == 1, "T1 passed before the action ran");
    });
    RichThread t2 = RichThread.start("T2", () -> {
      indices[1] = barrier.await();
      check(trips[0] == 1, "T2 passed before the action ran");
    });
    t1.join();
    t2.join();
    check(indices[0] + indices[1] == 1, "arrival indices " + indices[0] + ", " + indices[1]);
    check(barrier.getNumberWaiting() == 0 && !barrier.isBroken(), "barrier left " + barrier);
  }

  @Test
  void twoParties_explored_actionBeforeEveryoneInTwoSequences() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        CyclicBarrierExplorationTest::twoParties);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences());
  }

  /**
   * T1 waits for T2 at the barrier with a timeout: it times out and breaks the barrier (T2 then
   * finds it broken), or T2 comes first and both pass.
   */
  static Program timedWaiter(Set<String> outcomes) {
    return () -> {
      CyclicBarrier barrier = new CyclicBarrier(2, null, "barrier");
      String[] seen = new String[2];
      RichThread t1 = RichThread.start("T1", () -> seen[0] = awaitTimed(barrier));
      RichThread t2 = RichThread.start("T2", () -> seen[1] = await(barrier));
      t1.join();
      t2.join();
      outcomes.add(seen[0] + " " + seen[1] + " broken=" + barrier.isBroken());
    };
  }

  @Test
  void timedWaiter_explored_timesOutAndBreaksTheBarrierOrPasses() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timedWaiter(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(3, result.sequences());
    assertEquals(Set.of(
            "0 1 broken=false",
            "1 0 broken=false",
            "TimeoutException BrokenBarrierException broken=true"),
        outcomes);
  }

  /**
   * While the last party runs the barrier action (here a count-down on a latch, an event of its
   * own), T3 asks how many parties wait: the JDK holds the barrier's lock during the action, so T3
   * sees 0 or 1, never the 2 of a barrier half tripped. Twelve sequences: the order of the two
   * arrivals, where T3's query falls among them (before, between, after the trip), and the order of
   * the parties' reads of the latch.
   */
  static Program actionHoldsTheBarrier(Set<Integer> seen) {
    return () -> {
      CountDownLatch acted = new CountDownLatch(1, "acted");
      CyclicBarrier barrier = new CyclicBarrier(2, acted::countDown, "barrier");
      RichThread.Body party = () -> {
        barrier.await();
        check(acted.getCount() == 0, "a party passed before the action ended");
      };
      RichThread t1 = RichThread.start("T1", party);
      RichThread t2 = RichThread.start("T2", party);
      RichThread t3 = RichThread.start("T3", () -> seen.add(barrier.getNumberWaiting()));
      t1.join();
      t2.join();
      t3.join();
    };
  }

  @Test
  void actionWithAnEvent_explored_noOneSeesTheBarrierHalfTripped() {
    Set<Integer> seen = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(actionHoldsTheBarrier(seen));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(12, result.sequences());
    assertEquals(Set.of(0, 1), seen);
  }

  /** T2 resets the barrier T1 waits at: T1 gets a broken barrier, or waits for ever after it. */
  static void resetWhileWaiting() throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2, null, "barrier");
    RichThread t1 = RichThread.start("T1", () -> {
      try {
        barrier.await();
        throw new AssertionError("passed a barrier of two parties alone");
      } catch (BrokenBarrierException expected) {
        check(!barrier.isBroken(), "a reset barrier is broken");
      }
    });
    RichThread t2 = RichThread.start("T2", barrier::reset);
    t1.join();
    t2.join();
  }

  @Test
  void resetWhileWaiting_explored_brokenForTheWaiterOrADeadlock() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        CyclicBarrierExplorationTest::resetWhileWaiting);

    assertEquals(2, result.sequences());
    assertEquals(0, result.failures().size(), result.summary());
    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertEquals(List.of("T1 waits for trip of the barrier in barrier", "main waits for join(T1)"),
        deadlock.blocked().stream().map(Object::toString).sorted().toList());
  }

  /** The action throws: the last party gets its exception, the other a broken barrier. */
  static void actionThrows() throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2, () -> {
      throw new IllegalStateException("action failed");
    }, "barrier");
    String[] seen = new String[2];
    RichThread t1 = RichThread.start("T1", () -> seen[0] = await(barrier));
    RichThread t2 = RichThread.start("T2", () -> seen[1] = await(barrier));
    t1.join();
    t2.join();
    List<String> both = List.of(seen[0], seen[1]);
    check(both.contains("IllegalStateException") && both.contains("BrokenBarrierException"),
        "saw " + both);
    check(barrier.isBroken(), "a failed action left the barrier whole");
  }

  @Test
  void actionThrows_explored_breaksTheBarrierInBothSequences() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        CyclicBarrierExplorationTest::actionThrows);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences());
  }

  @Test
  void awaitInItsOwnAction_underExploration_failsWithIllegalState() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      CyclicBarrier[] self = new CyclicBarrier[1];
      self[0] = new CyclicBarrier(1, () -> {
        try {
          self[0].await();
        } catch (InterruptedException | BrokenBarrierException e) {
          throw new AssertionError(e);
        }
      }, "barrier");
      self[0].await();
    }).outcome();

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertTrue(failure.cause().getMessage().contains("own barrier action"), failure.toString());
  }

  @Test
  void queriesInItsOwnAction_underExploration_seeTheTrippingBarrier() {
    int[] waiting = {-1};
    RunOutcome outcome = RichTest.runOnce(() -> {
      CyclicBarrier[] self = new CyclicBarrier[1];
      self[0] = new CyclicBarrier(1, () -> waiting[0] = self[0].getNumberWaiting(), "barrier");
      check(self[0].await() == 0, "the only party is not the last");
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome);
    assertEquals(1, waiting[0]);
  }

  @Test
  void constructor_underExploration_checksParties() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new CyclicBarrier(0));
      check(e.getMessage().contains("parties must be >= 1"), e.getMessage());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome);
  }

  private static String await(CyclicBarrier barrier) {
    try {
      return String.valueOf(barrier.await());
    } catch (BrokenBarrierException | InterruptedException | RuntimeException e) {
      return e.getClass().getSimpleName();
    }
  }

  private static String awaitTimed(CyclicBarrier barrier) {
    try {
      return String.valueOf(barrier.await(1, TimeUnit.SECONDS));
    } catch (BrokenBarrierException | InterruptedException | TimeoutException e) {
      return e.getClass().getSimpleName();
    }
  }
}
