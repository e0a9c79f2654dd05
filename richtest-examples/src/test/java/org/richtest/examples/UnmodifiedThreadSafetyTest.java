package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;

/**
 * A static {@code HashMap} in plain JDK code, through the agent: the put without the iteration's
 * lock is reported as a thread-safety violation naming both call sites, and with the map's calls
 * explored the failures it causes are reached, as many as the exhaustive oracle finds.
 */
class UnmodifiedThreadSafetyTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);
  private static final String REGISTRY = "org.richtest.examples.unmodified.ConnectionRegistry";

  @Test
  void unsafeMap_putWithoutTheLock_violationWithTheIterationAndThePut() {
    Example example = Examples.byName("unmodified-unsafe-map").orElseThrow();

    ExplorationResult result = RichTest.explore(example.program(), ALL);

    assertEquals(example.expectedSequences(), result.sequences(), result.summary());
    assertTrue(result.bugs().isEmpty(), "without exploring the calls no failing window is run");
    List<DataRace> violations = result.dataRaces().stream()
        .filter(race -> race.target() == DataRace.Target.OBJECT).toList();
    assertFalse(violations.isEmpty(), result.dataRaces().toString());
    for (DataRace race : violations) {
      assertEquals("java.util.HashMap", race.className());
      assertEquals(Set.of("closer", "opener"), Set.of(race.first().thread(),
          race.second().thread()), race.toString());
    }
    DataRace put = violations.stream()
        .filter(race -> race.second().call().equals("Map.put"))
        .filter(race -> race.first().site().startsWith(REGISTRY + ".closeAll(ConnectionRegistry"))
        .findFirst().orElseThrow(() -> new AssertionError(violations.toString()));
    assertTrue(put.second().site().startsWith(
        REGISTRY + ".register(ConnectionRegistry.java:"), put.toString());
    assertTrue(put.second().write(), put.toString());
  }

  @Test
  void unsafeMap_callsExplored_concurrentModificationAndLostConnectionAsTheOracle() {
    Example example = Examples.byName("unmodified-unsafe-map").orElseThrow();
    ExplorationOptions explored = ALL.withExploredCalls("HashMap");

    ExplorationResult result = RichTest.explore(example.program(), explored);
    ExplorationResult oracle =
        RichTest.explore(example.program(), explored.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(9, result.sequences(), result.summary());
    assertEquals(6, result.failures().size(), result.summary());
    assertTrue(result.failures().stream().anyMatch(bug -> bug.outcome()
        instanceof RunOutcome.Failure failure
        && failure.cause() instanceof ConcurrentModificationException), result.summary());
    assertTrue(result.failures().stream().anyMatch(bug -> bug.outcome()
        instanceof RunOutcome.Failure failure
        && String.valueOf(failure.cause().getMessage()).contains("one was lost")),
        result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }
}
