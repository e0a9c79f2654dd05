package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The {@code Exchanger} drop-in: with real threads outside an exploration as the JDK's, and under
 * one small programs explored to the end, their counts pinned and equal to the oracle's: two
 * threads swap, three pair up in every way, a timed exchange times out or meets its partner, a
 * lone exchange deadlocks.
 */
class ExchangerTest {

  @Test
  void outside_realThreads_swapAndTimeOut() throws Exception {
    Exchanger<String> exchanger = new Exchanger<>();
    String[] got = new String[1];
    Thread other = new Thread(() -> {
      try {
        got[0] = exchanger.exchange("b");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    other.start();
    assertEquals("b", exchanger.exchange("a"));
    other.join(10_000);
    assertEquals("a", got[0]);
    assertThrows(TimeoutException.class, () -> exchanger.exchange("c", 1, TimeUnit.MILLISECONDS));
    assertTrue(exchanger.toString().startsWith("Exchanger Exchanger@"), exchanger.toString());
  }

  /** Two threads swap their names, nulls among them as the JDK allows. */
  static void swap() throws Exception {
    Exchanger<String> exchanger = new Exchanger<>("ex");
    String[] got = new String[1];
    RichThread other = RichThread.start("B", () -> got[0] = exchanger.exchange(null));
    String mine = exchanger.exchange("a");
    other.join();
    check(mine == null && "a".equals(got[0]), "swapped " + mine + " for " + got[0]);
  }

  @Test
  void swap_explored_bothWaysLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(ExchangerTest::swap);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(2, result.sequences(), result.summary());
  }

  /** Three threads exchange twice each with a fourth: each pairing is explored. */
  static Program pairs(Set<String> seen) {
    return () -> {
      Exchanger<String> exchanger = new Exchanger<>("ex");
      RichThread a = RichThread.start("A", () -> seen.add("A got " + exchanger.exchange("A")));
      RichThread b = RichThread.start("B", () -> seen.add("B got " + exchanger.exchange("B")));
      RichThread c = RichThread.start("C", () -> seen.add("C got " + exchanger.exchange("C")));
      seen.add("main got " + exchanger.exchange("main"));
      a.join();
      b.join();
      c.join();
    };
  }

  @Test
  void fourThreads_explored_everyPairingLikeTheOracle() {
    Set<String> seen = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(pairs(seen));

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertTrue(seen.containsAll(Set.of("A got B", "A got C", "A got main", "main got C")), seen
        .toString());
    assertEquals(24, result.sequences(), result.summary());
  }

  /** A timed exchange against a partner that comes: in time or not. */
  static Program timed(Set<String> outcomes) {
    return () -> {
      Exchanger<String> exchanger = new Exchanger<>("ex");
      RichThread waiter = RichThread.start("W", () -> {
        try {
          outcomes.add(exchanger.exchange("w", 1, TimeUnit.SECONDS));
        } catch (TimeoutException e) {
          outcomes.add("timed out");
        }
      });
      RichThread partner = RichThread.start("P", () -> {
        try {
          exchanger.exchange("p", 1, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
          // the waiter left first
        }
      });
      waiter.join();
      partner.join();
    };
  }

  @Test
  void timedExchange_explored_partnerOrTimeout() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(timed(outcomes));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("p", "timed out"), outcomes);
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void loneExchange_explored_deadlockNamesTheExchanger() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Exchanger<String> exchanger = new Exchanger<>("ex");
      exchanger.exchange("alone");
    });

    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().get(0).outcome());
    assertTrue(deadlock.blocked().toString().contains("main waits for a partner to exchange "
        + "with in ex"), deadlock.blocked().toString());
  }

  @Test
  void interruptedExchange_underExploration_throwsAndLeaves() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      Exchanger<String> exchanger = new Exchanger<>("ex");
      RichThread.interruptCurrent();
      assertThrows(InterruptedException.class, () -> exchanger.exchange("a"));
      assertThrows(TimeoutException.class, () -> exchanger.exchange("b", 0, TimeUnit.SECONDS));
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }
}
