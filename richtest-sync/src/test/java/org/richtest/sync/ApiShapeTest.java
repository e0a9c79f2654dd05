package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * Proves the shape of the API a program is written against: either kind of semaphore behind
 * {@link PVSemaphore}, {@link SelectiveWait#choose()} returning the alternative it took and passing
 * on what a handler threw, and a monitor refusing a second condition of the same name, in a run and
 * in production.
 */
class ApiShapeTest {

  /** Passes a critical section guarded by {@code mutex}, whichever kind of semaphore it is. */
  private static void critical(PVSemaphore mutex, List<String> log, String who) {
    mutex.P();
    log.add(who + " in " + mutex.name() + " at " + mutex.value());
    mutex.V();
  }

  @Test
  void pvSemaphore_countingAndBinary_usedThroughTheInterface() {
    ExplorationResult result = RichTest.explore(() -> {
      List<String> log = new ArrayList<>();
      List<PVSemaphore> mutexes =
          List.of(new CountingSemaphore(1, "counting"), new BinarySemaphore(1, "binary"));
      for (PVSemaphore mutex : mutexes) {
        RichThread t1 = RichThread.start("T1-" + mutex.name(), () -> critical(mutex, log, "T1"));
        RichThread t2 = RichThread.start("T2-" + mutex.name(), () -> critical(mutex, log, "T2"));
        t1.join();
        t2.join();
        assertEquals(1, mutex.value(), mutex.name());
      }
      assertEquals(4, log.size());
      assertTrue(log.stream().allMatch(entry -> entry.endsWith(" at 0")), log.toString());
    });

    result.assertNoBugs();
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void selectiveWait_choose_returnsTheAlternativeTaken() {
    List<List<Integer>> seen = new ArrayList<>();
    ExplorationResult result = RichTest.explore(() -> {
      Port<String> first = new Port<>("first");
      Port<String> second = new Port<>("second");
      RichThread a = RichThread.start("A", () -> first.send("a"));
      RichThread b = RichThread.start("B", () -> second.send("b"));
      List<String> handled = new ArrayList<>();
      SelectiveWait select = new SelectiveWait().when(first, handled::add).when(second, handled::add);
      int chosen = select.choose();
      int then = select.choose();
      assertEquals(chosen == 0 ? List.of("a", "b") : List.of("b", "a"), handled);
      synchronized (seen) {
        seen.add(List.of(chosen, then));
      }
      a.join();
      b.join();
    });

    result.assertNoBugs();
    assertEquals(List.of(List.of(0, 1), List.of(1, 0)), seen.stream().sorted(
        (x, y) -> Integer.compare(x.get(0), y.get(0))).toList());
  }

  @Test
  void selectiveWait_choose_numbersAlternativesInTheOrderAddedIncludingClosedOnes() {
    RunResult run = RichTest.runOnce(() -> {
      Port<Integer> closed = new Port<>("closed");
      Channel<Integer> open = new Channel<>("open");
      RichThread sender = RichThread.start("S", () -> open.send(7));
      int chosen = new SelectiveWait().when(() -> false, closed, v -> {}).when(open, v -> {}).choose();
      assertEquals(1, chosen);
      sender.join();
    });

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
  }

  @Test
  void selectiveWait_handlerThrowsCheckedException_chooseThrowsItUnchanged() {
    IOException thrown = new IOException("disk full");
    RunResult run = RichTest.runOnce(() -> {
      Port<Integer> port = new Port<>("p");
      port.send(1);
      IOException caught = assertThrows(IOException.class, () -> new SelectiveWait()
          .when(port, v -> {
            throw thrown;
          })
          .choose());
      assertSame(thrown, caught);
    });

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
  }

  @Test
  void monitor_conditionNameUsedTwice_refusedNamingMonitorAndCondition() {
    RunResult run = RichTest.runOnce(() -> {
      SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("m");
      monitor.condition("ready");
      monitor.condition("ready");
    });

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, run.outcome());
    IllegalArgumentException cause =
        assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertTrue(
        cause.getMessage().contains("monitor m already has a condition named 'ready'"),
        cause.getMessage());
  }

  @Test
  void monitor_sameConditionNameOnTwoMonitors_allowed() {
    RunResult run = RichTest.runOnce(() -> {
      new SignalAndUrgentMonitor("m1").condition("ready");
      new SignalAndUrgentMonitor("m2").condition("ready");
    });

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
  }

  @Test
  void monitor_conditionNameUsedTwiceInProduction_refused() {
    SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("m");
    monitor.condition("ready");

    assertThrows(IllegalArgumentException.class, () -> monitor.condition("ready"));
  }
}
