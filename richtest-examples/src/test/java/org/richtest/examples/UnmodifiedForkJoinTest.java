package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.BatchFlushScenario;
import org.richtest.examples.unmodified.ChunkedTotalScenario;
import org.richtest.examples.unmodified.ShardPurgeScenario;

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
    ExplorationResult result = exploreLikeTheOracle(new ChunkedTotalScenario());

    assertFalse(result.failures().isEmpty(), result.summary());
    result.failures().forEach(bug -> assertEquals("lost update: 2 chunks counted as 1",
        ((RunOutcome.Failure) bug.outcome()).cause().getMessage(), bug.outcome().toString()));
    assertEquals(CHUNKED_TOTAL_SEQUENCES, result.sequences(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  private static final int CHUNKED_TOTAL_SEQUENCES = 4;

  /**
   * A pool's life cycle through the agent: a flush's task ends before the shutdown, between it and
   * the wait, or after the wait, which times out (then the caller's read of the count races with
   * the task's write): 4 sequences, the read before the write failing. Closing the pool waits for
   * the task: its end before or after the close's shutdown, 2 sequences, none failing.
   */
  @Test
  void batchFlush_readAfterATimedOutWait_seesNoFlush_closeWaits_asTheOracleFinds() {
    ExplorationResult careless = exploreLikeTheOracle(new BatchFlushScenario(false));
    ExplorationResult careful = exploreLikeTheOracle(new BatchFlushScenario(true));

    assertEquals(4, careless.sequences(), careless.summary());
    assertEquals(1, careless.failures().size(), careless.summary());
    assertEquals("read the count before the flush: 0",
        ((RunOutcome.Failure) careless.failures().get(0).outcome()).cause().getMessage());
    assertEquals(2, careful.sequences(), careful.summary());
    assertTrue(careful.bugs().isEmpty(), careful.summary());
    assertTrue(careful.dataRaces().isEmpty(), careful.dataRaces().toString());
  }

  /**
   * {@code shutdownNow} of a pool whose task forked work, through the agent: the forked purge's
   * taking before or after {@code shutdownNow} is explored, the latter cancelling it (the JDK's
   * purged one shard of two in 18,974 of 20,000 runs, both in 1,026); joining it first, never.
   * On the pool's line the task's {@code taken}, {@code fork}, {@code shutdownNow} and {@code
   * taskEnded}, the fork's {@code taken} before {@code shutdownNow} (both increments, in either
   * order) or after it (cancelled: one shard), and main's {@code shutdown} in 6 places among
   * those five: 12 + 6 sequences, the 6 cancelled failing; joined first, only the 12.
   */
  @Test
  void shardPurge_shutdownNowCancelsTheQueuedFork_joiningFirstDoesNot_asTheOracleFinds() {
    ExplorationResult careless = exploreLikeTheOracle(new ShardPurgeScenario(false));
    ExplorationResult careful = exploreLikeTheOracle(new ShardPurgeScenario(true));

    assertEquals(SHARD_PURGE_CARELESS, careless.sequences(), careless.summary());
    assertEquals(SHARD_PURGE_CARELESS_FAILING, careless.failures().size(), careless.summary());
    careless.failures().forEach(bug -> assertEquals("purged 1 of 2 shards",
        ((RunOutcome.Failure) bug.outcome()).cause().getMessage(), bug.outcome().toString()));
    assertTrue(careless.warnings().isEmpty(), careless.warnings().toString());
    assertEquals(SHARD_PURGE_CAREFUL, careful.sequences(), careful.summary());
    assertTrue(careful.bugs().isEmpty(), careful.summary());
  }

  private static final int SHARD_PURGE_CARELESS = 18;
  private static final int SHARD_PURGE_CARELESS_FAILING = 6;
  private static final int SHARD_PURGE_CAREFUL = 12;

  /** Explores {@code program} to the end and checks it against the exhaustive oracle. */
  private static ExplorationResult exploreLikeTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    return result;
  }
}
