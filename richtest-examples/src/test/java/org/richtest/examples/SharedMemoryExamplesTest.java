package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;
import org.richtest.examples.sharedmemory.CasCounter;
import org.richtest.examples.sharedmemory.LostUpdate;
import org.richtest.examples.sharedmemory.Reorder;
import org.richtest.testkit.Differential;

/** The shared-memory examples: their counts, their failures, and the oracle's agreement. */
class SharedMemoryExamplesTest {

  @Test
  void lostUpdate_fourSequences_twoLoseAnUpdate() {
    ExplorationResult result = exploreAll(LostUpdate.program());

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertTrue(result.failures().getFirst().outcome().toString().contains("lost update"));
    assertAgreesWithOracle(LostUpdate.program(), result);
  }

  @Test
  void reorder_fourSequences_twoSeeOneWriteWithoutTheOther() {
    ExplorationResult result = exploreAll(Reorder.program());

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertAgreesWithOracle(Reorder.program(), result);
  }

  @Test
  void casCounter_noSequenceFails() {
    ExplorationResult result = exploreAll(CasCounter.program(2));

    result.assertNoBugs();
    assertAgreesWithOracle(CasCounter.program(2), result);
  }

  @Test
  void casCounter_threeThreads_agreesWithTheOracle() {
    ExplorationResult result = exploreAll(CasCounter.program(3));

    result.assertNoBugs();
    assertAgreesWithOracle(CasCounter.program(3), result);
  }

  private static ExplorationResult exploreAll(Program program) {
    return RichTest.explore(program, ExplorationOptions.defaults().withStopAtFirstBug(false));
  }

  private static void assertAgreesWithOracle(Program program, ExplorationResult result) {
    ExplorationResult oracle = RichTest.explore(
        program,
        ExplorationOptions.defaults()
            .withStrategy(Strategy.EXHAUSTIVE)
            .withStopAtFirstBug(false));
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(result.runs(), result.sequences() + result.partialRuns());
    Differential.Comparison sets = Differential.compare(program);
    assertTrue(sets.agrees(), sets.problem());
  }
}
