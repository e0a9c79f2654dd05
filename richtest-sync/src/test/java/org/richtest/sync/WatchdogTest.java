package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;

/**
 * Proves that a thread which holds control without ever reaching a synchronization call (an endless
 * loop, or a sleep) cannot hang a run or an exploration: the watchdog stops the run after its limit
 * with a {@link RunOutcome.WatchdogStop} that names the thread, interrupts it and says whether it
 * still runs. An exploration that collects every bug explores on after a stop whose thread ended,
 * and ends, incomplete, at one whose thread still runs. The spinning loop is guarded by a flag that
 * the test clears afterwards, so no thread outlives the test.
 */
class WatchdogTest {

  private static final Duration LIMIT = Duration.ofMillis(300);
  private static final Duration RETURNS_WITHIN = Duration.ofSeconds(8);

  private volatile boolean spin;

  @BeforeEach
  void startSpinning() {
    spin = true;
  }

  @AfterEach
  void stopSpinning() {
    spin = false;
  }

  /** main synchronizes once, then thread "spinner" synchronizes once and loops forever. */
  private Program spinningProgram() {
    return () -> {
      BinarySemaphore s = new BinarySemaphore(1, "s");
      s.P();
      s.V();
      RichThread spinner =
          RichThread.start(
              "spinner",
              () -> {
                s.P();
                while (spin) {
                  Thread.onSpinWait();
                }
                s.V();
              });
      spinner.join();
    };
  }

  @Test
  void runOnce_threadSpinsForever_stopsWithWatchdogNamingThread() {
    RunResult run;
    try {
      run =
          assertTimeoutPreemptively(
              RETURNS_WITHIN,
              () ->
                  RichTest.runOnce(
                      spinningProgram(), ExplorationOptions.defaults().withWatchdog(LIMIT)));
    } finally {
      spin = false;
    }

    RunOutcome.WatchdogStop stop =
        assertInstanceOf(RunOutcome.WatchdogStop.class, run.outcome(), run.outcome().toString());
    assertEquals("spinner", stop.thread());
    assertEquals(LIMIT, stop.limit());
    assertTrue(stop.isProgramBug());
    assertTrue(stop.stillRunning(), "an interrupt does not end a busy loop");
    String text = stop.toString();
    assertTrue(text.contains("thread spinner"), text);
    assertTrue(text.contains("300 ms"), text);
    assertTrue(text.contains("without reaching a synchronization call"), text);
    assertTrue(text.contains("an interrupt did not stop it"), text);
  }

  /**
   * T1 and T2 race for a mutex; main then sleeps for a minute if T1 entered first, and fails if T2
   * did. Oldest-first exploration runs T1 first.
   */
  private static Program sleepsIfT1First() {
    return () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      int[] first = {0};
      RichThread t1 = RichThread.start("T1", () -> enter(mutex, first, 1));
      RichThread t2 = RichThread.start("T2", () -> enter(mutex, first, 2));
      t1.join();
      t2.join();
      if (first[0] == 1) {
        Thread.sleep(60_000);
      }
      throw new AssertionError("T2 entered first");
    };
  }

  private static void enter(CountingSemaphore mutex, int[] first, int me) {
    mutex.P();
    if (first[0] == 0) {
      first[0] = me;
    }
    mutex.V();
  }

  @Test
  void runOnce_threadSleeps_interruptEndsItAndTheStopSaysSo() {
    RunResult run = assertTimeoutPreemptively(
        RETURNS_WITHIN,
        () -> RichTest.runOnce(sleepsIfT1First(), ExplorationOptions.defaults().withWatchdog(LIMIT)));

    RunOutcome.WatchdogStop stop =
        assertInstanceOf(RunOutcome.WatchdogStop.class, run.outcome(), run.outcome().toString());
    assertEquals("main", stop.thread());
    assertFalse(stop.stillRunning(), "an interrupt ends a sleep");
    assertTrue(stop.toString().contains("an interrupt ended it"), stop.toString());
  }

  @Test
  void explore_allBugs_threadEndedByInterrupt_exploresOnIncomplete() {
    ExplorationResult result = assertTimeoutPreemptively(
        RETURNS_WITHIN,
        () -> RichTest.explore(
            sleepsIfT1First(),
            ExplorationOptions.defaults().withWatchdog(LIMIT).withStopAtFirstBug(false)));

    assertEquals(2, result.runs(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertInstanceOf(RunOutcome.WatchdogStop.class, result.failures().get(0).outcome());
    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, result.failures().get(1).outcome());
    assertTrue(failure.cause().getMessage().contains("T2 entered first"), failure.toString());
    assertFalse(result.complete(), "what would have followed the sleep was not explored");
  }

  @Test
  void explore_stopAtFirstBug_threadEndedByInterrupt_stopsAtTheWatchdogStop() {
    ExplorationResult result = assertTimeoutPreemptively(
        RETURNS_WITHIN,
        () -> RichTest.explore(
            sleepsIfT1First(), ExplorationOptions.defaults().withWatchdog(LIMIT)));

    assertEquals(1, result.runs(), result.summary());
    assertInstanceOf(RunOutcome.WatchdogStop.class, result.bugs().get(0).outcome());
    assertFalse(result.complete(), result.summary());
  }

  @Test
  void runOnce_threadSpinsAfterSynchronizing_watchdogRunKeepsEventsSoFar() {
    RunResult run;
    try {
      run =
          assertTimeoutPreemptively(
              RETURNS_WITHIN,
              () ->
                  RichTest.runOnce(
                      spinningProgram(), ExplorationOptions.defaults().withWatchdog(LIMIT)));
    } finally {
      spin = false;
    }

    assertInstanceOf(RunOutcome.WatchdogStop.class, run.outcome(), run.outcome().toString());
    // main:1 P, main:2 V, spinner:1 P and their completions s:1..s:3 happened before the spin.
    assertEquals(List.of("main", "spinner"), run.sequence().threads(), run.sequence().toText());
    assertEquals(6, run.sequence().size(), run.sequence().toText());
    assertEquals(
        EventId.parse("spinner:1"),
        run.sequence().event(EventId.parse("s:3")).partner(),
        run.sequence().toText());
  }

  @Test
  void explore_threadSpinsForever_stopsIncompleteWithWatchdogFailure() {
    ExplorationResult result;
    try {
      result =
          assertTimeoutPreemptively(
              RETURNS_WITHIN,
              () ->
                  RichTest.explore(
                      spinningProgram(),
                      ExplorationOptions.defaults().withWatchdog(LIMIT).withStopAtFirstBug(false)));
    } finally {
      spin = false;
    }

    assertFalse(result.complete(), result.summary());
    assertEquals(1, result.runs(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    assertTrue(result.deadlocks().isEmpty(), result.summary());
    RunOutcome.WatchdogStop stop =
        assertInstanceOf(RunOutcome.WatchdogStop.class, result.failures().get(0).outcome());
    assertEquals("spinner", stop.thread());
    assertTrue(stop.stillRunning(), stop.toString());
  }

  /**
   * A limit longer than {@code System.nanoTime} can measure (292 years) is no limit, not an
   * arithmetic overflow: {@code @ReachabilityTest(watchdogMillis = Long.MAX_VALUE)}.
   */
  @Test
  void explore_limitBeyondNanoseconds_exploresAsWithoutALimit() {
    Program program = () -> {
      BinarySemaphore s = new BinarySemaphore(1, "s");
      RichThread t = RichThread.start("t", () -> {
        s.P();
        s.V();
      });
      s.P();
      s.V();
      t.join();
    };
    for (Duration limit :
        List.of(Duration.ofMillis(Long.MAX_VALUE), Duration.ofSeconds(Long.MAX_VALUE))) {
      ExplorationResult result = assertTimeoutPreemptively(RETURNS_WITHIN,
          () -> RichTest.explore(program, ExplorationOptions.defaults().withWatchdog(limit)));

      assertEquals(2, result.sequences(), limit + ": " + result.summary());
      assertTrue(result.complete(), limit + ": " + result.summary());
    }
  }

  /**
   * The limit is on the time between two synchronization calls, not on the run: a run that keeps
   * synchronizing for three times the limit completes.
   */
  @Test
  void runOnce_longRunThatKeepsSynchronizing_isNotStopped() {
    Program slowButAlive = () -> {
      BinarySemaphore s = new BinarySemaphore(1, "s");
      long end = System.nanoTime() + 3 * LIMIT.toNanos();
      while (System.nanoTime() < end) {
        s.P();
        Thread.sleep(LIMIT.toMillis() / 4);
        s.V();
      }
    };

    RunResult run = assertTimeoutPreemptively(
        RETURNS_WITHIN,
        () -> RichTest.runOnce(slowButAlive, ExplorationOptions.defaults().withWatchdog(LIMIT)));

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
  }
}
