package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SynEvent;

/**
 * Proves the monitor classes and the lock: SU entries are the only events while SC re-entries are
 * events too, condition queries, every misuse (wait, signal or exit outside the monitor, nested
 * entry, the wrong signal for the discipline, unlock by another thread, unmodelled tryLock) is a
 * clear error, and outside an exploration monitors and locks exclude and signal real threads.
 */
class MonitorTest {

  private static final Duration NO_HANG = Duration.ofSeconds(20);

  private static Throwable causeOf(Program program) {
    RunResult run = assertTimeoutPreemptively(NO_HANG, () -> RichTest.runOnce(program));
    return assertInstanceOf(RunOutcome.Failure.class, run.outcome(), () -> "" + run.outcome())
        .cause();
  }

  /** T1 waits on {@code ready} until T2 signals it; main joins both. */
  private static Program waitAndSignal(boolean urgent) {
    return () -> {
      Monitor monitor = urgent ? new SignalAndUrgentMonitor("M") : new SignalAndContinueMonitor("M");
      ConditionVariable ready = monitor.condition("ready");
      boolean[] flag = {false};
      RichThread waiter = RichThread.start("T1", () -> monitor.run("m1", () -> {
        while (!flag[0]) {
          ready.await();
        }
      }));
      RichThread signaller = RichThread.start("T2", () -> monitor.run("m2", () -> {
        flag[0] = true;
        ready.signal();
      }));
      waiter.join();
      signaller.join();
    };
  }

  @Test
  void suMonitor_waitThenSignal_onlyEntriesAreEvents() {
    RunResult run = RichTest.runOnce(waitAndSignal(true));

    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
    assertEquals(2, run.sequence().eventsOn("M").size(), "two entries, no re-entry event");
  }

  @Test
  void scMonitor_waitThenSignal_reentryIsAnEvent() {
    RunResult run = RichTest.runOnce(waitAndSignal(false));
    List<SynEvent> entries = run.sequence().eventsOn("M");

    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
    assertEquals(3, entries.size(), "m1, m2, and T1's re-entry after the signal");
    assertEquals("T1", ((ReceivingEvent) entries.get(2)).partner().line());
  }

  @Test
  void scMonitor_waitThenSignal_twoSequencesByTheOracleToo() {
    ExplorationResult reachability = RichTest.explore(waitAndSignal(false));
    ExplorationResult oracle = RichTest.explore(waitAndSignal(false),
        ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    // T1 enters first (waits, is signalled, re-enters) or T2 does (T1 never waits): 2 orders.
    assertEquals(2, reachability.sequences());
    assertEquals(2, oracle.sequences());
    assertTrue(reachability.bugs().isEmpty());
  }

  @Test
  void condition_queries_reportWaiters() {
    List<String> seen = new ArrayList<>();
    RichTest.runOnce(() -> {
      SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("M");
      ConditionVariable c = monitor.condition("c");
      RichThread waiter = RichThread.start("W", () -> monitor.run("wait", c::await));
      CountingSemaphore later = new CountingSemaphore(0, "later");
      later.V();
      later.P();
      monitor.run("look", () -> {
        seen.add(c.isEmpty() + " " + c.length());
        c.signalAll();
      });
      waiter.join();
    });

    assertEquals(List.of("false 1"), seen);
  }

  @Test
  void await_outsideTheMonitor_failsNamingTheThread() {
    Throwable cause = causeOf(() -> new SignalAndUrgentMonitor("M").condition("c").await());

    assertInstanceOf(IllegalStateException.class, cause);
    assertTrue(cause.getMessage().contains("await on M.c by main, which is not inside monitor M"),
        cause.getMessage());
  }

  @Test
  void signal_outsideTheMonitor_fails() {
    Throwable cause = causeOf(() -> new SignalAndContinueMonitor("M").condition("c").signal());

    assertTrue(cause.getMessage().contains("signal of M.c by main"), cause.getMessage());
  }

  @Test
  void exit_byAThreadNotInside_fails() {
    Throwable cause = causeOf(() -> new SignalAndContinueMonitor("M").exit());

    assertTrue(cause.getMessage().contains("exit by main, which is not inside monitor M"),
        cause.getMessage());
  }

  @Test
  void enter_whileInside_failsInsteadOfDeadlocking() {
    Throwable cause = causeOf(() -> {
      SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("M");
      monitor.run("outer", () -> monitor.enter("inner"));
    });

    assertTrue(cause.getMessage().contains("already inside monitor M (in outer)"),
        cause.getMessage());
  }

  @Test
  void signalAll_onSuMonitor_andSignalAndExit_onScMonitor_rejected() {
    Throwable all = causeOf(() -> {
      SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("M");
      monitor.run("m", () -> monitor.condition("c").signalAll());
    });
    Throwable andExit = causeOf(() -> {
      SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("M");
      monitor.run("m", () -> monitor.condition("c").signalAndExit());
    });

    assertTrue(all.getMessage().contains("signal-and-urgent-wait"), all.getMessage());
    assertTrue(andExit.getMessage().contains("needs a signal-and-urgent-wait monitor"),
        andExit.getMessage());
  }

  @Test
  void productionMode_monitors_excludeAndSignalRealThreads() throws Exception {
    for (boolean urgent : new boolean[] {true, false}) {
      Monitor monitor = urgent ? new SignalAndUrgentMonitor("M") : new SignalAndContinueMonitor("M");
      ConditionVariable turn = monitor.condition("turn");
      int[] counter = {0};
      List<RichThread> threads = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int parity = t % 2;
        threads.add(RichThread.start("worker" + t, () -> {
          for (int i = 0; i < 200; i++) {
            monitor.run("step", () -> {
              while (counter[0] % 2 != parity) {
                turn.await();
              }
              counter[0]++;
              if (urgent) {
                turn.signal();
              } else {
                turn.signalAll();
              }
            });
          }
        }));
      }
      for (RichThread thread : threads) {
        thread.join();
      }
      assertEquals(800, counter[0], urgent ? "SU" : "SC");
    }
  }
}
