package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.examples.boundedbuffer.BoundedBufferSelect;
import org.richtest.examples.distributedmutex.DistributedMutualExclusion;
import org.richtest.examples.readerswriters.ReadersWritersSelect;
import org.richtest.testkit.Differential;

/**
 * The message-passing examples: the bounded buffer and readers/writers as server threads with
 * selective waits on synchronous channels, and Ricart and Agrawala's distributed mutual exclusion
 * over asynchronous ports. Each explores exactly the paper's Table 4 count (144, 768, 4032), every
 * run a new sequence and none partial; the selective-wait programs agree with the exhaustive oracle
 * in full and in reduced configurations, the distributed mutual exclusion with two processes (three
 * are beyond the oracle: over a million interleavings in two minutes without completing).
 */
class MessagePassingExamplesTest {

  private static Example example(String name) {
    return Examples.byName(name).orElseThrow(() -> new AssertionError("no example " + name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"bb-select", "rw-select", "dme"})
  void registeredExample_reachability_exploresThePapersCountWithoutPartialRuns(String name) {
    Example example = example(name);

    ExplorationResult result = RichTest.explore(
        example.program(), ExplorationOptions.defaults().withStopAtFirstBug(false));

    assertEquals(example.paperSequences(), example.expectedSequences(), name);
    assertEquals(example.expectedSequences(), result.sequences(), result.summary());
    assertEquals(result.sequences(), result.runs(), result.summary());
    assertEquals(0, result.partialRuns(), result.summary());
    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().isEmpty(), result.summary());
    assertFalse(example.expectBug());
  }

  @Test
  void bbSelectThreeProducersThreeConsumersTwoSlots_bothStrategies_agreeOn144() {
    // 3! deposit orders, 3! withdraw orders, and the 4 deposit/withdraw patterns that keep between
    // 0 and 2 items in the buffer.
    assertAgrees(BoundedBufferSelect.program(3, 3, 2), 144);
  }

  @Test
  void bbSelectTwoProducersTwoConsumersTwoSlots_bothStrategies_agreeOn8() {
    // 2! * 2! * 2 patterns (DWDW, DDWW).
    assertAgrees(BoundedBufferSelect.program(2, 2, 2), 8);
  }

  @Test
  void bbSelectThreeProducersThreeConsumersOneSlot_bothStrategies_agreeOn36() {
    // 3! * 3! orders, the pattern being forced to DWDWDW.
    assertAgrees(BoundedBufferSelect.program(3, 3, 1), 36);
  }

  @Test
  void rwSelectThreeReadersTwoWriters_bothStrategies_agreeOn768() {
    assertAgrees(ReadersWritersSelect.program(3, 2), 768);
  }

  @Test
  void rwSelectTwoReadersOneWriter_bothStrategies_agreeOn14() {
    assertAgrees(ReadersWritersSelect.program(2, 1), 14);
  }

  @Test
  void rwSelectTwoReadersTwoWriters_bothStrategies_agreeOn48() {
    assertAgrees(ReadersWritersSelect.program(2, 2), 48);
  }

  @Test
  void dmeTwoProcesses_bothStrategies_agreeOn6() {
    assertAgrees(DistributedMutualExclusion.program(2), 6);
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
