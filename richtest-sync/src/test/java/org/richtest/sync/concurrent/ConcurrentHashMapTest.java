package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;

/**
 * The {@code ConcurrentHashMap} drop-in: the map contract with real threads outside an
 * exploration, and under one its operations as events, atomic compound operations, live views and
 * a check-then-act race found.
 */
@Timeout(10)
class ConcurrentHashMapTest {

  @Test
  void merge_eightRealThreads_countsEveryIncrement() throws Exception {
    ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    Workers workers = new Workers();
    for (int t = 0; t < 8; t++) {
      workers.start("w" + t, () -> {
        for (int i = 0; i < 500; i++) {
          counts.merge("k" + (i % 3), 1, Integer::sum);
        }
      });
    }
    workers.joinAll();

    assertEquals(4000, counts.values().stream().mapToInt(Integer::intValue).sum());
    assertEquals(3, counts.size());
  }

  @Test
  void mapContract_outsideAnExploration_behavesLikeTheJdk() {
    ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    assertNull(map.put("a", 1));
    assertEquals(1, map.putIfAbsent("a", 2));
    assertTrue(map.replace("a", 1, 3));
    assertEquals(4, map.compute("a", (k, v) -> v + 1));
    assertEquals(10, map.computeIfAbsent("b", k -> 10));
    assertThrows(NullPointerException.class, () -> map.put(null, 1));
    assertThrows(NullPointerException.class, () -> map.put("c", null));
    assertEquals(Set.of("a", "b"), map.keySet());
    assertTrue(map.remove("b", 10));
    assertEquals(Map.of("a", 4), map);
  }

  @Test
  void views_underExploration_areLiveAndIterateASnapshot() {
    RichTest.explore(() -> {
      ConcurrentHashMap<Integer, String> map = new ConcurrentHashMap<>("m");
      map.put(1, "one");
      map.put(2, "two");
      map.put(3, "three");
      List<Integer> seen = new ArrayList<>();
      for (Iterator<Integer> it = map.keySet().iterator(); it.hasNext(); ) {
        int key = it.next();
        seen.add(key);
        map.put(key + 10, "later");
        if (key == 2) {
          it.remove();
        }
      }
      assertEquals(List.of(1, 2, 3), seen);
      assertFalse(map.containsKey(2));
      assertEquals(5, map.size());
      map.entrySet().iterator().next().setValue("uno");
      assertEquals("uno", map.get(1));
      map.values().clear();
      assertTrue(map.isEmpty());
    }).assertNoBugs();
  }

  /** Two threads check that a key is absent, then put it: a check-then-act race. */
  static void checkThenAct() throws Exception {
    ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>("m");
    int[] created = {0};
    RichThread.Body create = () -> {
      if (!map.containsKey("k")) {
        created[0]++;
        map.put("k", created[0]);
      }
    };
    RichThread t1 = RichThread.start("T1", create);
    RichThread t2 = RichThread.start("T2", create);
    t1.join();
    t2.join();
    if (created[0] != 1) {
      throw new AssertionError("created " + created[0] + " times");
    }
  }

  @Test
  void checkThenAct_explored_raceFoundAsTheOracleFindsIt() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(ConcurrentHashMapTest::checkThenAct, all);
    ExplorationResult oracle = RichTest.explore(
        ConcurrentHashMapTest::checkThenAct, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(oracle.sequences(), result.sequences(), result.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), result.summary());
    assertEquals(4, result.failures().size(), result.summary());
  }

  @Test
  void computeIfAbsent_twoThreads_createsOnceInEveryOrder() {
    ExplorationResult result = RichTest.explore(() -> {
      ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>("m");
      int[] created = {0};
      RichThread.Body create = () -> map.computeIfAbsent("k", k -> ++created[0]);
      RichThread t1 = RichThread.start("T1", create);
      RichThread t2 = RichThread.start("T2", create);
      t1.join();
      t2.join();
      assertEquals(1, created[0]);
    });

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }
}
