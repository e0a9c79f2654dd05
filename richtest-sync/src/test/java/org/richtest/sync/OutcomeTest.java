package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RichTestFailure;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;

/**
 * Proves how runs end when the program is wrong: two threads taking two binary semaphores in
 * opposite orders end in a {@link RunOutcome.Deadlock} that lists every blocked thread and what it
 * waits for, and replaying the deadlocked sequence reproduces the same deadlock; an uncaught
 * throwable in a thread is a {@link RunOutcome.Failure} naming that thread while the other threads
 * still run to the end; a checked exception from the program body or a thread body is a failure
 * with that exception as its cause.
 */
class OutcomeTest {

  /** What each live thread waits for in the deadlock of {@link #oppositeOrders()}. */
  private static final List<RunOutcome.BlockedThread> DEADLOCKED =
      List.of(
          new RunOutcome.BlockedThread("main", "join(T1)"),
          new RunOutcome.BlockedThread("T1", "P on b"),
          new RunOutcome.BlockedThread("T2", "P on a"));

  /** T1 takes a then b, T2 takes b then a. */
  static void oppositeOrders() throws InterruptedException {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    RichThread t1 =
        RichThread.start(
            "T1",
            () -> {
              a.P();
              b.P();
              b.V();
              a.V();
            });
    RichThread t2 =
        RichThread.start(
            "T2",
            () -> {
              b.P();
              a.P();
              a.V();
              b.V();
            });
    t1.join();
    t2.join();
  }

  private static RunResult firstDeadlock() {
    ExplorationResult result =
        RichTest.explore(
            OutcomeTest::oppositeOrders, ExplorationOptions.defaults().withStopAtFirstBug(true));
    assertFalse(result.complete(), result.summary());
    assertEquals(1, result.deadlocks().size(), result.summary());
    assertTrue(result.failures().isEmpty(), result.summary());
    return result.deadlocks().get(0);
  }

  @Test
  void explore_oppositeLockOrders_reportsDeadlockWithBlockedThreads() {
    RunResult deadlock = firstDeadlock();

    RunOutcome.Deadlock outcome = assertInstanceOf(RunOutcome.Deadlock.class, deadlock.outcome());
    assertEquals(DEADLOCKED, outcome.blocked());
    String text = outcome.toString();
    assertTrue(text.contains("T1 waits for P on b"), text);
    assertTrue(text.contains("T2 waits for P on a"), text);
  }

  @Test
  void explore_oppositeLockOrders_deadlockSequenceEndsWithUnreceivedCalls() {
    RunResult deadlock = firstDeadlock();

    SynEvent t1b = deadlock.sequence().event(EventId.parse("T1:2"));
    SynEvent t2a = deadlock.sequence().event(EventId.parse("T2:2"));
    assertEquals("b", assertInstanceOf(SendingEvent.class, t1b).destination());
    assertNull(t1b.partner(), "T1's P on b is never received");
    assertEquals("a", assertInstanceOf(SendingEvent.class, t2a).destination());
    assertNull(t2a.partner(), "T2's P on a is never received");
  }

  @Test
  void replay_deadlockSequence_reproducesSameDeadlock() {
    RunResult deadlock = firstDeadlock();

    RunResult again = RichTest.replay(OutcomeTest::oppositeOrders, deadlock.sequence());

    RunOutcome.Deadlock outcome = assertInstanceOf(RunOutcome.Deadlock.class, again.outcome());
    assertEquals(DEADLOCKED, outcome.blocked());
    assertEquals(deadlock.sequence(), again.sequence());
  }

  @Test
  void explore_oppositeLockOrdersAllBugs_findsThreeSequencesOneDeadlock() {
    // T1 first, T2 first, or each takes its first semaphore: the deadlock.
    ExplorationResult result =
        RichTest.explore(
            OutcomeTest::oppositeOrders, ExplorationOptions.defaults().withStopAtFirstBug(false));

    assertTrue(result.complete(), result.summary());
    assertEquals(3, result.sequences(), result.summary());
    assertEquals(3, result.runs(), result.summary());
    assertEquals(1, result.deadlocks().size(), result.summary());
  }

  @Test
  void assertNoBugs_deadlockFound_throwsFailureWithOutcomeAndSequence() {
    ExplorationResult result = RichTest.explore(OutcomeTest::oppositeOrders);

    RichTestFailure failure = assertThrows(RichTestFailure.class, result::assertNoBugs);

    String message = failure.getMessage();
    assertTrue(message.contains("deadlock"), message);
    assertTrue(message.contains("T1 waits for P on b"), message);
    assertTrue(message.contains("RichTest.replay"), message);
    assertSame(result.deadlocks().get(0), failure.run());
  }

  /** "failer" does V and then throws; "survivor" needs that V and then goes on. */
  static void failAfterV() throws InterruptedException {
    CountingSemaphore s = new CountingSemaphore(0, "s");
    RichThread failer =
        RichThread.start(
            "failer",
            () -> {
              s.V();
              throw new AssertionError("boom");
            });
    RichThread survivor =
        RichThread.start(
            "survivor",
            () -> {
              s.P();
              s.V();
            });
    failer.join();
    survivor.join();
  }

  @Test
  void runOnce_threadThrowsAssertionError_failureNamesThread() {
    RunResult run = RichTest.runOnce(OutcomeTest::failAfterV);

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, run.outcome(), run.outcome().toString());
    assertEquals("failer", failure.thread());
    assertInstanceOf(AssertionError.class, failure.cause());
    assertEquals("boom", failure.cause().getMessage());
    assertTrue(failure.isProgramBug());
    assertEquals("failure in thread failer: java.lang.AssertionError: boom", failure.toString());
  }

  @Test
  void runOnce_threadThrowsAssertionError_otherThreadRunsToEnd() {
    RunResult run = RichTest.runOnce(OutcomeTest::failAfterV);

    List<SynEvent> survivor = run.sequence().eventsOn("survivor");
    assertEquals(2, survivor.size(), run.sequence().toText());
    assertEquals("P", ((SendingEvent) survivor.get(0)).operation());
    assertEquals(EventId.parse("s:2"), survivor.get(0).partner());
    assertEquals("V", ((SendingEvent) survivor.get(1)).operation());
    assertEquals(EventId.parse("s:3"), survivor.get(1).partner());
    assertEquals(1, run.sequence().eventsOn("failer").size(), run.sequence().toText());
  }

  @Test
  void runOnce_programThrowsCheckedException_failureHasThatCause() {
    IOException disk = new IOException("disk full");

    RunResult run =
        RichTest.runOnce(
            () -> {
              new BinarySemaphore(1, "s").P();
              throw disk;
            });

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, run.outcome(), run.outcome().toString());
    assertEquals("main", failure.thread());
    assertSame(disk, failure.cause());
    assertEquals(2, run.sequence().size(), "main's P and its completion were recorded");
  }

  @Test
  void runOnce_threadBodyThrowsCheckedException_failureWrapsIt() {
    IOException disk = new IOException("disk full");

    RunResult run =
        RichTest.runOnce(
            () -> {
              RichThread t =
                  RichThread.start(
                      "T",
                      () -> {
                        throw disk;
                      });
              t.join();
            });

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, run.outcome(), run.outcome().toString());
    assertEquals("T", failure.thread());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertTrue(failure.cause().getMessage().contains("thread T threw"), failure.toString());
    assertSame(disk, failure.cause().getCause());
  }

  /**
   * A service loop that catches {@code Throwable} swallows the error that unwinds its thread when
   * the run ends in a deadlock, and calls again. It must not keep its carrier spinning: the run's
   * end parks it for good, and the exploration does not wait for it.
   */
  @Test
  void explore_threadSwallowsTheRunsEnd_isParkedNotSpinning() throws InterruptedException {
    AtomicLong swallowed = new AtomicLong();
    Program program =
        () -> {
          CountingSemaphore items = new CountingSemaphore(0, "items");
          RichThread consumer = RichThread.start("consumer", () -> {
            for (int taken = 0; taken < 2; ) {
              try {
                items.P();
                taken++;
              } catch (Throwable serviceLoopKeepsGoing) {
                swallowed.incrementAndGet();
              }
            }
          });
          items.V(); // one item of the two the consumer takes: it waits for ever
          consumer.join();
        };

    ExplorationResult result = RichTest.explore(program);

    assertEquals(1, result.deadlocks().size(), result.summary());
    long before = swallowed.get();
    Thread.sleep(200);
    assertEquals(before, swallowed.get(), "the swallowing thread still runs");
    assertTrue(result.elapsed().toMillis() < 1_500, "waited for the parked thread: " + result);
  }

  /**
   * The same service loop restoring the interrupt it caught, as loops that catch {@code
   * InterruptedException} do: parked for good with its interrupt set, it would return from every
   * park at once and spin on its carrier for the rest of the JVM.
   */
  @Test
  void explore_threadSwallowsTheRunsEndAndKeepsItsInterrupt_isParkedNotSpinning()
      throws InterruptedException {
    AtomicReference<Thread> consumerThread = new AtomicReference<>();
    Program program =
        () -> {
          CountingSemaphore items = new CountingSemaphore(0, "items");
          RichThread consumer = RichThread.start("consumer", () -> {
            consumerThread.set(Thread.currentThread());
            for (int taken = 0; taken < 2; ) {
              try {
                items.P();
                taken++;
              } catch (Throwable serviceLoopKeepsGoing) {
                Thread.currentThread().interrupt();
              }
            }
          });
          items.V();
          consumer.join();
        };

    ExplorationResult result = RichTest.explore(program);

    assertEquals(1, result.deadlocks().size(), result.summary());
    assertTrue(parkedSoon(consumerThread.get()), "the swallowing thread spins");
  }

  /**
   * Waits up to ten seconds for {@code thread} to be parked, seen so three times in a row 10 ms
   * apart: a thread spinning on parks that return at once is never seen so.
   */
  private static boolean parkedSoon(Thread thread) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int seen = 0;
    while (seen < 3) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      Thread.sleep(10);
      seen = thread.getState() == Thread.State.WAITING ? seen + 1 : 0;
    }
    return true;
  }
}
