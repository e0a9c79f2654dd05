package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.testkit.ForkJoinLifeCycleDifferentialTest.assertAgreesTakingTasks;
import static org.richtest.testkit.ForkJoinLifeCycleDifferentialTest.setting;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.CountDownLatch;
import org.richtest.sync.concurrent.ForkJoinPool;
import org.richtest.sync.concurrent.ForkJoinTask;
import org.richtest.sync.concurrent.RecursiveAction;
import org.richtest.sync.concurrent.Semaphore;

/**
 * A fork/join pool's {@code shutdownNow} cancelling a task <em>forked</em> in the pool that no
 * worker took yet, against the exhaustive oracle with thread ends modelled (as {@code
 * RichTest.explore} does once it meets {@code shutdownNow}). In each program main submits a task T
 * that forks C and then stops its own pool; main closes the pool. What is explored is C's fate:
 * C's {@code taken} event on the pool's line before {@code shutdownNow} (C runs, and is interrupted
 * if still running) or after it (C was cancelled, never runs, and its join throws {@code
 * CancellationException}). Each outcome was seen on the JDK's {@code ForkJoinPool} (JDK 25, 20,000
 * runs a program; docs/decisions.md, "Fork/join"). Counts are derived by hand from the events that
 * can race: on the pool's line main's {@code submit}, T's {@code taken}, {@code fork}, {@code
 * shutdownNow} and {@code taskEnded} (after C's thread ended), C's {@code taken}, and main's {@code
 * shutdown} and {@code close} (open once the pool terminated); on C's completion line C's complete
 * and the cancel; and the values the tasks write and read.
 */
class ForkedShutdownNowDifferentialTest {

  /** Submits a task to {@code pool} that forks {@code forked}, stops the pool and runs {@code after}. */
  static void forkingThenStopping(ForkJoinPool pool, ForkJoinTask<?> forked, Runnable after) {
    pool.execute(new RecursiveAction() {
      @Override
      protected void compute() {
        forked.fork();
        pool.shutdownNow();
        after.run();
      }
    });
  }

  /**
   * T forks C, which counts, and stops the pool; main closes it and reads the count, assuming C
   * ran: the bug is a forked task {@code shutdownNow} cancelled before a worker took it. On the
   * pool's line T's events come in the order {@code taken}, {@code fork}, {@code shutdownNow},
   * {@code taskEnded} (which waits for C's thread), C's {@code taken} after the fork, either before
   * {@code shutdownNow} (C runs: count 1) or after it (C cancelled, its thread ends at once: count
   * 0); main's {@code shutdown} comes anywhere after its {@code submit} among T's and C's five
   * events, 6 places, and its {@code close} last, once T ended. 12 sequences, 6 failing.
   */
  static Program countAfterShutdownNow() {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt count = new SharedInt(0, "count");
      forkingThenStopping(pool, setting(count), () -> {});
      pool.close();
      if (count.get() != 1) {
        throw new AssertionError("a forked task did not run");
      }
    };
  }

  @Test
  void countAfterShutdownNow_aCancelledForkIsTheBug_asTheOracle() {
    assertAgreesTakingTasks(countAfterShutdownNow(), COUNT_SEQUENCES);
    ExplorationResult result =
        RichTest.explore(countAfterShutdownNow(), Differential.options(Strategy.REACHABILITY));
    assertEquals(COUNT_FAILURES, result.bugs().size(), result.summary());
    assertTrue(result.bugs().get(0).toString().contains("a forked task did not run"),
        result.bugs().get(0).toString());
  }

  private static final int COUNT_SEQUENCES = 12;
  private static final int COUNT_FAILURES = 6;

  /**
   * As {@link #countAfterShutdownNow}, through {@code RichTest.explore}, which starts over with
   * thread ends once it meets {@code shutdownNow}: the cancel is found, and no warning is left.
   */
  @Test
  void countAfterShutdownNow_isFoundWithoutWarning() {
    ExplorationResult result = RichTest.explore(countAfterShutdownNow());

    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
    assertTrue(result.bugs().get(0).toString().contains("a forked task did not run"),
        result.summary());
  }

  /**
   * T forks C, which counts, stops the pool and joins C: C taken before {@code shutdownNow} runs
   * and T's join returns after its write; taken after, C was cancelled, never writes, and T's join
   * throws {@code CancellationException}, as the JDK's. The join waits for C's completion or
   * cancel, so the pool's line decides alone, as in {@link #countAfterShutdownNow}: 12 sequences.
   */
  static Program joinOfACancelledFork(Set<String> outcomes) {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt count = new SharedInt(0, "count");
      ForkJoinTask<?> forked = setting(count);
      forkingThenStopping(pool, forked, () -> {
        try {
          forked.join();
          outcomes.add("joined, count " + count.get());
        } catch (CancellationException cancelled) {
          outcomes.add("cancelled, count " + count.get());
        }
      });
      pool.close();
    };
  }

  @Test
  void joinOfACancelledFork_throwsCancellation_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(joinOfACancelledFork(outcomes), JOIN_SEQUENCES);
    assertEquals(Set.of("cancelled, count 0", "joined, count 1"), outcomes);
  }

  private static final int JOIN_SEQUENCES = 12;

  /**
   * C blocks on a semaphore no one releases. Taken before {@code shutdownNow}, C is interrupted,
   * before its acquire or while it waits; taken after, C was cancelled and never runs: which, is
   * decided by the order of C's {@code taken} and {@code shutdownNow} on the pool's line alone,
   * as in {@link #countAfterShutdownNow}: 6 sequences cancelled, and 6 taken, each with the
   * interrupt before C's acquire or while it waits: 18.
   */
  static Program forkedTaskInterruptedOrCancelled(Set<String> outcomes) {
    return () -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      Semaphore never = new Semaphore(0, "never");
      ForkJoinTask<?> forked = new RecursiveAction() {
        @Override
        protected void compute() {
          try {
            never.acquire();
            outcomes.add("acquired");
          } catch (InterruptedException interrupted) {
            outcomes.add("interrupted");
          }
        }
      };
      forkingThenStopping(pool, forked, () -> {});
      pool.close();
      outcomes.add("cancelled " + forked.isCancelled());
    };
  }

  @Test
  void forkedTaskInterruptedOrCancelled_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(forkedTaskInterruptedOrCancelled(outcomes), INTERRUPT_SEQUENCES);
    assertEquals(Set.of("cancelled false", "cancelled true", "interrupted"), outcomes);
  }

  private static final int INTERRUPT_SEQUENCES = 18;

  /**
   * A task that stops its own pool is not interrupted by it: the JDK's {@code shutdownNow}
   * interrupts every worker but the caller's (20,000 runs on JDK 25, never interrupted). Main's
   * {@code shutdown} before T's {@code taken}, between it and {@code shutdownNow}, between that and
   * T's {@code taskEnded}, or after it: 4 sequences.
   */
  @Test
  void shutdownNowByAMember_doesNotInterruptTheCaller() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(() -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      pool.execute(new RecursiveAction() {
        @Override
        protected void compute() {
          pool.shutdownNow();
          outcomes.add("interrupted " + RichThread.isCurrentInterrupted());
        }
      });
      pool.close();
    }, SELF_SEQUENCES);
    assertEquals(Set.of("interrupted false"), outcomes);
  }

  private static final int SELF_SEQUENCES = 4;

  /**
   * A task a member of the pool submits to the common pool is the common pool's, which no other
   * pool's {@code shutdownNow} reaches: it always runs, as the JDK's (20,000 runs on JDK 25).
   * Main joins it before reading, and it makes no event on the pool's line: main's {@code
   * shutdown} in 4 places among T's three events, 4 sequences.
   */
  @Test
  void commonPoolTaskOfAMember_isNeverCancelled() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgreesTakingTasks(() -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      SharedInt count = new SharedInt(0, "count");
      ForkJoinTask<?>[] common = new ForkJoinTask<?>[1];
      pool.execute(new RecursiveAction() {
        @Override
        protected void compute() {
          common[0] = ForkJoinPool.commonPool().submit(setting(count));
          pool.shutdownNow();
        }
      });
      pool.close();
      common[0].join();
      outcomes.add("count " + count.get());
    }, COMMON_SEQUENCES);
    assertEquals(Set.of("count 1"), outcomes);
  }

  private static final int COMMON_SEQUENCES = 4;

  /**
   * A task that sees its interrupt forks another after {@code shutdownNow}: it runs here, while the
   * JDK's may cancel it (seen in 24 of 5,000 runs on JDK 25), an outcome not explored, so the
   * exploration warns of it rather than look complete.
   */
  @Test
  void forkAfterShutdownNow_warnsOfTheUnexploredCancel() {
    ExplorationResult result = RichTest.explore(() -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      CountDownLatch began = new CountDownLatch(1, "began");
      Semaphore never = new Semaphore(0, "never");
      pool.execute(new RecursiveAction() {
        @Override
        protected void compute() {
          began.countDown();
          try {
            never.acquire();
          } catch (InterruptedException interrupted) {
            setting(new SharedInt(0, "value")).fork();
          }
        }
      });
      began.await();
      pool.shutdownNow();
      pool.close();
    });

    assertTrue(result.complete(), result.summary());
    assertEquals(1, result.warnings().size(), result.warnings().toString());
    assertTrue(result.warnings().get(0).contains("after its shutdownNow"),
        result.warnings().get(0));
  }
}
