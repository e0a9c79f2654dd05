package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.StaticVolatileFlag;
import org.richtest.testkit.Differential;

/**
 * The shared-memory examples in plain JDK code, through the agent: JDK atomics and {@code volatile}
 * fields are shared variables whose reads-from and write order are explored (each count the same
 * as the exhaustive oracle's), and plain fields are checked for data races without changing any
 * count.
 */
class UnmodifiedSharedMemoryTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @ParameterizedTest
  @ValueSource(strings = {"unmodified-lost-update", "unmodified-reorder", "unmodified-cas-counter",
      "unmodified-wrong-lock", "unmodified-double-checked"})
  void sharedMemoryExample_throughTheAgent_registeredCountAndTheOraclesFailures(String name) {
    Example example = Examples.byName(name).orElseThrow();

    ExplorationResult result = RichTest.explore(example.program(), ALL);
    ExplorationResult oracle =
        RichTest.explore(example.program(), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(example.expectedSequences(), result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertEquals(example.expectBug(), !result.bugs().isEmpty(), result.summary());
  }

  /**
   * A static volatile first touched by two threads in one run: each must find the same variable,
   * not make its own, or the writes and the read are never ordered against each other.
   */
  @Test
  void staticVolatile_firstTouchedByTwoThreads_bothOrdersExploredAsTheOracleDoes() {
    ExplorationResult result = RichTest.explore(new StaticVolatileFlag(), ALL);
    ExplorationResult oracle =
        RichTest.explore(new StaticVolatileFlag(), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(2, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  /**
   * The data races found are the same on workers, in work items and resumed from a checkpoint:
   * {@link Differential#compare} compares every component of their results with the sequential
   * one's (a checkpoint once dropped the races found before it).
   */
  @Test
  void wrongLock_dataRaces_sameOnWorkersInWorkItemsAndResumed(@TempDir Path dir) {
    Example example = Examples.byName("unmodified-wrong-lock").orElseThrow();

    Differential.Comparison comparison =
        Differential.compare(example.program(), dir.resolve("races.checkpoint"));

    assertEquals("", comparison.problem());
    assertFalse(RichTest.explore(example.program(), ALL).dataRaces().isEmpty());
  }

  @Test
  void lostUpdateAndReorder_fourSequences_twoFail() {
    for (String name : List.of("unmodified-lost-update", "unmodified-reorder")) {
      ExplorationResult result =
          RichTest.explore(Examples.byName(name).orElseThrow().program(), ALL);

      assertEquals(4, result.sequences(), name);
      assertEquals(2, result.failures().size(), name);
    }
  }

  @Test
  void wrongLock_dataRacesBetweenRestockAndSell_andExploringTheFieldLosesAnUpdate() {
    Example example = Examples.byName("unmodified-wrong-lock").orElseThrow();

    ExplorationResult detected = RichTest.explore(example.program(), ALL);
    ExplorationResult explored =
        RichTest.explore(example.program(), ALL.withExploredFields("Inventory.stock"));
    ExplorationResult oracle = RichTest.explore(example.program(),
        ALL.withExploredFields("Inventory.stock").withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(Set.of("stock"), fields(detected));
    assertEquals(Set.of("read/write", "write/read", "write/write"), kinds(detected));
    for (DataRace race : detected.dataRaces()) {
      assertTrue(race.first().site().contains(".restock(Inventory.java:"), race.toString());
      assertTrue(race.second().site().contains(".sell(Inventory.java:"), race.toString());
    }
    assertEquals(4, explored.sequences(), explored.summary());
    assertEquals(2, explored.failures().size(), explored.summary());
    assertTrue(explored.dataRaces().isEmpty(), explored.dataRaces().toString());
    assertEquals(oracle.sequences(), explored.sequences(), oracle.summary());
  }

  @Test
  void doubleCheckedLocking_unsynchronizedCheckAgainstTheWrite_bothLines() {
    ExplorationResult result = RichTest.explore(
        Examples.byName("unmodified-double-checked").orElseThrow().program(), ALL);

    assertEquals(1, result.dataRaces().size(), result.dataRaces().toString());
    DataRace race = result.dataRaces().get(0);
    assertEquals("org.richtest.examples.unmodified.LazyConfig", race.className());
    assertEquals("config", race.field());
    assertEquals(new DataRace.Access(false,
        "org.richtest.examples.unmodified.LazyConfig.get(LazyConfig.java:31)"), race.first());
    assertEquals(new DataRace.Access(true,
        "org.richtest.examples.unmodified.LazyConfig.get(LazyConfig.java:34)"), race.second());
    assertTrue(result.bugs().isEmpty(), "no interleaving fails under sequential consistency");
  }

  @ParameterizedTest
  @ValueSource(strings = {"unmodified-notify-buffer", "unmodified-if-wait", "unmodified-sessions",
      "unmodified-startup-gate", "unmodified-pipeline", "unmodified-lost-update",
      "unmodified-reorder", "unmodified-cas-counter"})
  void correctlySynchronizedFields_noDataRace(String name) {
    ExplorationResult result =
        RichTest.explore(Examples.byName(name).orElseThrow().program(), ALL);

    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  private static Set<String> fields(ExplorationResult result) {
    return result.dataRaces().stream().map(DataRace::field).collect(Collectors.toSet());
  }

  private static Set<String> kinds(ExplorationResult result) {
    return result.dataRaces().stream()
        .map(race -> race.first().kind() + "/" + race.second().kind())
        .collect(Collectors.toSet());
  }
}
