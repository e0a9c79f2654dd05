package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;

/**
 * Plain JDK code on {@code Phaser}, rewritten as the agent rewrites it: an anonymous subclass
 * overriding {@code onAdvance} extends the drop-in, the phases order the workers' plain accesses
 * (no false data race), and a worker that does not wait for the advance is reported; every count
 * agrees with the exhaustive oracle.
 */
class PhaserRewritingTest {

  @Test
  void pipeline_phasesOrderTheWorkers_noBugNoDataRace() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("PhaserPipeline"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(4, result.sequences(), result.summary());
  }

  /**
   * Without the wait nothing orders a worker's write with the other's read: the race is reported
   * on the array's elements with both sites. (The read never sees 0: each worker writes before its
   * first event, and runnable threads run to their next event before any event fires.)
   */
  @Test
  void arriveWithoutWaiting_readNotOrdered_raceReportedWithBothSites() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("PhaserPipeline$NoWait"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertFalse(result.dataRaces().isEmpty(), result.summary());
    String race = result.dataRaces().get(0).toString();
    assertTrue(race.contains("PhaserPipeline.lambda$pipeline$") && race.contains("write")
        && race.contains("read"), race);
  }
}
