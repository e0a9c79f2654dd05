package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RichTestFailure;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.boundedbuffer.BoundedBufferSemaphore;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedVariable;

/**
 * Proves that the exploration options bound and report an exploration as documented: a run budget
 * and a time budget end it incomplete, the default stops at the first bug while {@code
 * withStopAtFirstBug(false)} collects every deadlocking partial order and completes, a {@link
 * org.richtest.RunListener} sees each run exactly once, and {@link
 * ExplorationResult#assertNoBugs()} throws a {@link RichTestFailure} whose message gives the
 * outcome and the replayable sequence.
 */
class ExplorationBudgetTest {

  private static final Program BOUNDED_BUFFER = BoundedBufferSemaphore.program(3, 3, 2);

  /**
   * T1 and T2 take binary semaphores {@code a} and {@code b} in opposite orders (3 partial orders,
   * one deadlocking), while T3 and T4 each do {@code P; V} on an independent mutex (2 orders). Of
   * the 3 * 2 = 6 partial orders, 1 * 2 = 2 deadlock.
   */
  static void deadlockBesideMutex() throws Exception {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    List<RichThread> threads = new ArrayList<>();
    threads.add(RichThread.start("T1", () -> {
      a.P();
      b.P();
      b.V();
      a.V();
    }));
    threads.add(RichThread.start("T2", () -> {
      b.P();
      a.P();
      a.V();
      b.V();
    }));
    for (String name : List.of("T3", "T4")) {
      threads.add(RichThread.start(name, () -> {
        mutex.P();
        mutex.V();
      }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  @Test
  void maxRuns_boundedBuffer_stopsIncompleteAfterExactlyThatManyRuns() {
    ExplorationResult result =
        RichTest.explore(BOUNDED_BUFFER, ExplorationOptions.defaults().withMaxRuns(10));

    assertEquals(10, result.runs());
    assertEquals(10, result.sequences());
    assertFalse(result.complete());
    assertTrue(result.bugs().isEmpty());
  }

  @Test
  void maxRunsAboveRunsNeeded_boundedBuffer_completes() {
    ExplorationResult result =
        RichTest.explore(BOUNDED_BUFFER, ExplorationOptions.defaults().withMaxRuns(325));

    assertEquals(324, result.runs());
    assertTrue(result.complete());
  }

  @Test
  void maxRunsEqualToRunsNeeded_boundedBuffer_completes() {
    ExplorationResult result =
        RichTest.explore(BOUNDED_BUFFER, ExplorationOptions.defaults().withMaxRuns(324));

    assertEquals(324, result.runs());
    assertTrue(result.complete(), "the last run left no variant, so the budget stopped nothing");
  }

  @Test
  void maxTime_oneMillisecond_stopsIncomplete() {
    ExplorationResult result = RichTest.explore(
        BOUNDED_BUFFER, ExplorationOptions.defaults().withMaxTime(Duration.ofMillis(1)));

    assertFalse(result.complete());
    assertTrue(result.runs() >= 1 && result.runs() < 324, () -> "runs: " + result.runs());
  }

  /**
   * Twenty threads each get a lazily initialized value as commons-lang3's {@code AtomicInitializer}
   * does (read it; if unset, compare-and-set it; read it again), as that library's own test of it
   * does: a first run whose race table has a vast number of rows, each with reads to keep coherent.
   * The estimate's probes enumerate every row of a node they expand, so without a clock in that
   * loop a time budget was not honoured once probing began (that published test's exploration
   * went on for minutes past its 20 seconds).
   */
  static void twentyThreadsInitializeLazily() throws Exception {
    SharedVariable<@Nullable Object> value = new SharedVariable<>(null, "value");
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 20; i++) {
      threads.add(RichThread.start("T" + i, () -> {
        if (value.get() == null && !value.compareAndSet(null, new Object())) {
          value.get();
        }
      }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  @Test
  void maxTime_probesExpandingAHugeFrame_endsNearItsBudget() {
    ExplorationResult result = assertTimeoutPreemptively(Duration.ofSeconds(60),
        () -> RichTest.explore(ExplorationBudgetTest::twentyThreadsInitializeLazily,
            ExplorationOptions.defaults().withMaxTime(Duration.ofSeconds(4))));

    assertFalse(result.complete());
    assertTrue(result.probeRuns() >= 1, "probing began: without the clock it would not end");
  }

  @Test
  void defaultOptions_deadlockingProgram_stopAfterFirstDeadlock() {
    ExplorationResult result = RichTest.explore(ExplorationBudgetTest::deadlockBesideMutex);

    assertEquals(1, result.bugs().size());
    assertEquals(1, result.deadlocks().size());
    assertTrue(result.deadlocks().get(0).outcome() instanceof RunOutcome.Deadlock);
    assertFalse(result.complete());
    assertTrue(result.runs() < 6, () -> "runs: " + result.runs());
  }

  @Test
  void stopAtFirstBugFalse_deadlockingProgram_collectsEveryDeadlockingPartialOrder() {
    ExplorationResult result = RichTest.explore(ExplorationBudgetTest::deadlockBesideMutex,
        ExplorationOptions.defaults().withStopAtFirstBug(false));
    ExplorationResult oracle = RichTest.explore(ExplorationBudgetTest::deadlockBesideMutex,
        ExplorationOptions.defaults().withStopAtFirstBug(false).withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete());
    assertEquals(6, result.sequences());
    assertEquals(2, result.deadlocks().size());
    assertEquals(0, result.failures().size());
    assertEquals(2, oracle.deadlocks().size());
  }

  @Test
  void runListener_boundedBuffer_seesEveryRunOnce() {
    AtomicLong seen = new AtomicLong();
    ExplorationResult result = RichTest.explore(BOUNDED_BUFFER,
        ExplorationOptions.defaults().withListener(run -> seen.incrementAndGet()));

    assertEquals(324, result.runs());
    assertEquals(result.runs(), seen.get());
  }

  @Test
  void assertNoBugs_deadlockFound_throwsFailureWithOutcomeAndSequence() {
    ExplorationResult result = RichTest.explore(ExplorationBudgetTest::deadlockBesideMutex);
    RunResult bug = result.bugs().get(0);

    RichTestFailure failure = assertThrows(RichTestFailure.class, result::assertNoBugs);

    assertSame(bug, failure.run());
    assertTrue(failure.getMessage().startsWith(bug.outcome().toString()), failure.getMessage());
    assertTrue(failure.getMessage().startsWith("deadlock:"), failure.getMessage());
    assertTrue(failure.getMessage().endsWith(bug.sequence().toText()), failure.getMessage());
  }

  @Test
  void assertNoBugs_noBugFound_doesNotThrow() {
    ExplorationResult result =
        RichTest.explore(BOUNDED_BUFFER, ExplorationOptions.defaults().withMaxRuns(5));

    result.assertNoBugs();
    assertEquals(5, result.runs());
  }
}
