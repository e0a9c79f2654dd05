package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.agent.fixtures.ForkJoinGraphVisit;
import org.richtest.agent.fixtures.ForkJoinQuietJoin;
import org.richtest.agent.fixtures.ForkJoinTryUnfork;

/**
 * Plain JDK fork/join code calling the {@code ForkJoinTask} methods beyond fork and join, run
 * first as it is on the JDK (its own checks are the JDK's answers) and then rewritten as the agent
 * rewrites it, explored against the exhaustive oracle: the calls go through the program's own
 * subclass types and the JDK's, which link to the drop-in's methods.
 */
class ForkJoinTaskMethodsRewritingTest {

  /**
   * A quiet join of a failing task, then {@code isCompletedAbnormally} and {@code getException}:
   * the task's completion and main's join are ordered, 1 sequence, the task's plain write no race.
   */
  @Test
  void quietlyJoin_ofAFailingTask_queriesTellTheFailure() throws Exception {
    assertRightOnTheJdkAndCleanExplored(new ForkJoinQuietJoin(), 1);
  }

  /**
   * {@code tryUnfork} answers false under exploration (the JDK's usually true here), so the forked
   * half is joined: every fork and its join ordered, 1 sequence, both sums right, as on the JDK.
   */
  @Test
  void tryUnfork_eitherAnswerGivesTheSum() throws Exception {
    assertRightOnTheJdkAndCleanExplored(new ForkJoinTryUnfork(), 1);
  }

  /**
   * The diamond's traversal with the tag as a visited mark: {@code b} and {@code c} claim {@code
   * d}'s tag in either order (2); the loser's compare-and-set comes before {@code d}'s completion,
   * between it and the winner's join, or after that join, all events on {@code d}'s line (3): 6
   * sequences, every node visited once, no data race on the visit counts.
   */
  @Test
  void graphVisit_compareAndSetTag_visitsEachNodeOnce() throws Exception {
    assertRightOnTheJdkAndCleanExplored(new ForkJoinGraphVisit(), 6);
  }

  /**
   * Claimed by a read then a set, {@code d} is forked twice when both reads of its tag come before
   * both sets: its two runs race on its visit count (reported), and most orders fail. 86
   * sequences as the oracle, 80 failing.
   */
  @Test
  void graphVisit_readThenSetTag_visitsANodeTwice() {
    ExplorationResult result =
        OracleComparison.exploreLikeTheOracle(RewritingLoader.program("ForkJoinGraphVisit$Racy"));

    assertEquals(86, result.sequences(), result.summary());
    assertEquals(80, result.failures().size(), result.summary());
    assertTrue(result.dataRaces().toString().contains("Node.visits"), result.summary());
  }

  /**
   * Runs {@code fixture} as it is, on the JDK, whose answers its own checks test; then explores it
   * rewritten against the oracle: {@code sequences}, no bug, no data race.
   */
  private static void assertRightOnTheJdkAndCleanExplored(Program fixture, int sequences)
      throws Exception {
    fixture.run();

    ExplorationResult result = OracleComparison.exploreLikeTheOracle(
        RewritingLoader.program(fixture.getClass().getSimpleName()));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
    assertEquals(sequences, result.sequences(), result.summary());
  }
}
