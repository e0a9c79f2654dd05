package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.sync.RichThread;

/**
 * The adder, accumulator and stamped/markable reference drop-ins under exploration: each a shared
 * variable of its own, counts pinned and equal to the exhaustive oracle's.
 */
class AddersAndTaggedReferencesExplorationTest {

  /** Two threads add to each adder and accumulate a maximum: nothing lost, whatever the order. */
  static void twoAdders() throws Exception {
    LongAdder hits = new LongAdder("hits");
    DoubleAdder total = new DoubleAdder("total");
    LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE, "max");
    RichThread first = RichThread.start("T1", () -> {
      hits.increment();
      max.accumulate(3);
    });
    RichThread second = RichThread.start("T2", () -> {
      hits.add(2);
      total.add(0.5);
    });
    first.join();
    second.join();
    check(hits.sum() == 3 && total.sum() == 0.5 && max.get() == 3,
        hits + " " + total + " " + max);
  }

  @Test
  void adders_twoThreads_onlyTheSharedAddersOrdersNoBug() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(AddersAndTaggedReferencesExplorationTest::twoAdders);

    assertTrue(result.bugs().isEmpty(), result.summary());
    // Only the two adds to hits meet: 2 orders.
    assertEquals(2, result.sequences(), result.summary());
  }

  /** A reader sums while a writer adds: the sum is read before or after the add. */
  static void sumThenResetRacesAnAdd() throws Exception {
    LongAdder hits = new LongAdder("hits");
    hits.add(5);
    RichThread writer = RichThread.start("W", hits::increment);
    long taken = hits.sumThenReset();
    writer.join();
    check(taken + hits.sum() == 6, "lost: took " + taken + ", left " + hits.sum());
    check(taken == 6, "the add came after the reset");
  }

  @Test
  void sumThenReset_racingAnAdd_bothOrdersOneFails() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        AddersAndTaggedReferencesExplorationTest::sumThenResetRacesAnAdd);

    assertEquals(2, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  /**
   * The ABA problem a stamp solves: a thread's compare-and-set of A fails once another changed A to
   * B and back, since the stamp moved on; with the reference alone it would succeed.
   */
  static void abaDetectedByTheStamp() throws Exception {
    AtomicStampedReference<String> ref = new AtomicStampedReference<>("A", 0, "ref");
    RichThread other = RichThread.start("T2", () -> {
      ref.compareAndSet("A", "B", 0, 1);
      ref.compareAndSet("B", "A", 1, 2);
    });
    int[] stamp = new int[1];
    String seen = ref.get(stamp);
    boolean swapped = ref.compareAndSet(seen, "C", stamp[0], stamp[0] + 1);
    other.join();
    check(swapped == ref.getReference().equals("C"),
        "swapped " + swapped + ", " + ref.getReference());
  }

  @Test
  void stampedReference_aba_everyInterleavingAsTheOracleNoBug() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        AddersAndTaggedReferencesExplorationTest::abaDetectedByTheStamp);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.sequences() > 2, result.summary());
  }

  /** Two threads mark one node: exactly one marks it, whichever order. */
  static void markOnce() throws Exception {
    AtomicMarkableReference<String> node = new AtomicMarkableReference<>("n", false, "node");
    boolean[] won = new boolean[2];
    RichThread first =
        RichThread.start("T1", () -> won[0] = node.compareAndSet("n", "n", false, true));
    RichThread second = RichThread.start("T2", () -> won[1] = node.attemptMark("n", true));
    first.join();
    second.join();
    boolean[] mark = new boolean[1];
    check(node.get(mark).equals("n") && mark[0] && node.isMarked(), "not marked");
    check(won[0] || won[1], "nobody marked");
  }

  @Test
  void markableReference_twoMarkers_asTheOracleNoBug() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(AddersAndTaggedReferencesExplorationTest::markOnce);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.sequences() > 1, result.summary());
  }

  @Test
  void outsideAnExploration_theJdksResults() {
    LongAdder adder = new LongAdder();
    adder.add(4);
    adder.decrement();
    assertEquals(3, adder.sumThenReset());
    assertEquals("0", adder.toString());
    DoubleAccumulator product = new DoubleAccumulator((a, b) -> a * b, 1);
    product.accumulate(2.5);
    assertEquals(2.5, product.getThenReset());
    assertEquals(1.0, product.get());
    AtomicStampedReference<String> ref = new AtomicStampedReference<>("a", 0);
    assertFalse(ref.compareAndSet(new String("a"), "b", 0, 1), "compared by identity");
    assertTrue(ref.attemptStamp("a", 7));
    int[] stamp = new int[1];
    assertEquals("a", ref.get(stamp));
    assertArrayEquals(new int[] {7}, stamp);
    Set<String> names = new HashSet<>(Set.of(adder.name(), ref.name()));
    assertEquals(2, names.size());
  }
}
