package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.RichTest;
import org.richtest.SpaceEstimate;
import org.richtest.Strategy;

/**
 * Proves the comparison strategies and the large-space modes on the bundled examples: DPOR needs
 * exactly Table 4's runs on the smaller programs; context bounding finds the dining philosophers'
 * deadlock at one preemption and not at none, and reports the bound it completed; random testing
 * and PCT find both buggy examples; race-bounded reachability testing ends with the whole count and
 * a smaller bound with fewer; sampling runs exactly its number of probes.
 */
class StrategyExamplesTest {

  private static ExplorationResult explore(String name, ExplorationOptions options) {
    return RichTest.explore(Examples.byName(name).orElseThrow().program(), options);
  }

  private static ExplorationOptions all(Strategy strategy) {
    return ExplorationOptions.defaults().withStrategy(strategy).withStopAtFirstBug(false);
  }

  @ParameterizedTest
  @ValueSource(strings = {"bb-semaphore", "bb-monitor-su", "rw-select", "dp-monitor-su-4"})
  void dpor_smallTable4Programs_runsEachSequenceOnce(String name) {
    ExplorationResult result = explore(name, all(Strategy.DPOR));

    long expected = Examples.byName(name).orElseThrow().expectedSequences();
    assertEquals(expected, result.sequences(), result.summary());
    assertEquals(expected, result.runs(), result.summary());
    assertTrue(result.complete(), result.summary());
  }

  @Test
  void contextBounded_dpDeadlock_needsOnePreemption() {
    ExplorationResult none =
        explore("dp-deadlock", all(Strategy.CONTEXT_BOUNDED).withPreemptionBound(0));
    ExplorationResult one =
        explore("dp-deadlock", all(Strategy.CONTEXT_BOUNDED).withPreemptionBound(1));

    assertTrue(none.deadlocks().isEmpty(), none.summary());
    assertEquals(0, none.completedBound());
    assertFalse(none.complete(), none.summary());
    assertNotNull(none.estimate(), "a bound that ends it incomplete estimates the space");
    assertEquals(1, one.deadlocks().size(), one.summary());
    assertEquals(1, one.completedBound());
  }

  @Test
  void contextBounded_lostWakeup_completesAtBoundOneWithEverySequence() {
    ExplorationResult result = explore("lost-wakeup", all(Strategy.CONTEXT_BOUNDED));

    assertEquals(40, result.sequences(), result.summary());
    assertEquals(1, result.completedBound());
    assertTrue(result.complete(), result.summary());
    assertEquals(result.runs(), result.sequences() + result.redundantRuns(), result.summary());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 3})
  void random_buggyExamples_findTheBugWithinAHundredRuns(int pctDepth) {
    for (String name : new String[] {"dp-deadlock", "lost-wakeup"}) {
      ExplorationResult result =
          explore(
              name,
              ExplorationOptions.defaults()
                  .withStrategy(Strategy.RANDOM)
                  .withPctDepth(pctDepth)
                  .withFreeRunPolicy(FreeRunPolicy.seededRandom(1))
                  .withMaxRuns(100));

      assertEquals(1, result.bugs().size(), name + ": " + result.summary());
      assertFalse(result.complete());
    }
  }

  @Test
  void raceBounded_bbSemaphore_endsWithTable4CountAndALowerBoundWithFewer() {
    ExplorationResult all =
        explore("bb-semaphore", ExplorationOptions.defaults().withRaceBound(Integer.MAX_VALUE));
    ExplorationResult two =
        explore("bb-semaphore", ExplorationOptions.defaults().withRaceBound(2));

    assertEquals(324, all.sequences(), all.summary());
    assertTrue(all.complete(), all.summary());
    assertTrue(two.sequences() < 324, two.summary());
    assertEquals(2, two.completedBound());
    assertFalse(two.complete(), two.summary());
    assertNotNull(two.estimate(), two.summary());
    assertTrue(two.estimate().probes() >= 3, two.summary());
    assertEquals(two.runs(), two.sequences() + two.redundantRuns(), two.summary());
  }

  @Test
  void sample_bbSemaphore_runsExactlyThatManyProbes() {
    ExplorationResult result = explore("bb-semaphore", ExplorationOptions.defaults().withSample(5));

    SpaceEstimate estimate = result.estimate();
    assertNotNull(estimate, result.summary());
    assertEquals(5, estimate.probes());
    assertFalse(estimate.exact());
    assertFalse(result.complete());
    assertTrue(result.sequences() <= 324, result.summary());
    assertEquals(0, result.probeRuns(), "a sampling exploration's runs are its probes");
  }

  @Test
  void estimate_budgetCutsBbSemaphore_estimatesFromProbesRunApart() {
    ExplorationResult result = explore("bb-semaphore", ExplorationOptions.defaults().withMaxRuns(30));

    SpaceEstimate estimate = result.estimate();
    assertNotNull(estimate, result.summary());
    assertFalse(estimate.exact());
    assertTrue(estimate.probes() >= 3, result.summary());
    assertTrue(result.probeRuns() > 0, result.summary());
    assertEquals(30, result.runs(), "probe runs are not counted as runs");
    assertTrue(estimate.low() >= 30 && estimate.low() <= estimate.high(), estimate.toString());
  }

  @Test
  void estimate_completeExploration_isTheExactCount() {
    ExplorationResult result = explore("bb-semaphore", ExplorationOptions.defaults());

    assertEquals(SpaceEstimate.exact(324, result.estimate().probes()), result.estimate());
    assertEquals(324, result.runs());
  }

  @Test
  void estimate_probeShareZero_spendsNoRunAndReportsNoEstimateWhenCut() {
    ExplorationResult result =
        explore("bb-semaphore", ExplorationOptions.defaults().withMaxRuns(30).withProbeShare(0));

    assertNull(result.estimate(), result.summary());
    assertEquals(0, result.probeRuns());
  }
}
