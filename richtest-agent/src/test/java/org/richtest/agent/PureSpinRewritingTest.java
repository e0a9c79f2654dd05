package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * Pure spins end by default: with {@code readsInARow} unset, the agent marks the reads and
 * compare-and-sets of loops whose turns carry nothing but what those calls return, and the spin
 * rule applies to them alone, as the oracle explores them; a loop that counts its turns keeps
 * every outcome. The length limit keeps a broken rule from running for ever.
 */
class PureSpinRewritingTest {

  private static final ExplorationOptions DEFAULTS =
      ExplorationOptions.defaults().withMaxRunEvents(200);

  /**
   * The spinner's first read or compare-and-set comes before the release (its repeat then waits
   * for the release) or after it: 2 sequences, where every number of turns was one up to the
   * length limit before. The spin an outer loop reaches again ({@code InOuterLoop}) reads on at its
   * second pass, as the loop's entry ends the streak: without that, it would wait for a write that
   * never comes, a false livelock.
   */
  @ParameterizedTest
  @ValueSource(strings = {"PureSpinKinds$OnSpinWait", "PureSpinKinds$CasSpinLock",
      "PureSpinKinds$GetAndSetSpin", "PureSpinKinds$DoWhile", "PureSpinKinds$InOuterLoop",
      "UpdaterSpinLock", "PureSpinKinds$VolatileFlag"})
  void pureSpin_defaults_endsWithTheOraclesCount(String fixture) {
    Program program = RewritingLoader.program(fixture);

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  /**
   * A spin on a {@code volatile} field that nothing sets is a pure spin: its second read waits for a
   * write, and the run is the livelock a plain JVM shows spinning, where it was cut at the length
   * limit before.
   */
  @Test
  void volatileSpinNeverSet_defaults_oneLivelock() {
    ExplorationResult result = exploreLikeTheOracle(
        RewritingLoader.program("PureSpinKinds$VolatileFlagNeverSet"), DEFAULTS);

    assertEquals(1, result.sequences(), result.summary());
    assertEquals(1, result.deadlocks().size(), result.summary());
    assertEquals("livelock", result.deadlocks().get(0).outcome().kind(), result.summary());
  }

  /**
   * A loop that counts its turns is no pure spin: the stop comes before the first, second or third
   * read or after the last (4 sequences), and the last gives up, failing the run. With the spin
   * rule on everywhere, the second read would wait for the stop and that failure be lost.
   */
  @Test
  void countingLoop_defaults_keepsEveryOutcome() {
    Program program = RewritingLoader.program("PureSpinKinds$CountingLoop");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    ExplorationResult ruleEverywhere = RichTest.explore(
        program, DEFAULTS.withStopAtFirstBug(false).withReadsInARow(1));
    assertTrue(ruleEverywhere.failures().isEmpty(), "the rule set by the user applies everywhere: "
        + ruleEverywhere.summary());
  }

  /**
   * Only the first read of {@code a.get() + b.get()} is a pure spin, and the second one's unmarked
   * read ends the streak: the loop spins to the length limit before the raise (its turns are not
   * a fixed point the runtime could see), and no run ends as a false livelock at the second read.
   */
  @Test
  void sumOfTwoReads_defaults_noFalseLivelock() {
    Program program = RewritingLoader.program("PureSpinKinds$SumOfTwoReads");

    ExplorationResult result = RichTest.explore(program, DEFAULTS.withStopAtFirstBug(false));

    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().stream()
        .noneMatch(run -> run.outcome() instanceof RunOutcome.Deadlock), result.summary());
  }

  /** Set explicitly, {@code readsInARow} wins: 2 turns in a row at the spin before it waits. */
  @Test
  void pureSpin_readsInARowSet_theUsersBoundWins() {
    Program program = RewritingLoader.program("PureSpinKinds$OnSpinWait");

    ExplorationResult one = exploreLikeTheOracle(program, DEFAULTS);
    ExplorationResult two = exploreLikeTheOracle(program, DEFAULTS.withReadsInARow(2));

    assertTrue(two.sequences() > one.sequences(), one.summary() + " / " + two.summary());
  }
}
