package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.sync.SharedInt;

/**
 * Fork/join under exploration: small recursive tasks explored to the end, their sequence counts
 * pinned and equal to the exhaustive oracle's. A forked task is a thread of its own and a join
 * waits for it, so a counter the leaves update without care loses an update in some sequence,
 * and one they increment atomically never does; a failing subtask's exception reaches {@code
 * invokeAll}'s caller, the other cancelled or done.
 */
class ForkJoinExplorationTest {

  /**
   * Sums {@code values[from, to)}, splitting in two above two elements; each leaf counts itself
   * in {@code leaves}, by a read and a write when {@code racy}, atomically otherwise.
   */
  static final class Sum extends RecursiveTask<Integer> {

    private final int[] values;
    private final int from;
    private final int to;
    private final SharedInt leaves;
    private final boolean racy;

    Sum(int[] values, int from, int to, SharedInt leaves, boolean racy) {
      this.values = values;
      this.from = from;
      this.to = to;
      this.leaves = leaves;
      this.racy = racy;
    }

    @Override
    protected Integer compute() {
      if (to - from <= 2) {
        if (racy) {
          leaves.set(leaves.get() + 1);
        } else {
          leaves.incrementAndGet();
        }
        int sum = 0;
        for (int i = from; i < to; i++) {
          sum += values[i];
        }
        return sum;
      }
      int middle = (from + to) / 2;
      Sum left = new Sum(values, from, middle, leaves, racy);
      Sum right = new Sum(values, middle, to, leaves, racy);
      left.fork();
      int rightSum = right.compute();
      return left.join() + rightSum;
    }
  }

  /** Sums four values in two leaves, by the common pool, and checks the sum and the count. */
  static Program sumOfFour(boolean racy) {
    return () -> {
      SharedInt leaves = new SharedInt(0, "leaves");
      int sum = ForkJoinPool.commonPool()
          .invoke(new Sum(new int[] {1, 2, 3, 4}, 0, 4, leaves, racy));
      check(sum == 10, "sum " + sum);
      check(leaves.get() == 2, "leaves " + leaves.get());
    };
  }

  @Test
  void sumWithRacyCounter_explored_lostUpdateFoundLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(sumOfFour(true), true);

    assertFalse(result.failures().isEmpty(), result.summary());
    assertTrue(result.failures().get(0).outcome().toString().contains("leaves 1"),
        result.failures().get(0).outcome().toString());
    assertEquals(RACY_SEQUENCES, result.sequences(), result.summary());
  }

  private static final int RACY_SEQUENCES = 4;

  @Test
  void sumWithAtomicCounter_explored_noBugLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(sumOfFour(false), true);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(ATOMIC_SEQUENCES, result.sequences(), result.summary());
  }

  private static final int ATOMIC_SEQUENCES = 2;

  /**
   * Eight values in four leaves over two levels, by {@code invokeAll} in a pool of two: the sum
   * is right in every sequence, the counter atomic.
   */
  @Test
  void twoLevelsByInvokeAll_explored_sumRightLikeTheOracle() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      SharedInt leaves = new SharedInt(0, "leaves");
      int[] values = {1, 2, 3, 4, 5, 6, 7, 8};
      RecursiveTask<Integer> halves = new RecursiveTask<>() {
        @Override
        protected Integer compute() {
          Sum left = new Sum(values, 0, 4, leaves, false);
          Sum right = new Sum(values, 4, 8, leaves, false);
          invokeAll(left, right);
          return left.join() + right.join();
        }
      };
      int sum = new ForkJoinPool(2).invoke(halves);
      check(sum == 36 && leaves.get() == 4, "sum " + sum + ", leaves " + leaves.get());
    }, true);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(TWO_LEVELS_SEQUENCES, result.sequences(), result.summary());
  }

  private static final int TWO_LEVELS_SEQUENCES = 24;

  /**
   * Two actions by {@code invokeAll}: the first, run in the caller, throws; the second, forked,
   * sets a flag. The exception reaches the caller; the second was cancelled before it ran, or ran.
   */
  static Program failingSubtask(Set<String> outcomes) {
    return () -> {
      SharedInt ran = new SharedInt(0, "ran");
      RecursiveAction failing = new RecursiveAction() {
        @Override
        protected void compute() {
          throw new IllegalStateException("first");
        }
      };
      RecursiveAction other = new RecursiveAction() {
        @Override
        protected void compute() {
          ran.set(1);
        }
      };
      try {
        ForkJoinTask.invokeAll(failing, other);
        outcomes.add("no exception");
      } catch (IllegalStateException e) {
        outcomes.add("threw " + e.getMessage());
      }
      try {
        other.join();
        outcomes.add("other done");
      } catch (CancellationException e) {
        outcomes.add("other cancelled");
      }
      check(failing.isCompletedAbnormally(), "the failing task completed normally");
    };
  }

  @Test
  void failingSubtask_explored_exceptionReachesTheCallerLikeTheOracle() {
    Set<String> outcomes = new TreeSet<>();

    ExplorationResult result = OracleCheck.exploreLikeTheOracle(failingSubtask(outcomes), true);

    assertTrue(result.bugs().isEmpty(), () -> result.bugs().get(0).outcome().toString());
    assertEquals(Set.of("threw first", "other cancelled", "other done"), outcomes);
  }
}
