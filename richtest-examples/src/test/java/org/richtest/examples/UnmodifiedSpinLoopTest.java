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
import org.richtest.examples.unmodified.SpinHandshake;
import org.richtest.examples.unmodified.SpinHandshakeScenario;

/**
 * A spin loop in plain JDK code, through the agent (docs/decisions.md, "Spin loops"): two threads
 * spinning on each other's flag, a {@code volatile} field and an {@code AtomicBoolean}, end every
 * run as a livelock at once, naming each thread, its variable and its loop; with the fix, the
 * exploration completes with the oracle's count.
 */
class UnmodifiedSpinLoopTest {

  /** Bounds that make a broken spin rule fail fast instead of exploring without end. */
  private static final ExplorationOptions ALL = ExplorationOptions.defaults().withReadsInARow(1)
      .withStopAtFirstBug(false).withMaxRunEvents(500).withMaxRuns(500);

  @Test
  void handshake_bothSpinFirst_everyRunALivelockNamingThreadsVariablesAndLoops() {
    ExplorationResult result = RichTest.explore(new SpinHandshakeScenario(false), ALL);
    ExplorationResult oracle =
        RichTest.explore(new SpinHandshakeScenario(false), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(1, result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    RunResult run = result.bugs().get(0);
    RunOutcome.Deadlock livelock = (RunOutcome.Deadlock) run.outcome();
    assertEquals("livelock", livelock.kind(), livelock.toString());
    assertTrue(run.sequence().events().size() < 40,
        "ends at the second read of each, not at a bound: " + run.sequence().events().size());
    String report = livelock.toString();
    String where = SpinHandshake.class.getName();
    assertTrue(report.contains("server waits for a write to SpinHandshake.clientReady, which it read"
        + " here before with nothing written since: only a write could free it at " + where
        + ".server("), report);
    assertTrue(report.contains("client waits for a write to SpinHandshake.serverReady")
        && report.contains(where + ".client("), report);
  }

  @Test
  void handshake_fixed_fourSequencesAsTheOracle() {
    // Each side reads the other's flag before it is set (and waits for the write) or not: 2 x 2.
    ExplorationResult result = RichTest.explore(new SpinHandshakeScenario(true), ALL);
    ExplorationResult oracle =
        RichTest.explore(new SpinHandshakeScenario(true), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(4, result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
  }
}
