package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * Proves that threads waiting in {@code while (!ready) wait(timeout)} on one monitor do not reopen
 * each other's repeated waits by merely timing out and waiting again (a quiet section), while a
 * section that notifies, writes a shared variable or does any other event still does; that such
 * loops end as a timed deadlock also once interrupts are modelled (the monitor's {@code wait} asks
 * its thread's timeout streak before its interruption point, whose event would end the streak); and
 * that an interrupt's courier is not received on a monitor someone holds, whose open list then
 * depends on where the holder is rather than on the line's events (docs/decisions.md, "Timed
 * operations", "Interruption"). Each program is compared with the oracle; every run is bounded,
 * so a broken rule fails in seconds.
 */
class WaitersOnOneMonitorTest {

  /** Events enough for every run here; a run that polls for ever would be cut at it instead. */
  private static final int RUN_EVENTS = 300;
  /** Runs far more than any program here needs: unbounded sequences end as an incomplete result. */
  private static final int RUNS = 50_000;

  /**
   * {@code waiters} threads {@code W<i>} wait in {@code while (!ready) wait(timed)} on {@code a},
   * leaving the loop if interrupted; with {@code interrupter}, I interrupts W0; with
   * {@code setter}, S sets {@code ready} under {@code a} and notifies every waiter.
   */
  static Program waiters(int waiters, boolean interrupter, boolean setter) {
    return () -> {
      ObjectMonitor a = new ObjectMonitor("a", false);
      boolean[] ready = new boolean[1];
      List<RichThread> threads = new ArrayList<>();
      for (int i = 0; i < waiters; i++) {
        threads.add(RichThread.start("W" + i, () -> waitLoop(a, ready)));
      }
      if (interrupter) {
        threads.add(RichThread.start("I", threads.get(0)::interrupt));
      }
      if (setter) {
        threads.add(RichThread.start("S", () -> {
          a.enter();
          ready[0] = true;
          a.notifyAllWaiters();
          a.exit();
        }));
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
    return RichTest.explore(program, ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withMaxRunEvents(RUN_EVENTS).withMaxRuns(RUNS));
  }

  private static void assertAgreesWithTheOracle(Program program, ExplorationResult result) {
    Differential.Comparison comparison = Differential.compareWithin(
        program, options -> options.withMaxRunEvents(RUN_EVENTS), RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(result.sequences(), comparison.oracleSequences(), "oracle sequences");
  }

  /** Asserts that every run of {@code result} is a timed deadlock naming every waiter's loop. */
  private static void assertEveryRunATimedDeadlock(ExplorationResult result, int waiters) {
    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), "every sequence deadlocks");
    for (RunResult run : result.deadlocks()) {
      RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
      assertTrue(deadlock.timed(), deadlock.toString());
      for (int i = 0; i < waiters; i++) {
        assertTrue(deadlock.toString().contains("W" + i + " waits for wake(timed) on a, where it"
            + " timed out and waits again with nothing changed since"), deadlock.toString());
      }
    }
  }

  /**
   * Eight sequences, derived by hand: the line of {@code a} receives each waiter's {@code enter}
   * and then its first wake-up, which times out; a waiter's repeat is open only once the line has
   * changed since it was issued, and only an {@code enter} changes it (a wake-up that times out and
   * waits again is quiet). W0 entering first: W0 wakes before W1 enters, then W1's entry reopens
   * W0's repeat, which comes before or after W1's wake-up (2); or both enter, then wake in either
   * order (2). Twice that with W1 first. Before the change, each timeout reopened the other's
   * repeat, and every run was cut at the length limit.
   */
  @Test
  void twoWaiters_noSetter_eightTimedDeadlocksAsTheOracle() {
    Program program = waiters(2, false, false);
    ExplorationResult result = explore(program);
    assertEveryRunATimedDeadlock(result, 2);
    assertEquals(8, result.sequences(), result.summary());
    assertAgreesWithTheOracle(program, result);
  }

  /**
   * Fifty sequences, derived by hand: S's {@code enter} is open whenever the monitor is free, so it
   * may come after any prefix of the waiters' own sequences above (25 prefixes: the empty one, 2 of
   * one event, 4 of two, 6 of three, 8 of four, 4 of five); S's section changes the monitor and
   * notifies every waiter waiting, so each waiter then has one event left (its wake-up, or its
   * {@code enter} if it had not entered), after which it sees {@code ready} and leaves: 2 orders.
   */
  @Test
  void twoWaiters_aSetter_fiftySequencesAsTheOracle() {
    Program program = waiters(2, false, true);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(50, result.sequences(), result.summary());
    assertAgreesWithTheOracle(program, result);
  }

  @Test
  void threeWaiters_noSetter_everyRunATimedDeadlockAsTheOracle() {
    Program program = waiters(3, false, false);
    ExplorationResult result = explore(program);
    assertEveryRunATimedDeadlock(result, 3);
    assertAgreesWithTheOracle(program, result);
  }

  @Test
  void threeWaiters_aSetter_finiteAndAsTheOracle() {
    Program program = waiters(3, false, true);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertAgreesWithTheOracle(program, result);
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
  void twoWaiters_oneInterrupted_everyRunATimedDeadlockAsTheOracle() {
    Program program = waiters(2, true, false);
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
  void aWaiter_interrupted_aSetter_everyRunEndsAsTheOracle() {
    Program program = waiters(1, true, true);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertAgreesWithTheOracle(program, result);
  }

  /** What a poller does in its section between its first timeout and its next wait. */
  enum Between { NOTHING, NOTIFY, WRITE }

  /**
   * P enters {@code a}, starts W and waits on {@code a}, does {@code between} after its first
   * timeout and then waits on {@code a} for ever (leaving the monitor would change it); W enters
   * {@code a} and waits until notified, or until it has timed out twice.
   * W's entry comes before its first timeout, so W's second wait, which repeats its first, is open
   * only if P's section between its waits changed something: W then returns from it, which fails
   * the run ("reopened").
   */
  static Program poller(Between between) {
    return () -> {
      ObjectMonitor a = new ObjectMonitor("a", false);
      SharedInt written = new SharedInt(0, "written");
      RichThread[] waiter = new RichThread[1];
      RichThread poller = RichThread.start("P", () -> {
        a.enter();
        try {
          waiter[0] = RichThread.start("W", () -> {
            a.enter();
            try {
              int timeouts = 0;
              while (a.await(true) && ++timeouts < 2) {
                continue;
              }
              if (timeouts > 0) {
                throw new IllegalStateException("reopened after " + timeouts + " timeouts");
              }
            } finally {
              a.exit();
            }
          });
          a.await(true);
          switch (between) {
            case NOTHING -> { }
            case NOTIFY -> a.notifyAllWaiters();
            case WRITE -> written.incrementAndGet();
          }
          while (true) {
            a.await(true);
          }
        } finally {
          a.exit();
        }
      });
      poller.join();
      waiter[0].join();
    };
  }

  /** Returns whether W failed in a run of {@code result} (deadlocked after it or not). */
  private static boolean reopened(ExplorationResult result) {
    return result.bugs().stream()
        .anyMatch(run -> run.outcome().toString().contains("reopened after"));
  }

  @Test
  void poller_quietSection_neverReopensTheWaiter() {
    Program program = poller(Between.NOTHING);
    ExplorationResult result = explore(program);
    assertTrue(result.complete(), result.summary());
    assertFalse(reopened(result), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), "every sequence deadlocks");
    assertAgreesWithTheOracle(program, result);
  }

  @Test
  void poller_notifies_reopensTheWaiter() {
    Program program = poller(Between.NOTIFY);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && reopened(result), result.summary());
    assertAgreesWithTheOracle(program, result);
  }

  @Test
  void poller_writesASharedVariable_reopensTheWaiter() {
    Program program = poller(Between.WRITE);
    ExplorationResult result = explore(program);
    assertTrue(result.complete() && reopened(result), result.summary());
    assertAgreesWithTheOracle(program, result);
  }
}
