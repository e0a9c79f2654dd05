package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;

/**
 * Plain JDK code on {@code CountedCompleter}, rewritten as the agent rewrites it: a subclass
 * extends the drop-in, whose pending count orders the children's plain writes before the
 * completion that reads them (no false data race), and a child that completes before it writes is
 * found failing and reported; every count agrees with the exhaustive oracle.
 */
class CountedCompleterRewritingTest {

  /** The two decrements of the root's pending count race: 2 sequences, none failing. */
  @Test
  void mapReduce_pendingCountOrdersTheResults_noBugNoDataRace() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("CompleterMapReduce"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(2, result.sequences(), result.summary());
  }

  /**
   * The forked leaf completes before it writes: when main decrements first, the leaf runs the
   * root's {@code onCompletion} before its own write and the sum misses 2; when the leaf
   * decrements first it writes before main, the next to run, reads. 2 sequences, 1 failing, and
   * the leaf's write and main's read race.
   */
  @Test
  void mapReduceCompletingEarly_missesAResult_inOneOrder_raceReported() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("CompleterMapReduce$Early"));

    assertEquals(2, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    assertFalse(result.dataRaces().isEmpty(), result.summary());
  }

  /**
   * The Javadoc's search in the common pool through the agent: the root runs on a thread of its
   * own, whose second read of the result races with the leaf's compare-and-set (2 ways), and whose
   * decrement of the pending count races with the leaf's (2 ways); the second to decrement
   * completes the root again, before or after main's join (2 ways): 8 sequences, and the join
   * always sees the match.
   */
  @Test
  void search_quietlyCompleteRoot_joinSeesTheMatch() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("CompleterSearch"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(8, result.sequences(), result.summary());
  }
}
