package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.assertTimedDeadlocksOnly;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * A flag polled between sleeps with the logical clock modelled, {@code while (!done.get())
 * Thread.sleep(10)}: each sleep advances the clock, an event that no longer ends the poller's
 * streak of reads, so a turn that read the flag's same write again waits for another write. With a
 * writer, the poller's first read comes before the write or after it: 2 sequences, as the oracle.
 * Without one, the run is the timed deadlock a plain JVM shows hung, in a few events, where every
 * run was cut at the length limit before. A loop that counts its turns keeps its give-up path.
 */
class SleepPollRewritingTest {

  private static final ExplorationOptions CLOCK =
      ExplorationOptions.defaults().withMaxRunEvents(200).withClock(true);

  @ParameterizedTest
  @ValueSource(strings = {"SleepPollKinds$AtomicWithWriter", "SleepPollKinds$ByTimeUnit"})
  void pollBetweenSleeps_withWriter_endsWithTheOraclesCount(String fixture) {
    Program program = RewritingLoader.program(fixture);

    ExplorationResult result = exploreLikeTheOracle(program, CLOCK);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void pollBetweenSleeps_withoutWriter_oneTimedDeadlock() {
    ExplorationResult result = exploreLikeTheOracle(
        RewritingLoader.program("SleepPollKinds$AtomicWithoutWriter"), CLOCK);

    assertEquals(1, result.sequences(), result.summary());
    assertTimedDeadlocksOnly(result, 40);
  }

  /**
   * Each thread waits for the other's flag: both stay in their loops, a timed deadlock, in 2
   * sequences: the orders of their first sleeps' advances of the clock.
   */
  @Test
  void pollingEachOtherBetweenSleeps_timedDeadlocks() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("SleepPollKinds$EachOther"), CLOCK);

    assertEquals(2, result.sequences(), result.summary());
    assertTimedDeadlocksOnly(result, 40);
  }

  /** Without the clock a sleep makes no event; the deadlock is timed all the same. */
  @Test
  void pollBetweenSleeps_withoutTheClock_stillATimedDeadlock() {
    ExplorationResult result = exploreLikeTheOracle(
        RewritingLoader.program("SleepPollKinds$AtomicWithoutWriter"),
        ExplorationOptions.defaults().withMaxRunEvents(200));

    assertTimedDeadlocksOnly(result, 40);
  }

  /**
   * The stop comes before the first, second or third read or after the last (4 sequences), and the
   * last gives up, failing the run: the counter makes the loop no pure spin, so nothing waits.
   */
  @Test
  void countingLoop_keepsItsGiveUp() {
    ExplorationResult result =
        exploreLikeTheOracle(RewritingLoader.program("SleepPollKinds$Counting"), CLOCK);

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    ExplorationResult ruleEverywhere = RichTest.explore(RewritingLoader.program(
        "SleepPollKinds$Counting"), CLOCK.withStopAtFirstBug(false).withReadsInARow(1));
    assertTrue(ruleEverywhere.failures().isEmpty(), "the rule set by the user applies everywhere,"
        + " and loses the give-up: " + ruleEverywhere.summary());
  }

  /**
   * A {@code volatile} flag's loop is a pure spin as the atomic's: 2 sequences with a writer, a
   * timed deadlock without.
   */
  @Test
  void volatileFlag_defaults_endsAsTheAtomics() {
    ExplorationOptions options = CLOCK;
    ExplorationResult written = exploreLikeTheOracle(
        RewritingLoader.program("SleepPollKinds$VolatileWithWriter"), options);
    ExplorationResult unwritten = exploreLikeTheOracle(
        RewritingLoader.program("SleepPollKinds$VolatileWithoutWriter"), options);

    written.assertNoBugs();
    assertEquals(2, written.sequences(), written.summary());
    assertEquals(1, unwritten.sequences(), unwritten.summary());
    assertTimedDeadlocksOnly(unwritten, 40);
  }
}
