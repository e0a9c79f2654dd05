package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationResult;

/**
 * Plain JDK code on {@code StampedLock}, rewritten as the agent rewrites it: the JDK Javadoc's
 * optimistic read explores both the valid and the invalidated stamp with no false data race, an
 * unvalidated read is reported with both sites, and one that reads a torn state is caught; every
 * count agrees with the exhaustive oracle.
 */
class StampedLockRewritingTest {

  @Test
  void javadocPoint_optimisticReadBesideAMove_noBugNoDataRace() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("StampedPointReads"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(7, result.sequences(), result.summary());
  }

  @Test
  void unvalidatedOptimisticRead_raceReportedWithBothSites() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("StampedPointUnvalidated"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertFalse(result.dataRaces().isEmpty(), result.summary());
    DataRace race = result.dataRaces().get(0);
    assertTrue(race.toString().contains("StampedPoint.move(StampedPoint.java:")
        && race.toString().contains("StampedPoint.distanceUnvalidated(StampedPoint.java:"),
        race.toString());
  }

  @Test
  void unvalidatedOptimisticRead_tornRangeFound() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("TornRange"));

    OracleComparison.assertSomeRunThrew(result, AssertionError.class);
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void validatedOptimisticRead_neverTorn() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("TornRange$Validated"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.sequences() > 1, result.summary());
  }
}
