package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * Proves that {@code while (!ready) wait(timeout)} loops end as a timed deadlock also once
 * interrupts are modelled: the monitor's {@code wait} asks its thread's timeout streak before its
 * interruption point, whose event would end the streak; and that an interrupt's courier is not
 * received on a monitor someone holds, whose open list then depends on where the holder is rather
 * than on the line's events (docs/decisions.md, "Interruption", "Timed operations"). Each program is
 * compared with the oracle; every run is bounded, so a broken rule fails in seconds.
 */
class InterruptedWaitLoopsTest {

  /** Events enough for every run here; a loop that polls for ever is cut at it instead. */
  private static final int RUN_EVENTS = 200;
  /** Far more runs than any program here needs (116 sequences). */
  private static final int RUNS = 2_000;
  /** The oracle's runs: about 10,000 for the programs here. */
  private static final int ORACLE_RUNS = 40_000;

  /**
   * {@code waiters} threads {@code W<i>} wait in {@code while (!ready) wait(timed)} on {@code a},
   * leaving the loop if interrupted; I interrupts W0; with {@code setter}, S sets {@code ready}
   * under {@code a} and notifies every waiter.
   */
  static Program waitersOneInterrupted(int waiters, boolean setter) {
    return () -> {
      ObjectMonitor a = new ObjectMonitor("a", false);
      boolean[] ready = new boolean[1];
      RichThread[] threads = new RichThread[waiters + (setter ? 2 : 1)];
      for (int i = 0; i < waiters; i++) {
        threads[i] = RichThread.start("W" + i, () -> waitLoop(a, ready));
      }
      threads[waiters] = RichThread.start("I", threads[0]::interrupt);
      if (setter) {
        threads[waiters + 1] = RichThread.start("S", () -> {
          a.enter();
          ready[0] = true;
          a.notifyAllWaiters();
          a.exit();
        });
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }

  private static void waitLoop(ObjectMonitor a, boolean[] ready) {
    a.enter();
    try {
      while (!ready[0]) {
        try {
          a.await(true);
        } catch (InterruptedException e) {
          return;
        }
      }
    } finally {
      a.exit();
    }
  }

  private static ExplorationResult explore(Program program) {
    return RichTest.explore(program, Differential.options(org.richtest.Strategy.REACHABILITY)
        .withMaxRunEvents(RUN_EVENTS).withMaxRuns(RUNS));
  }

  private static void assertAgreesWithTheOracle(Program program, ExplorationResult result) {
    Differential.Comparison comparison = Differential.compareWithin(
        program, options -> options.withMaxRunEvents(RUN_EVENTS), ORACLE_RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(result.sequences(), comparison.oracleSequences(), "oracle sequences");
  }

  /**
   * W0 always leaves (the interrupt reaches its wait, or its next one throws at once), and W1 is
   * left timing out with nothing to change the monitor: every run is a timed deadlock naming W1.
   * Before the streak was asked first, the interruption point's event ended W1's streak and every
   * run was cut at the length limit; with the courier received on a held monitor, reachability
   * testing missed 2 of the oracle's 116 sequences (the courier received after W1's repeat, which
   * W0's release had opened).
   */
  @Test
  void twoTimedWaiters_oneInterrupted_everyRunATimedDeadlockAsTheOracle() {
    Program program = waitersOneInterrupted(2, false);
    ExplorationResult result = explore(program);
    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    for (RunResult run : result.deadlocks()) {
      RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
      assertTrue(deadlock.timed() && deadlock.toString().contains("W1 waits for wake(timed) on a,"
          + " where it timed out and waits again with nothing changed since"), deadlock.toString());
    }
    assertEquals(116, result.sequences(), result.summary());
    assertAgreesWithTheOracle(program, result);
  }

  /** With a setter, every run ends: W0 sees {@code ready} or is interrupted. */
  @Test
  void aTimedWaiter_interrupted_aSetter_everyRunEndsAsTheOracle() {
    Program program = waitersOneInterrupted(1, true);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertAgreesWithTheOracle(program, result);
  }
}
