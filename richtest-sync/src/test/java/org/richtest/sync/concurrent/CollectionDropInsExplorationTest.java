package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Queue;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * The non-blocking collection drop-ins ({@code ConcurrentLinkedQueue}/{@code Deque}, {@code
 * CopyOnWriteArrayList}/{@code Set}, {@code ConcurrentSkipListMap}/{@code Set}) under exploration:
 * each operation one event on the collection's line, views on the same line, iterators snapshots;
 * small programs explored to the end, counts pinned and equal to the exhaustive oracle's.
 */
class CollectionDropInsExplorationTest {

  /** Another thread's poll between a check and an act: the act finds the queue empty. */
  static void checkThenActOnAQueue() throws Exception {
    Queue<String> queue = new ConcurrentLinkedQueue<>("queue");
    queue.offer("job");
    RichThread other = RichThread.start("T2", queue::poll);
    if (!queue.isEmpty()) {
      String job = queue.poll();
      check(job != null, "the queue was not empty, but poll found nothing");
    }
    other.join();
  }

  @Test
  void checkThenAct_onAQueue_failsInTheInterleavingWithAPollBetween() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(CollectionDropInsExplorationTest::checkThenActOnAQueue);

    // T2's poll before the check, between check and act, after the act (two orders of the polls).
    assertEquals(3, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  /** Two threads each do two operations on one deque: every interleaving of the four. */
  static void twoThreadsOnADeque() throws Exception {
    ConcurrentLinkedDeque<Integer> deque = new ConcurrentLinkedDeque<>("deque");
    RichThread first = RichThread.start("T1", () -> {
      deque.addFirst(1);
      deque.pollLast();
    });
    RichThread second = RichThread.start("T2", () -> {
      deque.addLast(2);
      deque.pollFirst();
    });
    first.join();
    second.join();
    check(deque.isEmpty(), "two added, two polled, left " + deque);
  }

  @Test
  void deque_twoOperationsEach_sixInterleavingsNoBug() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(CollectionDropInsExplorationTest::twoThreadsOnADeque);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(6, result.sequences(), result.summary());
  }

  /**
   * A writer adds while a reader iterates: the reader sees a snapshot, all or nothing of the add,
   * and a list's {@code addIfAbsent} races with a plain check-then-add.
   */
  static void copyOnWriteSnapshotsAndAddIfAbsent() throws Exception {
    CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>("list");
    CopyOnWriteArraySet<String> set = new CopyOnWriteArraySet<>();
    list.add("a");
    RichThread writer = RichThread.start("W", () -> {
      list.addIfAbsent("b");
      set.add("x");
    });
    List<String> seen = new ArrayList<>();
    for (String s : list) {
      seen.add(s);
    }
    check(seen.equals(List.of("a")) || seen.equals(List.of("a", "b")), "saw " + seen);
    if (!list.contains("b")) {
      list.add("b");
    }
    writer.join();
    check(set.size() == 1, "set " + set);
    check(list.size() == 2, "b added twice: " + list);
  }

  @Test
  void copyOnWrite_snapshotIteration_andCheckThenAddFoundDuplicating() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(
        CollectionDropInsExplorationTest::copyOnWriteSnapshotsAndAddIfAbsent);

    assertFalse(result.failures().isEmpty(), result.summary());
    assertTrue(result.failures().stream()
        .allMatch(f -> f.toString().contains("b added twice")), result.summary());
  }

  /**
   * A sorted map's key-set view and range view are events on the map's line: a thread removing
   * through a view races with one putting into the map.
   */
  static void skipListViews() throws Exception {
    ConcurrentSkipListMap<Integer, String> map = new ConcurrentSkipListMap<>("map");
    map.put(1, "one");
    map.put(3, "three");
    RichThread remover = RichThread.start("R", () -> map.headMap(2).remove(1));
    RichThread putter = RichThread.start("P", () -> map.putIfAbsent(2, "two"));
    NavigableSet<Integer> keys = map.navigableKeySet();
    int first = keys.first();
    remover.join();
    putter.join();
    check(first >= 1 && first <= 3, "first " + first);
    check(map.equals(Map.of(2, "two", 3, "three")), "map " + map);
  }

  @Test
  void skipListMap_viewsOnTheMapsLine_sixInterleavingsNoBug() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(CollectionDropInsExplorationTest::skipListViews);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(6, result.sequences(), result.summary());
  }

  /** A skip-list set polled by two threads: each takes one, never the same. */
  static void twoPollersOfASortedSet() throws Exception {
    ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>("set");
    set.addAll(List.of(2, 1));
    List<Integer> taken = new ArrayList<>();
    RichThread other = RichThread.start("T2", () -> taken.add(set.pollFirst()));
    Integer mine = set.pollFirst();
    other.join();
    taken.add(mine);
    check(taken.containsAll(List.of(1, 2)), "taken " + taken);
  }

  @Test
  void skipListSet_twoPollers_twoOrdersNoBug() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(CollectionDropInsExplorationTest::twoPollersOfASortedSet);

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void outsideAnExploration_theJdksCollections_weaklyConsistentIterators() {
    ConcurrentLinkedQueue<Integer> queue = new ConcurrentLinkedQueue<>(List.of(1, 2));
    Iterator<Integer> it = queue.iterator();
    queue.offer(3);
    List<Integer> seen = new ArrayList<>();
    it.forEachRemaining(seen::add);
    // The JDK's weakly consistent iterator sees the later offer; a snapshot would not.
    assertEquals(List.of(1, 2, 3), seen);
    CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<>(new Integer[] {1});
    Iterator<Integer> snapshot = list.iterator();
    list.add(2);
    assertEquals(1, snapshot.next());
    assertFalse(snapshot.hasNext());
    assertThrows(UnsupportedOperationException.class, snapshot::remove);
    assertTrue(queue.name().startsWith("ConcurrentLinkedQueue@"), queue.name());
    // Equality as the JDK's: by value for lists and sets, by identity for queues.
    assertEquals(List.of(1, 2), list);
    assertEquals(List.of(1, 2).hashCode(), list.hashCode());
    assertEquals(java.util.Set.of(2, 1), new ConcurrentSkipListSet<>(List.of(1, 2)));
    assertNotEquals(
        new ConcurrentLinkedQueue<>(List.of(1)), new ConcurrentLinkedQueue<>(List.of(1)));
  }

  @Test
  void createdOutside_usedInARun_isAMisuse() {
    ConcurrentSkipListMap<Integer, Integer> map = new ConcurrentSkipListMap<>();

    RunOutcome.Failure failure = assertInstanceOf(
        RunOutcome.Failure.class, RichTest.runOnce(() -> map.put(1, 1)).outcome());

    assertTrue(failure.cause().getMessage().contains("was created outside the exploration"),
        failure.cause().getMessage());
  }
}
