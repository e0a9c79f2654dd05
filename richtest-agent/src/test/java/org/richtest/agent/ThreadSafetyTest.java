package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;

/**
 * Thread-safety violations on the JDK's collections and data races on array elements, reported by
 * the race detector and, on request, explored as events against the exhaustive oracle.
 */
class ThreadSafetyTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void unlockedMap_putWithoutTheIterationsLock_violationReportedWithBothCallSitesAndThreads() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("UnlockedMap"));

    List<DataRace> violations = objectRaces(result);
    assertFalse(violations.isEmpty(), result.summary());
    DataRace put = violations.stream()
        .filter(race -> race.first().call().equals("Map.put")
            || race.second().call().equals("Map.put"))
        .findFirst().orElseThrow(() -> new AssertionError(violations.toString()));
    assertEquals("java.util.HashMap", put.className());
    Set<String> sites = Set.of(put.first().site(), put.second().site());
    assertTrue(sites.stream().anyMatch(site -> site.startsWith(
        "org.richtest.agent.fixtures.UnlockedMap$Registry.add(UnlockedMap.java:")), sites.toString());
    assertTrue(sites.stream().anyMatch(site -> site.startsWith(
        "org.richtest.agent.fixtures.UnlockedMap$Registry.total(UnlockedMap.java:")),
        sites.toString());
    assertEquals(Set.of("summer", "adder"), Set.of(put.first().thread(), put.second().thread()));
    assertTrue(put.toString().startsWith("thread-safety violation on a java.util.HashMap: "),
        put.toString());
  }

  @Test
  void methodReferenceMap_putThroughMapColonColonPut_violationReportedAtTheReference() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("MethodReferenceMap"));

    List<DataRace> violations = objectRaces(result);
    DataRace put = violations.stream()
        .filter(race -> race.first().call().equals("Map.put")
            || race.second().call().equals("Map.put"))
        .findFirst().orElseThrow(() -> new AssertionError(violations.toString()));
    Set<String> sites = Set.of(put.first().site(), put.second().site());
    assertTrue(sites.stream().anyMatch(site -> site.startsWith(
        "org.richtest.agent.fixtures.MethodReferenceMap.run(MethodReferenceMap.java:")),
        sites.toString());
    assertEquals(Set.of("filler", "reader"), Set.of(put.first().thread(), put.second().thread()));
  }

  @Test
  void lockedMap_everyCallOrderedByTheLockOrByStartAndJoin_noViolation() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("LockedMap"));

    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    result.assertNoBugs();
  }

  @Test
  void unlockedMap_callsExplored_concurrentModificationReachedAsTheOracle() {
    Program program = RewritingLoader.program("UnlockedMap");

    ExplorationResult result = exploredAsTheOracle(program, ALL.withExploredCalls("HashMap"));
    ExplorationResult plain = RichTest.explore(program, ALL);

    assertTrue(result.complete(), result.summary());
    assertTrue(result.failures().stream().anyMatch(bug -> bug.outcome()
        instanceof RunOutcome.Failure failure
        && failure.cause() instanceof ConcurrentModificationException), result.summary());
    assertTrue(objectRaces(result).isEmpty(), "an explored class is not also reported");
    assertEquals(8, result.sequences(), result.summary());
    assertTrue(plain.failures().isEmpty(), "without the option the window is not run");
    assertTrue(result.sequences() > plain.sequences(), result.summary());
  }

  @Test
  void lockedMap_callsExplored_noFailureAsTheOracle() {
    ExplorationResult result = exploredAsTheOracle(
        RewritingLoader.program("LockedMap"), ALL.withExploredCalls("java.util.HashMap"));

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void arrayElements_unguardedElementAndEarlyPublishedArray_racesReported_ownElementsNot() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("ArrayRaces"), ALL);

    List<DataRace> elements = result.dataRaces().stream()
        .filter(race -> race.target() == DataRace.Target.ARRAY_ELEMENT).toList();
    Set<String> types = elements.stream().map(DataRace::className).collect(Collectors.toSet());
    assertEquals(Set.of("int[]", "java.lang.String[]"), types, elements.toString());
    List<DataRace> ints = elements.stream().filter(race -> race.className().equals("int[]"))
        .toList();
    assertEquals(1, ints.size(), "shared[0] races, slots[0] and slots[1] do not: " + ints);
    assertTrue(elements.stream().anyMatch(race -> race.first().call().equals("System.arraycopy")
        || race.second().call().equals("System.arraycopy")), elements.toString());
    assertTrue(result.failures().isEmpty(), "the window is not explored by default");
  }

  @Test
  void arrayElements_explored_nullLineOfTheEarlyPublishedArrayReachedAsTheOracle() {
    ExplorationResult result = exploredAsTheOracle(
        RewritingLoader.program("ArrayRaces"), ALL.withExploredFields("ArrayRaces$Lines.text[]"));

    assertTrue(result.failures().stream().anyMatch(bug -> bug.outcome()
        instanceof RunOutcome.Failure failure
        && String.valueOf(failure.cause().getMessage()).contains("null")), result.summary());
    assertTrue(result.dataRaces().stream()
        .noneMatch(race -> race.className().equals("java.lang.String[]")),
        result.dataRaces().toString());
    assertEquals(22, result.sequences(), result.summary());
    assertTrue(result.warnings().isEmpty(), "the field and its arrays were seen: "
        + result.warnings());
  }

  /** Explores {@code program} and checks its counts against the exhaustive oracle's. */
  private static ExplorationResult exploredAsTheOracle(
      Program program, ExplorationOptions options) {
    ExplorationResult result = RichTest.explore(program, options);
    ExplorationResult oracle = RichTest.explore(program, options.withStrategy(Strategy.EXHAUSTIVE));
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    return result;
  }

  private static List<DataRace> objectRaces(ExplorationResult result) {
    return result.dataRaces().stream()
        .filter(race -> race.target() == DataRace.Target.OBJECT).toList();
  }
}
