package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.HandshakeScenario;

/**
 * Two threads polling each other with {@code wait(1000)} on one monitor, in plain JDK code through
 * the agent: with nobody to end their loops every run is a timed deadlock naming both, as a JVM
 * shows them hung (the runs are short: neither thread's timeout reopens the other's wait), and
 * the exploration counts the oracle's sequences; the safe order ends in every run.
 */
class UnmodifiedTimedWaitTest {

  /**
   * Every run, complete: bounded in runs and in events per run far above what the handshake needs,
   * so that loops that never ended would fail the test rather than run for ever.
   */
  private static final ExplorationOptions ALL = ExplorationOptions.defaults()
      .withStopAtFirstBug(false).withMaxRuns(1_000).withMaxRunEvents(10_000);

  @Test
  void peersWaitingForEachOther_everyRunATimedDeadlockNamingBoth_asTheOracle() {
    ExplorationResult result = asTheOracle(new HandshakeScenario(false));

    // The two waiters' eight orders (WaitersOnOneMonitorTest derives them), of about ten events.
    assertEquals(8, result.sequences(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    for (RunResult run : result.deadlocks()) {
      assertTrue(run.sequence().events().size() < 100, run.sequence().toString());
      RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
      assertTrue(deadlock.timed(), deadlock.toString());
      for (String peer : new String[] {"left", "right"}) {
        assertTrue(deadlock.toString().contains(peer + " waits for wake(timed) on "),
            deadlock.toString());
      }
      assertTrue(deadlock.toString().contains("Handshake.java"), deadlock.toString());
    }
  }

  @Test
  void peersSayingReadyFirst_endInEveryRun_asTheOracle() {
    ExplorationResult result = asTheOracle(new HandshakeScenario(true));

    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /**
   * Explores {@code program} completely and returns the result, checking that the exhaustive
   * oracle counts the same sequences and bugs.
   */
  private static ExplorationResult asTheOracle(HandshakeScenario program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && oracle.complete(), result.summary() + "; " + oracle.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.bugs().size(), result.bugs().size(), oracle.summary());
    return result;
  }
}
