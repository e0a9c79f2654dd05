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
import org.richtest.examples.unmodified.SpinLockedCounter;
import org.richtest.examples.unmodified.SpinLockedCounterScenario;

/**
 * A spin loop in plain JDK code, through the agent (docs/decisions.md, "Spin loops"): two threads
 * spinning on each other's flag, a {@code volatile} field and an {@code AtomicBoolean}, end every
 * run as a livelock at once, naming each thread, its variable and its loop; with the fix, the
 * exploration completes with the oracle's count. A spin lock on an {@code AtomicBoolean} whose
 * holder returns without releasing it leaves the other thread's failing compare-and-set a livelock.
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

  @Test
  void spinLock_heldOnARejection_livelockNamingTheFailedCompareAndSet() {
    ExplorationResult result = RichTest.explore(new SpinLockedCounterScenario(false), ALL);
    ExplorationResult oracle = RichTest.explore(
        new SpinLockedCounterScenario(false), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    // The rejection takes the lock first, and the other's compare-and-set can only fail (a
    // livelock), or it comes second and its compare-and-set fails or not: 1 + 2.
    assertEquals(3, result.sequences(), result.summary());
    RunOutcome.Deadlock livelock = result.bugs().stream().map(RunResult::outcome)
        .filter(RunOutcome.Deadlock.class::isInstance).map(RunOutcome.Deadlock.class::cast)
        .findFirst().orElseThrow(() -> new AssertionError(result.summary()));
    assertEquals("livelock", livelock.kind(), livelock.toString());
    String report = livelock.toString();
    assertTrue(report.contains("added waits for a write to SpinLockedCounter.locked (")
        && report.contains("against which its compareAndSet failed here before with nothing"
            + " written since: only a write could free it at " + SpinLockedCounter.class.getName()
            + ".add("), report);
  }

  @Test
  void spinLock_fixed_everyRunAddsAsTheOracle() {
    ExplorationResult result = RichTest.explore(new SpinLockedCounterScenario(true), ALL);
    ExplorationResult oracle = RichTest.explore(
        new SpinLockedCounterScenario(true), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    // Either takes the lock first; the other's compare-and-set comes before the release (fails,
    // and its retry waits for the release) or after it: 2 x 2.
    assertEquals(4, result.sequences(), result.summary());
  }

  /**
   * Without {@code readsInARow}: both sides' loops are pure spins, the server's on a {@code
   * volatile} field and the client's on an {@code AtomicBoolean}, so the handshake ends as with the
   * rule on: a livelock in its one sequence when both spin first, 4 sequences when fixed.
   */
  @Test
  void handshake_defaults_pureSpinsEndAsWithTheRuleOn() {
    ExplorationOptions defaults = ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withMaxRunEvents(500).withMaxRuns(500);

    ExplorationResult broken = RichTest.explore(new SpinHandshakeScenario(false), defaults);
    ExplorationResult fixed = RichTest.explore(new SpinHandshakeScenario(true), defaults);

    assertTrue(broken.complete() && fixed.complete(), broken.summary() + " / " + fixed.summary());
    assertEquals(1, broken.sequences(), broken.summary());
    assertEquals("livelock", ((RunOutcome.Deadlock) broken.bugs().get(0).outcome()).kind());
    assertEquals(4, fixed.sequences(), fixed.summary());
    assertEquals(RichTest.explore(new SpinHandshakeScenario(true),
        defaults.withStrategy(Strategy.EXHAUSTIVE)).sequences(), fixed.sequences());
  }

  /**
   * Without {@code readsInARow}: the agent proves the spin lock's loop a pure spin (a final field,
   * a compare-and-set, {@code onSpinWait}, nothing else), so the rule applies to it by default and
   * the exploration ends as with the rule on: the same 3 sequences, the livelock found.
   */
  @Test
  void spinLock_heldOnARejection_defaults_pureSpinEndsAsWithTheRuleOn() {
    ExplorationOptions defaults = ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withMaxRunEvents(500).withMaxRuns(500);

    ExplorationResult result = RichTest.explore(new SpinLockedCounterScenario(false), defaults);
    ExplorationResult oracle = RichTest.explore(
        new SpinLockedCounterScenario(false), defaults.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(3, result.sequences(), result.summary());
    assertTrue(result.bugs().stream().map(RunResult::outcome)
        .anyMatch(o -> o instanceof RunOutcome.Deadlock d && d.kind().equals("livelock")),
        result.summary());
  }
}
