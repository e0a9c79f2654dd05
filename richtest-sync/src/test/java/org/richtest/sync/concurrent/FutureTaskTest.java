package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * The task drop-in against the JDK's {@link java.util.concurrent.FutureTask}: single-threaded
 * scenarios see the same on both, outside an exploration and under one; and with real threads a
 * {@code get} waits for {@code run}.
 */
@Timeout(10)
class FutureTaskTest {

  /** Every operation on tasks that complete normally, fail, are cancelled, or are not run. */
  static List<String> scenario(Function<Callable<Integer>, RunnableFuture<Integer>> tasks) {
    Observations seen = new Observations();
    AtomicInteger runs = new AtomicInteger();
    RunnableFuture<Integer> normal = tasks.apply(() -> runs.incrementAndGet());
    RunnableFuture<Integer> failing = tasks.apply(() -> {
      throw new IOException("disk");
    });
    RunnableFuture<Integer> cancelled = tasks.apply(() -> runs.addAndGet(100));
    RunnableFuture<Integer> idle = tasks.apply(() -> 0);
    for (RunnableFuture<Integer> task : List.of(normal, failing, cancelled, idle)) {
      seen.observe("state before", task::state);
      seen.observe("done before", task::isDone);
      seen.observe("timed get before", () -> task.get(1, MILLISECONDS));
    }
    seen.observe("cancel", () -> cancelled.cancel(true));
    normal.run();
    normal.run();
    failing.run();
    cancelled.run();
    seen.observe("runs", runs::get);
    for (RunnableFuture<Integer> task : List.of(normal, failing, cancelled, idle)) {
      seen.observe("state", task::state);
      seen.observe("done", task::isDone);
      seen.observe("cancelled", task::isCancelled);
      seen.observe("timed get", () -> task.get(1, SECONDS));
      seen.observe("resultNow", task::resultNow);
      seen.observe("exceptionNow", task::exceptionNow);
      seen.observe("cancel again", () -> task.cancel(false));
    }
    seen.observe("get", normal::get);
    seen.observe("get failed", failing::get);
    seen.observe("get cancelled", cancelled::get);
    return seen.lines();
  }

  @Test
  void scenario_outsideAnExploration_seesWhatTheJdkSees() {
    assertEquals(
        scenario(java.util.concurrent.FutureTask::new), scenario(FutureTask::new));
  }

  @Test
  void scenario_underExploration_seesWhatTheJdkSees() {
    List<String> expected = scenario(java.util.concurrent.FutureTask::new);
    List<List<String>> explored = new ArrayList<>();

    RunResult run = RichTest.runOnce(() -> explored.add(scenario(FutureTask::new)));

    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
    assertEquals(expected, explored.get(0));
  }

  @Test
  void get_fromAnotherThread_waitsUntilTheTaskRan() throws Exception {
    FutureTask<String> task = new FutureTask<>(() -> "ran");
    List<String> got = new ArrayList<>();
    Workers workers = new Workers();
    workers.start("getter", () -> got.add(task.get()));
    workers.awaitBlockedOrDone();

    assertTrue(got.isEmpty());
    task.run();
    workers.joinAll();
    assertEquals(List.of("ran"), got);
  }

  @Test
  void subclass_overridingDoneAndSet_bothApplyOutsideAndUnderExploration() throws Exception {
    assertEquals(List.of("done", "42"), doubling());
    List<List<String>> explored = new ArrayList<>();
    RichTest.runOnce(() -> explored.add(doubling()));
    assertEquals(List.of("done", "42"), explored.get(0));
  }

  private static List<String> doubling() throws Exception {
    List<String> seen = new ArrayList<>();
    FutureTask<Integer> task = new FutureTask<>(() -> 21) {
      @Override
      protected void set(Integer value) {
        super.set(value * 2);
      }

      @Override
      protected void done() {
        seen.add("done");
      }
    };
    task.run();
    seen.add(String.valueOf(task.get()));
    return seen;
  }

  @Test
  void runnableConstructor_givenResult_returnsIt() throws Exception {
    AtomicInteger ran = new AtomicInteger();
    FutureTask<String> task = new FutureTask<>(ran::incrementAndGet, "result");

    task.run();

    assertEquals("result", task.get());
    assertEquals(1, ran.get());
    assertFalse(task.isCancelled());
  }

  /** A task whose {@code runAndReset} the test can call, as the JDK's periodic tasks do. */
  private static final class Resettable extends FutureTask<Integer> {
    Resettable(java.util.concurrent.Callable<Integer> callable) {
      super(callable);
    }

    boolean period() {
      return runAndReset();
    }
  }

  @Test
  void runAndReset_underExploration_runsAgainAndAgain_untilCancelledOrItThrows() {
    RunResult run = RichTest.runOnce(() -> {
      int[] ran = {0};
      Resettable task = new Resettable(() -> ++ran[0]);
      assertTrue(task.period());
      assertTrue(task.period());
      assertFalse(task.isDone());
      assertTrue(task.cancel(false));
      assertFalse(task.period());
      assertEquals(2, ran[0]);
      Resettable failing = new Resettable(() -> {
        throw new IllegalStateException("period");
      });
      assertFalse(failing.period());
      assertThrows(java.util.concurrent.ExecutionException.class, failing::get);
    });
    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
  }

  @Test
  void runAndReset_racingWithCancel_runsOrNot_asTheOracle() {
    java.util.Set<String> seen = new java.util.concurrent.ConcurrentSkipListSet<>();
    OracleCheck.exploreLikeTheOracle(() -> {
      int[] ran = {0};
      Resettable task = new Resettable(() -> ++ran[0]);
      org.richtest.sync.RichThread canceller =
          org.richtest.sync.RichThread.start("canceller", () -> task.cancel(false));
      boolean again = task.period();
      canceller.join();
      seen.add(ran[0] + " " + again);
    });
    assertEquals(java.util.Set.of("0 false", "1 false", "1 true"), seen);
  }
}
