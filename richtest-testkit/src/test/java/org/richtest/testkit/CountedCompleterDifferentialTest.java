package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.richtest.testkit.HandCounts.assertAgrees;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.sync.SharedInt;
import org.richtest.sync.concurrent.AtomicInteger;
import org.richtest.sync.concurrent.CountedCompleter;

/**
 * The {@code CountedCompleter} drop-in against the exhaustive oracle, with every comparison {@link
 * Differential#compare} makes, on the JDK Javadoc's three shapes cut to two elements: a for-each
 * by {@code addToPendingCount}, {@code fork} and {@code propagateCompletion}; a map-reduce whose
 * {@code onCompletion} combines the children's results, correct and with a child that completes
 * before it sets its result; a search completing its root by {@code quietlyCompleteRoot}; and a
 * child's exception reaching the root. Counts are derived by hand in each program's comment: the
 * pending count is a shared variable on which the children's decrements race, and the root's
 * completion the line its joiner waits on.
 */
class CountedCompleterDifferentialTest {

  /**
   * The Javadoc's for-each over {@code [lo, hi)}: forks the right half after counting it pending,
   * applies the action to the last element itself, then propagates completion.
   */
  static final class ForEach extends CountedCompleter<Void> {
    private final SharedInt[] cells;
    private final int lo;
    private final int hi;

    ForEach(@Nullable CountedCompleter<?> parent, SharedInt[] cells, int lo, int hi) {
      super(parent);
      this.cells = cells;
      this.lo = lo;
      this.hi = hi;
    }

    @Override
    public void compute() {
      int l = lo;
      int h = hi;
      while (h - l >= 2) {
        int mid = (l + h) >>> 1;
        addToPendingCount(1);
        new ForEach(this, cells, mid, h).fork();
        h = mid;
      }
      if (h > l) {
        cells[l].set(1);
      }
      propagateCompletion();
    }
  }

  /**
   * A for-each over two cells from main's {@code invoke}: the root's pending count is 1, and main's
   * decrement races with the child's, the second finding zero and completing the root: 2
   * sequences, and the root's join always sees both cells set.
   */
  static Program forEach() {
    return () -> {
      SharedInt[] cells = {new SharedInt(0, "c0"), new SharedInt(0, "c1")};
      new ForEach(null, cells, 0, 2).invoke();
      if (cells[0].get() != 1 || cells[1].get() != 1) {
        throw new AssertionError("completed before every cell was set");
      }
    };
  }

  @Test
  void forEach_matchesTheOracle() {
    assertAgrees(forEach(), 2, 0);
  }

  /**
   * The Javadoc's map-reduce over two leaves: the root counts the right leaf pending, forks it
   * and computes the left itself; the leaf that completes second runs the root's {@code
   * onCompletion}, which adds the two leaves' results. If {@code early}, the forked leaf calls
   * {@code tryComplete} before it sets its result (a bug).
   */
  static final class Summer extends CountedCompleter<Integer> {
    private final boolean early;
    private final int lo;
    private final int hi;
    private final SharedInt result;
    private @Nullable Summer sibling;
    private int sum;

    Summer(@Nullable CountedCompleter<?> parent, boolean early, int lo, int hi) {
      super(parent);
      this.early = early;
      this.lo = lo;
      this.hi = hi;
      this.result = new SharedInt(0, "result" + lo + "-" + hi);
    }

    @Override
    public void compute() {
      if (hi - lo >= 2) {
        int mid = (lo + hi) >>> 1;
        Summer left = new Summer(this, early, lo, mid);
        Summer right = new Summer(this, early, mid, hi);
        left.sibling = right;
        right.sibling = left;
        setPendingCount(1);
        right.fork();
        left.compute();
      } else if (early && lo > 0) {
        tryComplete();
        result.set(lo + 1);
      } else {
        result.set(lo + 1);
        tryComplete();
      }
    }

    @Override
    public void onCompletion(CountedCompleter<?> caller) {
      if (caller != this) {
        Summer child = (Summer) caller;
        sum = child.result.get() + (child.sibling == null ? 0 : child.sibling.result.get());
      }
    }

    @Override
    public Integer getRawResult() {
      return sum;
    }
  }

  /**
   * Map-reduce of 1 + 2: main's decrement of the root's pending count races with the forked
   * leaf's, 2 sequences; whichever comes second reads both results, each set before its leaf's
   * decrement, so the sum is always 3.
   */
  static Program mapReduce(boolean early) {
    return () -> {
      int sum = new Summer(null, early, 0, 2).invoke();
      if (sum != 3) {
        throw new AssertionError("sum " + sum);
      }
    };
  }

  @Test
  void mapReduce_matchesTheOracle() {
    assertAgrees(mapReduce(false), 2, 0);
  }

  /**
   * The forked leaf calls {@code tryComplete} before it sets its result. If main decrements first,
   * the leaf runs the root's {@code onCompletion} before its own write: the sum misses 2, 1
   * sequence, failing. If the leaf decrements first, main reads the leaf's result racing with its
   * write: before it (failing) or after (sum 3), 2 sequences. 3 sequences, 2 failing.
   */
  @Test
  void mapReduceCompletingBeforeItsResult_failsInSomeOrders_asTheOracle() {
    assertAgrees(mapReduce(true), 3, 2);
  }

  /**
   * The Javadoc's search: the first leaf that matches sets the shared result by a compare-and-set
   * and completes the root at once ({@code quietlyCompleteRoot}); every leaf still {@code
   * tryComplete}s, so the root is completed again, which changes nothing.
   */
  static final class Searcher extends CountedCompleter<Integer> {
    private final int[] array;
    private final AtomicInteger found;
    private final int lo;
    private final int hi;

    Searcher(@Nullable CountedCompleter<?> parent, int[] array, AtomicInteger found, int lo,
        int hi) {
      super(parent);
      this.array = array;
      this.found = found;
      this.lo = lo;
      this.hi = hi;
    }

    @Override
    public void compute() {
      int l = lo;
      int h = hi;
      while (found.get() < 0 && h > l) {
        if (h - l >= 2) {
          int mid = (l + h) >>> 1;
          addToPendingCount(1);
          new Searcher(this, array, found, mid, h).fork();
          h = mid;
        } else {
          if (array[l] > 0 && found.compareAndSet(-1, l)) {
            quietlyCompleteRoot();
          }
          break;
        }
      }
      tryComplete();
    }

    @Override
    public Integer getRawResult() {
      return found.get();
    }
  }

  /**
   * A search of two elements where only the forked half's matches. Main reads {@code found}
   * before the fork (ordered) and once after, racing with the leaf's compare-and-set (2 ways);
   * the two decrements of the root's pending count race (2 ways). When main decrements first, the
   * leaf completes the root a second time, which changes nothing but is an event on the root's
   * completion, before or after main's join (2 ways); when the leaf decrements first, main
   * completes the root again before it joins: 2 x (2 + 1) = 6 sequences. The root's join
   * returns once the match completed it, so it always finds index 1.
   */
  static Program search(Set<String> outcomes) {
    return () -> {
      int index = new Searcher(null, new int[] {0, 7}, new AtomicInteger(-1, "found"), 0, 2)
          .invoke();
      outcomes.add("found " + index);
    };
  }

  @Test
  void search_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(search(outcomes), 6, 0);
    assertEquals(Set.of("found 1"), outcomes);
  }

  /**
   * A root with one forked child that throws: the child completes itself abnormally and, as its
   * {@code onExceptionalCompletion} agrees, the root, which main's {@code invoke} joins and
   * rethrows (a copy whose cause is the child's, as the JDK's in another thread). Main's {@code
   * tryComplete} finds the count 1 and stops, in either order with the child (which does not
   * touch the count). Main's join comes after the child completed the root abnormally, and before
   * or after the child's query whether it did: 2 sequences, main always sees the failure.
   */
  static Program childFailing(Set<String> outcomes) {
    return () -> {
      CountedCompleter<Void> root = new CountedCompleter<>() {
        @Override
        public void compute() {
          setPendingCount(1);
          new CountedCompleter<Void>(this) {
            @Override
            public void compute() {
              throw new IllegalStateException("child failed");
            }
          }.fork();
          tryComplete();
        }
      };
      try {
        root.invoke();
        outcomes.add("completed");
      } catch (IllegalStateException failed) {
        outcomes.add("failed " + failed.getCause().getMessage());
      }
    };
  }

  @Test
  void childFailing_matchesTheOracle() {
    Set<String> outcomes = Collections.synchronizedSet(new TreeSet<>());

    assertAgrees(childFailing(outcomes), 2, 0);
    assertEquals(Set.of("failed child failed"), outcomes);
  }
}
