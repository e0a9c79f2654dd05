package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.ChunkedTotalScenario;

/**
 * Fork/join in plain JDK code, through the agent: a {@code RecursiveTask} whose forked half and
 * computed half each count their chunk with {@code ++} on a volatile field loses a count in some
 * sequence, never the total, and is explored as the exhaustive oracle explores it.
 */
class UnmodifiedForkJoinTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void chunkedTotal_losesAProgressCount_neverTheTotal_asTheOracleFinds() {
    ExplorationResult result = RichTest.explore(new ChunkedTotalScenario(), ALL);
    ExplorationResult oracle =
        RichTest.explore(new ChunkedTotalScenario(), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertFalse(result.failures().isEmpty(), result.summary());
    result.failures().forEach(bug -> assertEquals("lost update: 2 chunks counted as 1",
        ((RunOutcome.Failure) bug.outcome()).cause().getMessage(), bug.outcome().toString()));
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertEquals(CHUNKED_TOTAL_SEQUENCES, result.sequences(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  private static final int CHUNKED_TOTAL_SEQUENCES = 4;
}
