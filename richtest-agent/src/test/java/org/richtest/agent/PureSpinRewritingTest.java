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
import org.richtest.RunResult;

/**
 * Pure spins end by default: with {@code readsInARow} unset, the agent marks the reads and
 * compare-and-sets of atomics and the reads of {@code volatile} fields in loops whose turns carry
 * nothing but what those reads return, and the spin rule applies to them alone, as the oracle
 * explores them; a loop that counts its turns keeps every outcome. The length limit keeps a broken rule from running for ever.
 */
class PureSpinRewritingTest {

  private static final ExplorationOptions DEFAULTS =
      ExplorationOptions.defaults().withMaxRunEvents(200);

  /**
   * The spinner's first read or compare-and-set comes before the release (its repeat then waits
   * for the release) or after it: 2 sequences, where every number of turns was one up to the
   * length limit before. The spin an outer loop reaches again ({@code InOuterLoop}) reads on at its
   * second pass, as the loop's entry ends the streak: without that, it would wait for a write that
   * never comes, a false livelock. A spin on a {@code volatile} field ({@code VolatileSpinKinds}:
   * of a local object, of {@code this}, of a final field's object, static, or through a getter of
   * one or of an atomic) ends as the atomics' do.
   */
  @ParameterizedTest
  @ValueSource(strings = {"PureSpinKinds$OnSpinWait", "PureSpinKinds$CasSpinLock",
      "PureSpinKinds$GetAndSetSpin", "PureSpinKinds$DoWhile", "PureSpinKinds$InOuterLoop",
      "UpdaterSpinLock", "VolatileSpinKinds$OnSpinWait", "VolatileSpinKinds$EmptyBody",
      "VolatileSpinKinds$OfThis", "VolatileSpinKinds$OfAFinalField",
      "VolatileSpinKinds$StaticFlag", "VolatileSpinKinds$ByGetter",
      "VolatileSpinKinds$ByAtomicGetter"})
  void pureSpin_defaults_endsWithTheOraclesCount(String fixture) {
    Program program = RewritingLoader.program(fixture);

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  /** A loop counting its turns on a {@code volatile} keeps its 4 sequences and its give-up. */
  @Test
  void volatileCountingLoop_defaults_keepsEveryOutcome() {
    Program program = RewritingLoader.program("VolatileSpinKinds$CountingLoop");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  /**
   * A spin on a {@code volatile} whose write never comes ends as a livelock at its second read, in
   * every run, not at the length limit.
   */
  @Test
  void unraisedVolatileSpin_defaults_livelockInEveryRun() {
    Program program = RewritingLoader.program("VolatileSpinKinds$Unraised");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    assertTrue(result.sequences() <= 3, result.summary());
    assertEquals(result.sequences(), result.bugs().size(), result.summary());
    for (RunResult run : result.bugs()) {
      RunOutcome.Deadlock livelock = (RunOutcome.Deadlock) run.outcome();
      assertEquals("livelock", livelock.kind(), livelock.toString());
      assertTrue(run.sequence().events().size() < 40, run.sequence().toString());
    }
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
