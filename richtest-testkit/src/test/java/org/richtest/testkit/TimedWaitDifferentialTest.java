package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ObjectMonitor;

/**
 * Proves that timed waits in loops end (docs/decisions.md, "Timed operations"): a timed wait that
 * repeats one that timed out with nothing done since is open only once its monitor changed, so a
 * loop {@code while (!ready) wait(timeout)} has finitely many sequences, exactly the oracle's, and a
 * program whose threads can only time out again ends as a timed deadlock; and that a run that makes
 * events for ever is cut at its length limit.
 */
class TimedWaitDifferentialTest {

  /**
   * A waits on {@code a} in {@code while (!ready) wait(timed)}; B sets {@code ready} under {@code a}
   * and notifies. Three sequences: B enters first; A enters first and B's entry comes before A's
   * wake-up (A is notified); or A times out once, waits again, and that repeat is open only once B
   * has entered (A is notified then). Without the repeat rule, A's loop has unboundedly many.
   */
  static void waitLoopWithNotifier() throws Exception {
    ObjectMonitor a = new ObjectMonitor("a", false);
    boolean[] ready = new boolean[1];
    RichThread waiter = RichThread.start("A", () -> {
      a.enter();
      try {
        while (!ready[0]) {
          a.await(true);
        }
      } finally {
        a.exit();
      }
    });
    RichThread notifier = RichThread.start("B", () -> {
      a.enter();
      ready[0] = true;
      a.notifyOne();
      a.exit();
    });
    waiter.join();
    notifier.join();
  }

  /**
   * Two threads polling each other: A waits on {@code a} until B is ready, B on {@code b} until A
   * is; each says it is ready only after its own wait. A plain JVM shows it hung in every run, its
   * threads timing out and waiting again; every run here is a timed deadlock.
   */
  static void pollingEachOther() throws Exception {
    ObjectMonitor a = new ObjectMonitor("a", false);
    ObjectMonitor b = new ObjectMonitor("b", false);
    boolean[] ready = new boolean[2];
    RichThread first = RichThread.start("A", () -> pollThenSignal(a, b, ready, 1, 0));
    RichThread second = RichThread.start("B", () -> pollThenSignal(b, a, ready, 0, 1));
    first.join();
    second.join();
  }

  private static void pollThenSignal(
      ObjectMonitor mine, ObjectMonitor theirs, boolean[] ready, int awaited, int own)
      throws InterruptedException {
    mine.enter();
    try {
      while (!ready[awaited]) {
        mine.await(true);
      }
    } finally {
      mine.exit();
    }
    theirs.enter();
    ready[own] = true;
    theirs.notifyAllWaiters();
    theirs.exit();
  }

  /**
   * A waits in a loop of at most three timed waits on {@code a} (a retry count in a local
   * variable); B enters {@code a} once. The oracle and reachability testing agree with timeouts in
   * a row bounded by 1 (the default) and by 3, which lets the loop give up on its own.
   */
  static void boundedRetries() throws Exception {
    ObjectMonitor a = new ObjectMonitor("a", false);
    RichThread waiter = RichThread.start("A", () -> {
      a.enter();
      try {
        for (int tries = 0; tries < 3; tries++) {
          a.await(true);
        }
      } finally {
        a.exit();
      }
    });
    RichThread other = RichThread.start("B", () -> {
      a.enter();
      a.exit();
    });
    waiter.join();
    other.join();
  }

  @Test
  void waitLoopWithNotifier_bothStrategies_threeSequences() {
    ExplorationResult result = RichTest.explore(TimedWaitDifferentialTest::waitLoopWithNotifier,
        ExplorationOptions.defaults().withMaxRunEvents(1_000));
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(3, result.sequences());
    Differential.Comparison comparison = Differential.compare(
        TimedWaitDifferentialTest::waitLoopWithNotifier);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(3, comparison.oracleSequences(), "oracle sequences");
    assertEquals(3, comparison.reachabilitySequences(), "reachability sequences");
  }

  @Test
  void pollingEachOther_bothStrategies_everyRunATimedDeadlock() {
    ExplorationResult result = RichTest.explore(TimedWaitDifferentialTest::pollingEachOther,
        ExplorationOptions.defaults().withStopAtFirstBug(false).withMaxRunEvents(1_000));
    assertTrue(result.complete(), "exploration completes");
    assertEquals(result.sequences(), result.deadlocks().size(), "every sequence deadlocks");
    Differential.Comparison comparison = Differential.compare(
        TimedWaitDifferentialTest::pollingEachOther);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(result.sequences(), comparison.reachabilitySequences());
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) result.deadlocks().get(0).outcome();
    assertTrue(deadlock.timed(), deadlock.toString());
    assertEquals("timed-deadlock", deadlock.kind());
    assertTrue(deadlock.toString().contains("A waits for wake(timed) on a, where it timed out and waits again"
        + " with nothing changed since: only its timeout remains"), deadlock.toString());
  }

  @Test
  void boundedRetries_anyTimeoutsInARow_agreesWithTheOracle() {
    ExplorationResult once = RichTest.explore(TimedWaitDifferentialTest::boundedRetries,
        ExplorationOptions.defaults().withStopAtFirstBug(false));
    ExplorationResult thrice = RichTest.explore(TimedWaitDifferentialTest::boundedRetries,
        ExplorationOptions.defaults().withStopAtFirstBug(false).withTimeoutsInARow(3));
    assertTrue(once.complete() && thrice.complete(), "explorations complete");
    assertTrue(!once.deadlocks().isEmpty() && once.deadlocks().stream()
            .allMatch(run -> ((RunOutcome.Deadlock) run.outcome()).timed()),
        "a loop that cannot time out again ends as a timed deadlock");
    assertTrue(thrice.bugs().isEmpty(), "three timeouts in a row let the loop give up");
    Differential.Comparison comparison = Differential.compare(
        TimedWaitDifferentialTest::boundedRetries);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(comparison.reachabilitySequences(), once.sequences());
  }

  /** A thread that takes and gives back a semaphore for ever. */
  static void spinsForEver() throws Exception {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread spinner = RichThread.start("S", () -> {
      while (true) {
        s.P();
        s.V();
      }
    });
    spinner.join();
  }

  @Test
  void spinsForEver_lengthLimit_cutAndReported() {
    RunResult run = RichTest.runOnce(TimedWaitDifferentialTest::spinsForEver,
        ExplorationOptions.defaults().withMaxRunEvents(1_000));
    RunOutcome.LengthLimit limit = assertInstanceOf(RunOutcome.LengthLimit.class, run.outcome());
    assertEquals(1_000, limit.events());
    assertTrue(limit.isProgramBug());
    assertEquals(List.of("main", "S"),
        limit.threads().stream().map(RunOutcome.BlockedThread::thread).toList());
  }
}
