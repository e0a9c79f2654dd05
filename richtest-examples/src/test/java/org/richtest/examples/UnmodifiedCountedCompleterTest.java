package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.PageIndexerScenario;

/**
 * A {@code CountedCompleter} in plain JDK code, through the agent: an indexer that counts a fork
 * pending by a read and a set of the root's count loses a child's decrement in some orders, and
 * then hangs; counted atomically it never does. Counts are derived by hand: the root task reads
 * and sets the count for page 1, forks it, does the same for page 2, forks it, then decrements;
 * page 1's decrement falls before the second read (2 orders of the other two decrements), between
 * the read and the set (2 orders, both hanging), between the set and the root's decrement, or after
 * it (3 orders each with page 2's): 10 sequences, 2 deadlocks. Atomically, the read and set are one
 * event: 2 + 3 + 3 = 8 sequences, none failing.
 */
class UnmodifiedCountedCompleterTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void carelessPageIndexer_losesADecrement_andHangs_asTheOracleFinds() {
    ExplorationResult result = exploreLikeTheOracle(new PageIndexerScenario(false));

    assertEquals(CARELESS_SEQUENCES, result.sequences(), result.summary());
    assertTrue(result.failures().isEmpty(), result.summary());
    assertEquals(CARELESS_DEADLOCKS, result.deadlocks().size(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void carefulPageIndexer_indexesEveryPage_asTheOracleFinds() {
    ExplorationResult result = exploreLikeTheOracle(new PageIndexerScenario(true));

    assertEquals(CAREFUL_SEQUENCES, result.sequences(), result.summary());
    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  private static final int CARELESS_SEQUENCES = 10;
  private static final int CARELESS_DEADLOCKS = 2;
  private static final int CAREFUL_SEQUENCES = 8;

  /** Explores {@code program} to the end and checks it against the exhaustive oracle. */
  private static ExplorationResult exploreLikeTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.bugs().size(), result.bugs().size(), oracle.summary());
    return result;
  }
}
