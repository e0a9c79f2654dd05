package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;

/**
 * Plain JDK code on {@code Exchanger}, rewritten as the agent rewrites it: the exchange orders what
 * each side did to a buffer before it with what the other does after it (no false data race or
 * thread-safety violation), and a side that keeps using a buffer it handed over is reported; every
 * count agrees with the exhaustive oracle.
 */
class ExchangerRewritingTest {

  @Test
  void fillAndEmpty_buffersSwapped_noBugNoRace() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("ExchangedBuffers"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void fillerKeepsFillingAHandedOverBuffer_raceReported() {
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(
        RewritingLoader.program("ExchangedBuffers$KeepsFilling"));

    assertFalse(result.dataRaces().isEmpty(), result.summary());
    assertTrue(result.dataRaces().toString().contains("ExchangedBuffers.lambda$swap$"),
        result.dataRaces().toString());
  }
}
