package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.spi.Controller;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.ForkJoinPool;
import org.richtest.sync.concurrent.ForkJoinTask;
import org.richtest.sync.concurrent.RecursiveAction;

/**
 * The life cycle of a fork/join pool other than the common pool against the exhaustive oracle,
 * with every comparison {@link Differential#compare} makes: a submission racing with {@code
 * shutdown}, {@code awaitTermination} timing out or not as the pool's task ends before or after
 * it, a task forked without being joined that the pool's termination waits for, {@code close},
 * {@code shutdownNow} interrupting a blocked task or cancelling one no worker took, and {@code
 * invokeAny} of two tasks. Counts are derived by hand in each test's comment: the pool's line
 * receives a {@code submit} per task from outside, a {@code taken} when a worker takes such a task
 * (in runs that can meet {@code shutdownNow}), a {@code taskEnded} when such a task and what it
 * forked have ended, and the calls.
 */
class ForkJoinLifeCycleDifferentialTest {

  /** A task that sets {@code value} to 1 and forks nothing. */
  static RecursiveAction setting(SharedInt value) {
    return new RecursiveAction() {
      @Override
      protected void compute() {
        value.set(1);
      }
    };
  }

  /**
   * A thread submits a task while main shuts the pool down and asks whether it terminated. The
   * submit before the shutdown (accepted: the task's end races with the shutdown and with {@code
   * isTerminated}: three orders, one answering false) or after it (rejected: before or after
   * {@code isTerminated}, both true): 5 sequences.
   */
  static Program submitRacingShutdown(Set<String> outcomes) {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      RichThread submitter = RichThread.start("S", () -> {
        try {
          pool.execute(new RecursiveAction() {
            @Override
            protected void compute() {}
          });
          outcomes.add("accepted");
        } catch (RejectedExecutionException rejected) {
          outcomes.add("rejected");
        }
      });
      pool.shutdown();
      outcomes.add("terminated " + pool.isTerminated());
      submitter.join();
    };
  }

  @Test
  void submitRacingShutdown_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(submitRacingShutdown(outcomes), 5);
    assertEquals(Set.of("accepted", "rejected", "terminated false", "terminated true"), outcomes);
  }

  /**
   * Main submits a task writing a value, shuts the pool down and waits for its termination: the
   * task's end before the shutdown, between it and the wait, or after the wait (which times out):
   * 3 sequences. A pool that terminated shows the task's write.
   */
  static Program awaitTerminationTimingOut(Set<String> outcomes) {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt value = new SharedInt(0, "value");
      pool.execute(setting(value));
      pool.shutdown();
      boolean terminated = pool.awaitTermination(1, TimeUnit.SECONDS);
      outcomes.add("terminated " + terminated);
      if (terminated && value.get() != 1) {
        throw new AssertionError("terminated before its task wrote");
      }
    };
  }

  @Test
  void awaitTerminationTimingOut_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(awaitTerminationTimingOut(outcomes), 3);
    assertEquals(Set.of("terminated false", "terminated true"), outcomes);
  }

  /**
   * As {@link #awaitTerminationTimingOut}, but the submitted task forks the writer and does not
   * join it: the pool terminates only once the fork has ended too, so a pool that terminated
   * shows its write; 3 sequences, none failing.
   */
  static Program unjoinedForkBeforeTermination() {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt value = new SharedInt(0, "value");
      pool.execute(new RecursiveAction() {
        @Override
        protected void compute() {
          setting(value).fork();
        }
      });
      pool.shutdown();
      if (pool.awaitTermination(1, TimeUnit.SECONDS) && value.get() != 1) {
        throw new AssertionError("terminated before the forked task wrote");
      }
    };
  }

  @Test
  void unjoinedForkBeforeTermination_matchesTheOracle() {
    assertAgrees(unjoinedForkBeforeTermination(), 3);
  }

  /**
   * Main submits a writing task and closes the pool, which waits for it: the task's end before or
   * after the shutdown {@code close} begins with, 2 sequences; the write is always seen.
   */
  static Program closeWaitsForTheTask() {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt value = new SharedInt(0, "value");
      pool.execute(setting(value));
      pool.close();
      if (!pool.isTerminated() || value.get() != 1) {
        throw new AssertionError("closed before its task wrote");
      }
    };
  }

  @Test
  void closeWaitsForTheTask_matchesTheOracle() {
    assertAgrees(closeWaitsForTheTask(), 2);
  }

  /**
   * A task blocks on a semaphore no one releases; {@code shutdownNow} interrupts it, so {@code
   * close} returns. A worker took the task before {@code shutdownNow}: the interrupt comes before
   * the task's acquire (which throws at once) or while it waits, and the task's end before or after
   * the shutdown {@code close} begins with, 4 sequences. Or {@code shutdownNow} came first and
   * cancelled the task, which never runs (its join throws): the taking comes before the shutdown,
   * between it and the {@code close} event, or after that, 3 sequences. 7 in all.
   */
  static Program shutdownNowInterruptsABlockedTask(Set<String> outcomes) {
    return shutdownNowInterruptsABlockedTask(outcomes, false);
  }

  /**
   * The program of {@link #shutdownNowInterruptsABlockedTask(Set)}; when {@code awaitBegan}, main
   * first waits for the task to count down a latch, so that it knows the task began.
   */
  static Program shutdownNowInterruptsABlockedTask(Set<String> outcomes, boolean awaitBegan) {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      org.richtest.sync.concurrent.CountDownLatch began =
          new org.richtest.sync.concurrent.CountDownLatch(1, "began");
      org.richtest.sync.concurrent.Semaphore never =
          new org.richtest.sync.concurrent.Semaphore(0, "never");
      ForkJoinTask<?> blocked = pool.submit(() -> {
        began.countDown();
        try {
          never.acquire();
          outcomes.add("acquired");
        } catch (InterruptedException interrupted) {
          outcomes.add("interrupted");
        }
      });
      if (awaitBegan) {
        began.await();
      }
      outcomes.add("shutdownNow " + pool.shutdownNow());
      pool.close();
      try {
        blocked.join();
      } catch (CancellationException cancelled) {
        outcomes.add("cancelled");
      }
    };
  }

  @Test
  void shutdownNowInterruptsABlockedTask_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(shutdownNowInterruptsABlockedTask(outcomes), 7);
    assertEquals(Set.of("cancelled", "interrupted", "shutdownNow []"), outcomes);
  }

  /**
   * The cancel of a submitted task no worker took is explored, so no warning: the run that meets
   * {@code shutdownNow} starts over with the worker's taking of the task as an event.
   */
  @Test
  void shutdownNowBeforeTheTaskWasTaken_isExplored_withoutWarning() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    ExplorationResult result = RichTest.explore(shutdownNowInterruptsABlockedTask(outcomes));

    assertTrue(result.complete(), result.summary());
    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
    assertTrue(outcomes.contains("cancelled"), outcomes + " " + result.bugs());
  }

  /**
   * As {@link #shutdownNowInterruptsABlockedTask(Set)}, but main waits for the task to show it
   * began before {@code shutdownNow}, so that a worker took it: {@code shutdownNow} only
   * interrupts it, as the JDK's: 4 sequences, and no warning.
   */
  @Test
  void shutdownNowAfterTheTaskBegan_matchesTheOracle_withoutWarning() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(shutdownNowInterruptsABlockedTask(outcomes, true), 4);
    assertEquals(Set.of("interrupted", "shutdownNow []"), outcomes);
    ExplorationResult result = RichTest.explore(shutdownNowInterruptsABlockedTask(outcomes, true));
    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
  }

  /**
   * Main submits a task that counts, stops the pool by {@code shutdownNow}, closes it and reads the
   * count, assuming the task ran: the bug is a task {@code shutdownNow} cancelled before a worker
   * took it. Taken before {@code shutdownNow}, the task's end comes before it, between it and the
   * {@code shutdown} of {@code close}, or after that: 3 sequences, the count 1. Taken after it, the
   * taking comes before the {@code shutdown}, between it and the {@code close} event, or after
   * that (the pool terminated at the cancel): 3 sequences, the count 0, each a failure.
   */
  static Program countAfterShutdownNow() {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt count = new SharedInt(0, "count");
      pool.execute(setting(count));
      pool.shutdownNow();
      pool.close();
      if (count.get() != 1) {
        throw new AssertionError("a submitted task did not run");
      }
    };
  }

  @Test
  void countAfterShutdownNow_aCancelledTaskIsTheBug_asTheOracle() {
    assertAgreesTakingTasks(countAfterShutdownNow(), 6);
    ExplorationResult result = RichTest.explore(countAfterShutdownNow(),
        Differential.options(org.richtest.Strategy.REACHABILITY));
    assertEquals(3, result.bugs().size(), result.summary());
    assertTrue(result.bugs().get(0).toString().contains("a submitted task did not run"),
        result.bugs().get(0).toString());
  }

  /**
   * A failing sequence of a stopped pool replays as it ran, with the takings as events: its trace
   * has the ends of threads, which the replay then models.
   */
  @Test
  void countAfterShutdownNow_aFailureReplays() {
    RunResult failed = RichTest.explore(countAfterShutdownNow()).bugs().get(0);

    RunResult again =
        RichTest.replay(countAfterShutdownNow(), failed.trace("countAfterShutdownNow"));

    assertEquals(failed.sequence(), again.sequence());
    assertTrue(again.outcome() instanceof RunOutcome.Failure, again.outcome().toString());
  }

  /**
   * {@code invokeAny} of one task: the caller's look for a completed task ({@code poll} of the
   * completion queue) before or after the task adds itself there, the former followed by a
   * {@code take}: 2 sequences.
   */
  @Test
  void invokeAnyOfOne_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(invokeAny(outcomes, List.of(() -> "a")), 2);
    assertEquals(Set.of("result a"), outcomes);
  }

  /**
   * {@code invokeAny} of two tasks returning "a" and "b": the second is submitted only if the
   * first has not completed when the caller looks, whichever completes first is the result, and
   * the other is cancelled, its runner interrupted, in every state it can be in. The count is the
   * oracle's (about 2.3 million interleavings: slow); the outcomes are derived by hand.
   */
  @Test
  @Tag("slow")
  void invokeAnyOfTwo_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    Differential.Comparison comparison =
        Differential.compareWithin(invokeAny(outcomes, List.of(() -> "a", () -> "b")), 5_000_000);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(INVOKE_ANY_OF_TWO, comparison.oracleSequences(), "oracle sequences");
    assertEquals(INVOKE_ANY_OF_TWO, comparison.reachabilitySequences(), "reachability sequences");
    assertEquals(Set.of("result a", "result b"), outcomes);
  }

  private static final int INVOKE_ANY_OF_TWO = 46;

  static Program invokeAny(Set<String> outcomes, List<Callable<String>> tasks) {
    return () -> {
      try {
        outcomes.add("result " + new ForkJoinPool(2).invokeAny(tasks));
      } catch (ExecutionException e) {
        throw new AssertionError(e);
      }
    };
  }

  /**
   * A timed {@code invokeAll} of one task: the caller's timed {@code get} after the task set its
   * result (done), or before (timed out: the task is cancelled, before it ran, while it runs, or
   * after it set its result, the interrupt of its runner racing with what it does). The count is
   * the oracle's; both outcomes are derived by hand.
   */
  @Test
  void timedInvokeAllOfOne_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(() -> {
      List<Callable<Integer>> one = List.of(() -> 1);
      Future<Integer> done =
          new ForkJoinPool(2).invokeAll(one, 1, TimeUnit.SECONDS).get(0);
      outcomes.add(done.isCancelled() ? "cancelled" : "result " + done.get());
    }, TIMED_INVOKE_ALL);
    assertEquals(Set.of("cancelled", "result 1"), outcomes);
  }

  private static final int TIMED_INVOKE_ALL = 11;

  /**
   * A timed {@code invokeAll} whose wait times out advances the run's logical clock by its
   * timeout, given in its own unit: the caller reads 1,000 ms after a cancelled task, 0 after one
   * done in time, and 1,000 after one done between the timeout and its cancelling (which then
   * fails, as the JDK's).
   */
  @Test
  void timedInvokeAll_aTimeoutAdvancesTheClockByItsTimeout_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    Differential.Comparison comparison = Differential.compareWith(() -> {
      List<Callable<Integer>> one = List.of(() -> 1);
      Future<Integer> done = new ForkJoinPool(2).invokeAll(one, 1, TimeUnit.SECONDS).get(0);
      outcomes.add((done.isCancelled() ? "cancelled" : "done") + " at "
          + Controller.current().logicalNanos() / 1_000_000 + " ms");
    }, options -> options.withClock(true));

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(Set.of("cancelled at 1000 ms", "done at 0 ms", "done at 1000 ms"), outcomes);
  }

  /**
   * As {@link #assertAgrees}, with the ends of threads modelled and so a worker's taking of a task
   * from the first run: every exploration, work items too ({@code WorkItemExploration}), would
   * start over with them at a {@code shutdownNow}, as {@code RichTest.explore} does.
   */
  static void assertAgreesTakingTasks(Program program, int expectedSequences) {
    Differential.Comparison comparison =
        Differential.compareWith(program, options -> options.withThreadEnds(true));
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
  }

  private static void assertAgrees(Program program, int expectedSequences) {
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
  }
}
