package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.Executors;

/**
 * A thread pool's {@code shutdownNow} against the exhaustive oracle, beside the fork/join pool's
 * ({@link ForkJoinLifeCycleDifferentialTest#countAfterShutdownNow}): in both a task no worker took
 * before {@code shutdownNow} never runs, and the order of the worker's taking ({@code getTask}
 * here, {@code taken} there) and {@code shutdownNow} on the pool's line decides it. The thread pool
 * returns such a task, as the JDK's {@code ThreadPoolExecutor}; the fork/join pool cancels it and
 * returns nothing, as the JDK's {@code ForkJoinPool}.
 */
class ShutdownNowDifferentialTest {

  /**
   * Main executes two writing tasks on a pool of one worker, stops it by {@code shutdownNow},
   * closes it and checks that each task either ran or was returned, and that both ran (the bug: a
   * task returned never ran). The worker starts with the first task; its {@code getTask} after it
   * comes before the second {@code execute} (it parks idle and is handed the second task, which
   * runs; its next {@code getTask} before {@code shutdownNow}, between it and the {@code shutdown}
   * of {@code close}, or after that: 3 sequences), or after it, before {@code shutdownNow} (it
   * takes the queued task: again 3), or after {@code shutdownNow}, which returned the queued task
   * (that {@code getTask} before or after the {@code shutdown}: 2 sequences, each a failure). 8 in
   * all, 2 failing.
   */
  static Program countAfterShutdownNow(Set<String> outcomes) {
    return () -> {
      ExecutorService pool = Executors.newFixedThreadPool(1);
      SharedInt first = new SharedInt(0, "first");
      SharedInt second = new SharedInt(0, "second");
      pool.execute(() -> first.set(1));
      pool.execute(() -> second.set(1));
      List<Runnable> returned = pool.shutdownNow();
      pool.close();
      int ran = first.get() + second.get();
      outcomes.add("ran " + ran + ", returned " + returned.size());
      if (ran + returned.size() != 2) {
        throw new IllegalStateException("a task neither ran nor was returned");
      }
      if (ran != 2) {
        throw new AssertionError("a submitted task did not run");
      }
    };
  }

  @Test
  void threadPoolCountAfterShutdownNow_aReturnedTaskIsTheBug_asTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    Differential.Comparison comparison = Differential.compare(countAfterShutdownNow(outcomes));

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(8, comparison.oracleSequences(), "oracle sequences");
    assertEquals(8, comparison.reachabilitySequences(), "reachability sequences");
    assertEquals(Set.of("ran 1, returned 1", "ran 2, returned 0"), outcomes);
    ExplorationResult result = RichTest.explore(countAfterShutdownNow(outcomes),
        Differential.options(Strategy.REACHABILITY));
    assertEquals(2, result.bugs().size(), result.summary());
    assertTrue(result.bugs().get(0).toString().contains("a submitted task did not run"),
        result.bugs().get(0).toString());
  }
}
