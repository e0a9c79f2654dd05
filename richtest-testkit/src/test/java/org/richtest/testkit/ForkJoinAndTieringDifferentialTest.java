package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.sync.RichThread;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.ForkJoinPool;
import org.richtest.sync.concurrent.ForkJoinTask;
import org.richtest.sync.concurrent.Phaser;
import org.richtest.sync.concurrent.RecursiveTask;

/**
 * Tiered phasers and fork/join against the exhaustive oracle with every comparison {@link
 * Differential#compare} makes (partial orders, none twice, the parallel exploration and the one by
 * work items making the same runs, the failing orders the same), on small programs whose counts
 * are pinned.
 */
class ForkJoinAndTieringDifferentialTest {

  /**
   * Two workers under a child of a root whose other party is main: a worker waits at the child,
   * main at the root; the advance comes when main and the child's two parties all arrived.
   */
  static void tieredBarrier() throws Exception {
    Phaser root = new Phaser(1, "root");
    Phaser child = new Phaser(root, 2);
    SharedInt work = new SharedInt(0, "work");
    RichThread.Body worker = () -> {
      work.incrementAndGet();
      child.arriveAndAwaitAdvance();
      if (work.get() != 3) {
        throw new AssertionError("advanced with work " + work.get());
      }
    };
    RichThread a = RichThread.start("A", worker);
    RichThread b = RichThread.start("B", worker);
    work.incrementAndGet();
    root.arriveAndAwaitAdvance();
    a.join();
    b.join();
  }

  @Test
  void tieredBarrier_matchesTheOracle() {
    assertAgrees(ForkJoinAndTieringDifferentialTest::tieredBarrier, TIERED_SEQUENCES);
  }

  private static final int TIERED_SEQUENCES = 36;

  /** A leaf that counts itself in {@code leaves} by a read and a write, and returns 1. */
  static RecursiveTask<Integer> leaf(SharedInt leaves) {
    return new RecursiveTask<>() {
      @Override
      protected Integer compute() {
        leaves.set(leaves.get() + 1);
        return 1;
      }
    };
  }

  /**
   * Two leaves by {@code invokeAll} in a pool of two, each counting itself racily: the sum is
   * always 2, the count loses an update in some order.
   */
  static Program racyLeaves() {
    return () -> {
      SharedInt leaves = new SharedInt(0, "leaves");
      int sum = new ForkJoinPool(2).invoke(new RecursiveTask<Integer>() {
        @Override
        protected Integer compute() {
          RecursiveTask<Integer> left = leaf(leaves);
          RecursiveTask<Integer> right = leaf(leaves);
          ForkJoinTask.invokeAll(left, right);
          return left.join() + right.join();
        }
      });
      if (sum != 2 || leaves.get() != 2) {
        throw new AssertionError("sum " + sum + ", leaves " + leaves.get());
      }
    };
  }

  @Test
  void racyLeaves_matchesTheOracle() {
    assertAgrees(racyLeaves(), RACY_SEQUENCES);
  }

  private static final int RACY_SEQUENCES = 4;

  private static void assertAgrees(Program program, int expectedSequences) {
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
  }
}
