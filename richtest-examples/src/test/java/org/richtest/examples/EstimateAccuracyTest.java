package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;

/**
 * Proves that the estimate of the number of sequences from 1,000 probes of the variant tree is
 * within 10% of Table 4's count. The estimate checked is the probes' own, as the listener sees it,
 * not the one the exploration raises to the sequences it exercised. The cheaper programs run in
 * every build, the others with the slow tests.
 */
class EstimateAccuracyTest {

  private static final int PROBES = 1_000;

  @ParameterizedTest
  @ValueSource(strings = {"dp-monitor-su-3", "dp-monitor-su-4", "bb-semaphore"})
  void estimate_thousandProbesOfSmallerTable4Programs_within10Percent(String name) {
    assertWithin10Percent(name);
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(
      strings = {"bb-monitor-su", "bb-select", "rw-select", "dme", "dp-monitor-su-5", "rw-monitor-su"})
  void estimate_thousandProbesOfLargerTable4Programs_within10Percent(String name) {
    assertWithin10Percent(name);
  }

  private static void assertWithin10Percent(String name) {
    Example example = Examples.byName(name).orElseThrow();
    SpaceEstimate[] last = new SpaceEstimate[1];
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onEstimate(SpaceEstimate estimate) {
        last[0] = estimate;
      }
    };

    RichTest.explore(
        example.program(), ExplorationOptions.defaults().withSample(PROBES).withListener(listener));

    SpaceEstimate estimate = last[0];
    assertNotNull(estimate);
    assertEquals(PROBES, estimate.probes());
    double error = Math.abs(estimate.sequences() - example.expectedSequences())
        / example.expectedSequences();
    assertTrue(error <= 0.10, name + ": " + estimate + " for " + example.expectedSequences());
  }
}
