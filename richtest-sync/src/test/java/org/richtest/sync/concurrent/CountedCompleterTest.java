package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutionException;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The {@code CountedCompleter} drop-in against the JDK's behaviour, outside and inside an
 * exploration ({@link BothModes}): the pending count's arithmetic, a map-reduce by {@code
 * onCompletion} and {@code getRawResult}, a search completing its root, {@code complete} with a
 * result, and a child's exception reaching the root's joiner.
 */
class CountedCompleterTest {

  /** The JDK Javadoc's map-reduce, summing {@code values[lo, hi)}. */
  static final class Sum extends CountedCompleter<Integer> {
    private final int[] values;
    private final int lo;
    private final int hi;
    private @Nullable Sum sibling;
    private int result;

    Sum(@Nullable CountedCompleter<?> parent, int[] values, int lo, int hi) {
      super(parent);
      this.values = values;
      this.lo = lo;
      this.hi = hi;
    }

    @Override
    public void compute() {
      if (hi - lo >= 2) {
        int mid = (lo + hi) >>> 1;
        Sum left = new Sum(this, values, lo, mid);
        Sum right = new Sum(this, values, mid, hi);
        left.sibling = right;
        right.sibling = left;
        setPendingCount(1);
        right.fork();
        left.compute();
      } else {
        if (hi > lo) {
          result = values[lo];
        }
        tryComplete();
      }
    }

    @Override
    public void onCompletion(CountedCompleter<?> caller) {
      if (caller != this) {
        Sum child = (Sum) caller;
        result = child.result + (child.sibling == null ? 0 : child.sibling.result);
      }
    }

    @Override
    public Integer getRawResult() {
      return result;
    }
  }

  /** A task with no children whose pending count the check drives by hand. */
  static CountedCompleter<Void> idle(@Nullable CountedCompleter<?> parent, int pending) {
    return new CountedCompleter<>(parent, pending) {
      @Override
      public void compute() {}
    };
  }

  @Test
  void pendingCount_arithmeticAndChain_bothModes_asTheJdks() throws Exception {
    BothModes.check(() -> {
      CountedCompleter<Void> root = idle(null, 3);
      CountedCompleter<Void> child = idle(root, 0);
      root.addToPendingCount(2);
      assertEquals(5, root.getPendingCount());
      assertTrue(root.compareAndSetPendingCount(5, 1));
      assertEquals(1, root.decrementPendingCountUnlessZero());
      assertEquals(0, root.decrementPendingCountUnlessZero());
      assertEquals(0, root.getPendingCount());
      assertSame(root, child.getCompleter());
      assertSame(root, child.getRoot());
      assertNull(root.getCompleter());
      root.setPendingCount(1);
      assertNull(child.nextComplete());
      assertSame(root, child.nextComplete());
      assertTrue(!root.isDone());
      child.propagateCompletion();
      assertTrue(root.isDone() && root.isCompletedNormally());
      assertTrue(!child.isDone());
      child.quietlyCompleteRoot();
      assertNull(root.join());
    });
  }

  @Test
  void mapReduce_bothModes_sumsByOnCompletion() throws Exception {
    BothModes.check(() -> {
      int[] values = {1, 2, 3, 4, 5, 6, 7};
      assertEquals(28, new Sum(null, values, 0, values.length).invoke());
      assertEquals(10, ForkJoinPool.commonPool().invoke(new Sum(null, values, 0, 4)));
      assertEquals(6, new ForkJoinPool(2).submit(new Sum(null, values, 0, 3)).get());
    });
  }

  @Test
  void completeWithAResult_runsOnCompletion_andTriesTheCompleter() throws Exception {
    BothModes.check(() -> {
      int[] completions = new int[1];
      CountedCompleter<String> root = new CountedCompleter<>() {
        private @Nullable String result;

        @Override
        public void compute() {
          setPendingCount(1);
          new CountedCompleter<String>(this) {
            @Override
            public void compute() {
              complete("done");
            }

            @Override
            public void onCompletion(CountedCompleter<?> caller) {
              completions[0]++;
            }
          }.fork();
          tryComplete();
        }

        @Override
        public void onCompletion(CountedCompleter<?> caller) {
          result = "root after " + completions[0];
        }

        @Override
        public @Nullable String getRawResult() {
          return result;
        }
      };
      assertEquals("root after 1", root.invoke());
    });
  }

  @Test
  void childException_reachesTheRoot_asTheJdks() throws Exception {
    BothModes.check(() -> {
      IllegalStateException thrown = new IllegalStateException("child");
      boolean[] asked = new boolean[1];
      CountedCompleter<Void> root = new CountedCompleter<>() {
        @Override
        public void compute() {
          setPendingCount(1);
          new CountedCompleter<Void>(this) {
            @Override
            public void compute() {
              throw thrown;
            }

            @Override
            public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
              asked[0] = ex == thrown && caller == this;
              return true;
            }
          }.fork();
          tryComplete();
        }
      };
      root.fork();
      ExecutionException failed = assertThrows(ExecutionException.class, root::get);
      Throwable cause = failed.getCause();
      assertTrue(cause == thrown || cause.getClass() == thrown.getClass()
          && cause.getCause() == thrown, cause::toString);
      assertTrue(root.isCompletedAbnormally() && asked[0]);
    });
  }
}
