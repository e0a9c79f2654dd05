package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.event.LineKind;
import org.richtest.sync.RichThread;

/**
 * The atomic-array drop-ins under exploration: each element a shared variable of its own, so that
 * operations on different elements are independent and a get-then-set on one element loses an
 * update; counts pinned and equal to the exhaustive oracle's.
 */
class AtomicArraysExplorationTest {

  /** Two threads each increment their own element: one sequence, nothing lost. */
  static void ownElements() throws Exception {
    AtomicIntegerArray counts = new AtomicIntegerArray(2, "counts");
    RichThread first = RichThread.start("T1", () -> counts.incrementAndGet(0));
    RichThread second = RichThread.start("T2", () -> counts.getAndAdd(1, 5));
    first.join();
    second.join();
    check(counts.get(0) == 1 && counts.get(1) == 5, "counts " + counts);
  }

  @Test
  void differentElements_independent_oneSequence() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(AtomicArraysExplorationTest::ownElements);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(1, result.sequences(), result.summary());
    assertEquals(2, RichTest.runOnce(AtomicArraysExplorationTest::ownElements).sequence().lines()
        .stream().filter(line -> line.kind() == LineKind.VARIABLE).count());
  }

  /** Two threads read then write one element of a long array: an update is lost. */
  static void getThenSet() throws Exception {
    AtomicLongArray totals = new AtomicLongArray(new long[] {0, 7});
    Runnable bump = () -> totals.set(0, totals.get(0) + 1);
    RichThread first = RichThread.start("T1", bump::run);
    RichThread second = RichThread.start("T2", bump::run);
    first.join();
    second.join();
    check(totals.get(0) == 2 && totals.get(1) == 7, "lost update: " + totals);
  }

  @Test
  void getThenSet_onOneElement_fourSequencesTwoLoseAnUpdate() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(AtomicArraysExplorationTest::getThenSet);

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
  }

  /** Two threads claim one slot by compare-and-set: exactly one wins, whichever order. */
  static void claimASlot() throws Exception {
    AtomicReferenceArray<String> slots = new AtomicReferenceArray<>(1, "slots");
    boolean[] won = new boolean[2];
    RichThread first = RichThread.start("T1", () -> won[0] = slots.compareAndSet(0, null, "T1"));
    RichThread second = RichThread.start("T2", () -> won[1] = slots.compareAndSet(0, null, "T2"));
    first.join();
    second.join();
    check(won[0] != won[1], "both or neither won");
    check(slots.get(0).equals(won[0] ? "T1" : "T2"), "slot " + slots);
  }

  @Test
  void compareAndSet_onOneSlot_twoOrdersOneWinner() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(AtomicArraysExplorationTest::claimASlot);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void outsideAnExploration_theJdksValues_indexChecked() {
    AtomicLongArray array = new AtomicLongArray(new long[] {1, 2});
    assertEquals(3, array.accumulateAndGet(1, 1, Long::sum));
    assertEquals("[1, 3]", array.toString());
    assertEquals(2, array.length());
    assertThrows(IndexOutOfBoundsException.class, () -> array.get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> new AtomicIntegerArray(1).set(-1, 0));
  }
}
