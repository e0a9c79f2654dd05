package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TimerTask;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * Periodic tasks under exploration: each period waits for its delay as a one-shot task does, a
 * task runs at most {@code maxPeriods} periods a run and the result counts the runs that cut one;
 * cancel, shutdown (and its policy), a period that throws, and a timer's cancel follow the JDK;
 * each program's count is the exhaustive oracle's.
 */
class PeriodicExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** Explores {@code program} against the oracle with {@code maxPeriods}; returns what it saw. */
  private Set<String> observed(int maxPeriods, Program program) {
    seen.clear();
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        program, ExplorationOptions.defaults().withMaxPeriods(maxPeriods), false);
    assertTrue(result.bugs().isEmpty(), () -> "first bug: " + result.bugs().get(0).outcome());
    return new TreeSet<>(seen);
  }

  /** A pool that keeps its periodic task after shutdown runs it until the bound cuts it. */
  private ExplorationResult ticksUntilCut(int maxPeriods) {
    seen.clear();
    return OracleCheck.exploreLikeTheOracle(() -> {
      int[] ticks = {0};
      ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
      pool.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
      pool.scheduleAtFixedRate(() -> ticks[0]++, 0, 10, TimeUnit.MILLISECONDS);
      pool.close();
      seen.add(String.valueOf(ticks[0]));
    }, ExplorationOptions.defaults().withMaxPeriods(maxPeriods), false);
  }

  @Test
  void taskContinuedAfterShutdown_runsExactlyMaxPeriods_andEveryRunReportsTheCut() {
    // Each further period's expiry races with what the program does: 10, 32, 88 sequences.
    long[] sequences = {10, 32, 88};
    for (int bound = 1; bound <= 3; bound++) {
      int maxPeriods = bound;
      ExplorationResult result = ticksUntilCut(maxPeriods);

      assertEquals(sequences[bound - 1], result.sequences(), result.summary());
      assertEquals(Set.of(String.valueOf(maxPeriods)), seen, result.summary());
      assertEquals(result.runs(), result.periodicCuts(), result.summary());
      assertTrue(result.summary().contains("periodic tasks cut at maxPeriods in "
          + result.runs() + " run"), result.summary());
      assertTrue(result.warnings().isEmpty(), result.warnings()::toString);
    }
  }

  @Test
  void defaultBound_isTwoPeriods() {
    assertEquals(2, ExplorationOptions.defaults().maxPeriods());
    assertThrows(IllegalArgumentException.class,
        () -> ExplorationOptions.defaults().withMaxPeriods(0));
  }

  @Test
  void shutdown_cancelsThePeriodicTask_byDefault_afterAnyNumberOfPeriods() {
    Set<String> outcomes = observed(2, () -> {
      int[] ticks = {0};
      ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
      ScheduledFuture<?> task =
          pool.scheduleWithFixedDelay(() -> ticks[0]++, 0, 10, TimeUnit.MILLISECONDS);
      pool.shutdown();
      pool.close();
      assertThrows(CancellationException.class, task::get);
      boolean periodic = ((java.util.concurrent.RunnableScheduledFuture<?>) task).isPeriodic();
      seen.add(ticks[0] + " " + task.isCancelled() + " " + periodic);
    });

    assertEquals(Set.of("0 true true", "1 true true", "2 true true"), outcomes);
  }

  @Test
  void cancel_stopsTheLaterPeriods_whenever_itComes() {
    Set<String> outcomes = observed(3, () -> {
      int[] ticks = {0};
      ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
      ScheduledFuture<?> task =
          pool.scheduleAtFixedRate(() -> ticks[0]++, 5, 10, TimeUnit.MILLISECONDS);
      boolean cancelled = task.cancel(false);
      int atCancel = ticks[0];
      pool.close();
      OracleCheck.check(ticks[0] <= atCancel + 1, "a period began after the cancel");
      seen.add(cancelled + " " + task.isDone());
    });

    assertEquals(Set.of("true true"), outcomes);
  }

  @Test
  void aPeriodThatThrows_suppressesTheLaterOnes_andGetThrowsIt() {
    Set<String> outcomes = observed(3, () -> {
      int[] ticks = {0};
      ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
      ScheduledFuture<?> task = pool.scheduleAtFixedRate(() -> {
        if (++ticks[0] == 1) {
          throw new IllegalStateException("first period");
        }
      }, 0, 10, TimeUnit.MILLISECONDS);
      ExecutionException thrown = assertThrows(ExecutionException.class, task::get);
      pool.close();
      seen.add(ticks[0] + " " + thrown.getCause().getMessage() + " " + task.isCancelled());
    });

    assertEquals(Set.of("1 first period false"), outcomes);
  }

  @Test
  void periodsOfOneTask_neverOverlap_evenOnTwoWorkers_asTheOracle() {
    Set<String> outcomes = observed(2, () -> {
      AtomicBoolean running = new AtomicBoolean();
      AtomicInteger ticks = new AtomicInteger();
      ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(2);
      pool.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
      pool.scheduleWithFixedDelay(() -> {
        OracleCheck.check(!running.getAndSet(true), "two periods at once");
        ticks.incrementAndGet();
        running.set(false);
      }, 0, 10, TimeUnit.MILLISECONDS);
      pool.close();
      seen.add(String.valueOf(ticks.get()));
    });

    assertEquals(Set.of("2"), outcomes);
  }

  /** A heartbeat on a connection that the program closes before or after the pool's shutdown. */
  private static Program heartbeat(boolean closeFirst) {
    return () -> {
      AtomicBoolean open = new AtomicBoolean(true);
      ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
      ScheduledFuture<?> beat = pool.scheduleAtFixedRate(
          () -> OracleCheck.check(open.get(), "heartbeat on a closed connection"),
          0, 10, TimeUnit.MILLISECONDS);
      if (closeFirst) {
        open.set(false);
      }
      pool.close();
      open.set(false);
      try {
        beat.get();
      } catch (CancellationException expected) {
        // shutdown cancels a periodic task, as the JDK's
      }
    };
  }

  @Test
  void heartbeatRacingWithClose_failsInSomeRun_andClosingAfterShutdownDoesNot() {
    ExplorationResult racing = OracleCheck.exploreLikeTheOracle(heartbeat(true));
    ExplorationResult ordered = OracleCheck.exploreLikeTheOracle(heartbeat(false));

    assertFalse(racing.failures().isEmpty(), racing.summary());
    assertTrue(ordered.bugs().isEmpty(), ordered.summary());
  }

  @Test
  void nonPositivePeriod_isRefusedAsByTheJdk_underExplorationAndOutside() {
    Program badInput = () -> {
      ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
      assertThrows(IllegalArgumentException.class,
          () -> pool.scheduleAtFixedRate(() -> { }, 0, 0, TimeUnit.SECONDS));
      assertThrows(IllegalArgumentException.class,
          () -> pool.scheduleWithFixedDelay(() -> { }, 0, -1, TimeUnit.SECONDS));
      assertThrows(NullPointerException.class,
          () -> pool.scheduleAtFixedRate(null, 0, 1, TimeUnit.SECONDS));
      Timer timer = new Timer();
      IllegalArgumentException period = assertThrows(IllegalArgumentException.class,
          () -> timer.scheduleAtFixedRate(TimerExplorationTest.task(() -> { }), 0, -5));
      assertEquals("Non-positive period.", period.getMessage());
      IllegalArgumentException delay = assertThrows(IllegalArgumentException.class,
          () -> timer.schedule(TimerExplorationTest.task(() -> { }), -1, 5));
      assertEquals("Negative delay.", delay.getMessage());
      timer.cancel();
      pool.shutdown();
    };
    assertTrue(RichTest.explore(badInput).bugs().isEmpty());
    assertDoesNotThrowOutside(badInput);
  }

  private static void assertDoesNotThrowOutside(Program program) {
    try {
      program.run();
    } catch (Exception unexpected) {
      throw new AssertionError(unexpected);
    }
  }

  @Test
  void timerPeriodicTask_runsUpToTheBound_andTimerCancelStopsIt() {
    Set<String> outcomes = observed(2, () -> {
      int[] ticks = {0};
      Timer timer = new Timer("heartbeat");
      timer.scheduleAtFixedRate(TimerExplorationTest.task(() -> ticks[0]++), 0, 10);
      timer.cancel();
      seen.add(String.valueOf(ticks[0]));
    });

    assertEquals(Set.of("0", "1", "2"), outcomes);
  }

  @Test
  void timerPeriodicTask_scheduledExecutionTime_advancesByOnePeriodEachPeriod() {
    Set<String> outcomes = observed(3, () -> {
      long[] first = {-1};
      StringBuilder offsets = new StringBuilder();
      Timer timer = new Timer();
      TimerTask tick = new TimerTask() {
        @Override
        public void run() {
          long due = TimerTasks.scheduledExecutionTime(this);
          if (first[0] < 0) {
            first[0] = due;
          }
          offsets.append(due - first[0]).append(';');
          if (offsets.length() > 6) {
            seen.add(offsets.toString());
            TimerTasks.cancel(this);
          }
        }
      };
      timer.schedule(tick, 100, 250);
    });

    assertEquals(Set.of("0;250;500;"), outcomes);
  }

  @Test
  void timerTaskCancel_ofAPeriodicTask_isTrueUntilCancelled_andStopsIt() {
    Set<String> outcomes = observed(2, () -> {
      int[] ticks = {0};
      Timer timer = new Timer();
      TimerTask tick = TimerExplorationTest.task(() -> ticks[0]++);
      timer.schedule(tick, 0, 10);
      boolean first = TimerTasks.cancel(tick);
      boolean second = TimerTasks.cancel(tick);
      int atCancel = ticks[0];
      timer.cancel();
      OracleCheck.check(ticks[0] <= atCancel + 1, "a period began after the cancel");
      seen.add(first + " " + second);
    });

    assertEquals(Set.of("true false"), outcomes);
  }

  @Test
  void outsideAnExploration_periodicTasksAreTheJdks() throws Exception {
    ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
    java.util.concurrent.CountDownLatch three = new java.util.concurrent.CountDownLatch(3);
    ScheduledFuture<?> task =
        pool.scheduleAtFixedRate(three::countDown, 0, 1, TimeUnit.MILLISECONDS);
    assertTrue(three.await(30, TimeUnit.SECONDS));
    assertTrue(task.cancel(false));
    pool.shutdown();
    assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
  }
}
