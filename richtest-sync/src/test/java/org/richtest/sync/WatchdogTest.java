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
 * loop) cannot hang a run or an exploration: the watchdog stops the run after its limit with a
 * {@link RunOutcome.WatchdogStop} that names the spinning thread and explains the likely cause, and
 * an exploration stops incomplete with that run among its failures. The spinning loop is guarded by
 * a flag that the test clears afterwards, so no thread outlives the test.
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
    String text = stop.toString();
    assertTrue(text.contains("thread spinner"), text);
    assertTrue(text.contains("300 ms"), text);
    assertTrue(text.contains("without reaching a synchronization call"), text);
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
  }
}
