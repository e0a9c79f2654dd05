package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * Proves that a thread's end is an event that {@code isAlive} races with (docs/decisions.md,
 * "Thread life as events"): code that branches on it is explored exactly, as the oracle explores
 * it, and a thread that dies of an uncaught throwable leaves the run going on, so that the hang it
 * leads to is reported with the failure as its cause.
 */
class ThreadEndDifferentialTest {

  /**
   * Main asks whether T, which takes and gives back a mutex, is alive, and takes the mutex too if
   * it is. Three sequences: main asks before T's end and takes the mutex before T or after it; or
   * main asks after T's end and does nothing.
   */
  static void branchOnIsAlive() throws Exception {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    RichThread t = RichThread.start("T", () -> {
      mutex.P();
      mutex.V();
    });
    if (t.isAlive()) {
      mutex.P();
      mutex.V();
    }
    t.join();
  }

  /**
   * T dies of an uncaught exception before it signals; main waits for the signal unless it sees T
   * dead first. Two sequences: main asks before T's end and waits for ever (a deadlock caused by
   * the failure), or after it and gives up (the failure alone).
   */
  static void deathLeadsToHang() throws Exception {
    CountingSemaphore signal = new CountingSemaphore(0, "signal");
    RichThread t = RichThread.start("T", () -> {
      if (signal != null) {
        throw new IllegalStateException("T died");
      }
      signal.V();
    });
    if (t.isAlive()) {
      signal.P();
    }
  }

  @Test
  void branchOnIsAlive_bothStrategies_threeSequences() {
    ExplorationResult result = RichTest.explore(ThreadEndDifferentialTest::branchOnIsAlive);
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(3, result.sequences(), result.summary());
    assertAgreesWithTheOracle(ThreadEndDifferentialTest::branchOnIsAlive, 3);
  }

  @Test
  void deathLeadsToHang_bothOutcomesReported() {
    ExplorationResult result = RichTest.explore(ThreadEndDifferentialTest::deathLeadsToHang,
        ExplorationOptions.defaults().withStopAtFirstBug(false));
    assertTrue(result.complete(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
    List<RunResult> deadlocks = result.deadlocks();
    assertEquals(1, deadlocks.size(), result.summary());
    RunOutcome.Deadlock hang = (RunOutcome.Deadlock) deadlocks.get(0).outcome();
    assertTrue(hang.failure().isPresent(), hang.toString());
    assertTrue(hang.toString().startsWith("deadlock after a failure in thread T at "),
        hang.toString());
    assertTrue(hang.toString().contains(": java.lang.IllegalStateException: T died"),
        hang.toString());
    assertTrue(hang.toString().contains("main waits for P"), hang.toString());
    assertEquals(1, result.failures().size(), result.summary());
    assertAgreesWithTheOracle(ThreadEndDifferentialTest::deathLeadsToHang, 2);
  }

  /**
   * Asserts that reachability testing, with the ends of threads modelled from the first run or
   * after starting over, exercises the oracle's {@code expected} partial orders, none twice, with
   * the same bugs. (A cluster cannot start over: it is refused without {@code
   * withThreadEnds(true)}; {@link Differential#compare}'s work items start over, as {@link
   * WorkItemStartingOverTest} shows.)
   */
  private static void assertAgreesWithTheOracle(Program program, int expected) {
    Differential.Exploration oracle = Differential.explore(
        program, Differential.options(Strategy.EXHAUSTIVE).withThreadEnds(true));
    Differential.Exploration modelled = Differential.explore(
        program, Differential.options(Strategy.REACHABILITY).withThreadEnds(true));
    Differential.Exploration restarted = Differential.explore(
        program, Differential.options(Strategy.REACHABILITY));
    assertEquals(expected, oracle.distinct().size(), "oracle sequences");
    for (Differential.Exploration subject : List.of(modelled, restarted)) {
      assertEquals("", Differential.difference(subject, oracle));
      assertEquals(expected, subject.partialOrders().size(), "reachability sequences");
    }
  }
}
