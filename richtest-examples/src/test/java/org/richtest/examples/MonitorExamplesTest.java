package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.examples.diningphilosophers.DiningPhilosophersMonitor;
import org.richtest.examples.readerswriters.ReadersWritersScMonitor;
import org.richtest.examples.readerswriters.ReadersWritersSuMonitor;
import org.richtest.testkit.Differential;

/**
 * The monitor examples: the paper's counts for readers/writers and dining philosophers, the two
 * buggy programs found and replayed, and reduced configurations checked against the exhaustive
 * oracle.
 */
class MonitorExamplesTest {

  private static final ExplorationOptions ALL_BUGS =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  private static Example example(String name) {
    return Examples.byName(name).orElseThrow(() -> new AssertionError("no example " + name));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "rw-monitor-su", "rw-monitor-sc", "dp-monitor-su-3", "dp-monitor-su-4", "dp-monitor-su-5"
      })
  void exploresThePapersNumberOfSequences(String name) {
    Example example = example(name);

    ExplorationResult result = RichTest.explore(example.program());

    assertEquals(example.paperSequences(), example.expectedSequences(), name);
    assertEquals(example.expectedSequences(), result.sequences(), result.summary());
    assertEquals(result.sequences(), result.runs(), result.summary());
    assertEquals(0, result.partialRuns(), result.summary());
    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().isEmpty(), result.summary());
    assertFalse(example.expectBug());
  }

  @Test
  void sixPhilosophersAreRegisteredWithThePapersCount() {
    Example example = example("dp-monitor-su-6");

    assertEquals(901_752, example.expectedSequences());
    assertEquals(901_752, example.paperSequences());
    assertFalse(example.expectBug());
  }

  @Test
  void diningPhilosophersDeadlockIsFoundAndReplayed() {
    RunResult bug = findAndReplay(example("dp-deadlock"));

    RunOutcome.Deadlock deadlock = assertInstanceOf(RunOutcome.Deadlock.class, bug.outcome());
    assertEquals(
        List.of("p0", "p1", "p2"),
        deadlock.blocked().stream()
            .filter(b -> b.waitingFor().contains("stick"))
            .map(RunOutcome.BlockedThread::thread)
            .sorted()
            .toList(),
        deadlock.toString());
  }

  @Test
  void lostWakeupFailureIsFoundAndReplayed() {
    RunResult bug = findAndReplay(example("lost-wakeup"));

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, bug.outcome());
    assertInstanceOf(AssertionError.class, failure.cause());
    assertEquals("withdraw from an empty buffer", failure.cause().getMessage());
  }

  @Test
  void diningPhilosophersDeadlockCountsAgreeWithTheOracle() {
    Example example = example("dp-deadlock");

    ExplorationResult rt = RichTest.explore(example.program(), ALL_BUGS);
    ExplorationResult oracle =
        RichTest.explore(example.program(), ALL_BUGS.withStrategy(Strategy.EXHAUSTIVE));

    assertCounts(example.expectedSequences(), 0, 1, rt);
    assertCounts(example.expectedSequences(), 0, 1, oracle);
    assertAgrees(example.program(), example.expectedSequences());
  }

  @Test
  void lostWakeupCountsAgreeWithTheOracle() {
    Example example = example("lost-wakeup");

    ExplorationResult rt = RichTest.explore(example.program(), ALL_BUGS);
    ExplorationResult oracle =
        RichTest.explore(example.program(), ALL_BUGS.withStrategy(Strategy.EXHAUSTIVE));

    assertCounts(example.expectedSequences(), 12, 0, rt);
    assertCounts(example.expectedSequences(), 12, 0, oracle);
    assertAgrees(example.program(), example.expectedSequences());
  }

  @Test
  void twoPhilosophersAgreeWithTheOracle() {
    assertAgrees(DiningPhilosophersMonitor.program(2), 4);
  }

  @Test
  void threePhilosophersAgreeWithTheOracle() {
    assertAgrees(DiningPhilosophersMonitor.program(3), 30);
  }

  @Test
  void readersWritersSuWithTwoReadersAndOneWriterAgreesWithTheOracle() {
    assertAgrees(ReadersWritersSuMonitor.program(2, 1), 44);
  }

  @Test
  void readersWritersScWithTwoReadersAndOneWriterAgreesWithTheOracle() {
    assertAgrees(ReadersWritersScMonitor.program(2, 1), 62);
  }

  /** Explores until the first bug, replays its sequence, and returns the bug. */
  private static RunResult findAndReplay(Example example) {
    assertTrue(example.expectBug());
    ExplorationResult result = RichTest.explore(example.program());
    assertFalse(result.bugs().isEmpty(), result.summary());
    assertFalse(result.complete(), result.summary());
    RunResult bug = result.bugs().get(0);

    RunResult replay = RichTest.replay(example.program(), bug.sequence());

    assertEquals(
        bug.outcome().getClass(), replay.outcome().getClass(), replay.outcome().toString());
    assertEquals(Differential.key(bug), Differential.key(replay));
    return bug;
  }

  private static void assertCounts(
      long sequences, int failures, int deadlocks, ExplorationResult result) {
    assertEquals(sequences, result.sequences(), result.summary());
    assertEquals(failures, result.failures().size(), result.summary());
    assertEquals(deadlocks, result.deadlocks().size(), result.summary());
    assertEquals(0, result.partialRuns(), result.summary());
    assertTrue(result.complete(), result.summary());
  }

  /** Checks that reachability testing and the oracle find the same {@code sequences} orders. */
  private static void assertAgrees(Program program, long sequences) {
    Differential.Comparison comparison = Differential.compare(program);

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(sequences, comparison.reachabilitySequences());
    assertEquals(sequences, comparison.oracleSequences());
    assertEquals(0, comparison.partialRuns());
    assertEquals(comparison.reachabilitySequences(), comparison.reachabilityRuns());
  }
}
