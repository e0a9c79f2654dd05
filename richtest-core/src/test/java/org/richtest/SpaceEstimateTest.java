package org.richtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Proves the estimate's invariants, its share explored and its text. */
class SpaceEstimateTest {

  @Test
  void new_intervalMissingTheValue_throws() {
    assertThrows(IllegalArgumentException.class, () -> new SpaceEstimate(10, 11, 20, 3, false));
    assertThrows(IllegalArgumentException.class, () -> new SpaceEstimate(10, 5, 9, 3, false));
    assertThrows(IllegalArgumentException.class, () -> new SpaceEstimate(10, 5, 20, -1, false));
  }

  @Test
  void explored_partOfTheEstimate_isTheShareAtMostOne() {
    SpaceEstimate estimate = new SpaceEstimate(1.2e7, 1e7, 1.4e7, 12, false);

    assertEquals(0.031, estimate.explored(372_000), 1e-9);
    assertEquals(1.0, estimate.explored(20_000_000));
  }

  @Test
  void toString_estimateAndExactCount_readAsTheSummaryShowsThem() {
    assertEquals(
        "≈ 1.2e7 sequences (95%: 9.8e6–1.4e7, 120 probes)",
        new SpaceEstimate(1.2e7, 9.8e6, 1.4e7, 120, false).toString());
    assertEquals("324 sequences (exact)", SpaceEstimate.exact(324, 2).toString());
    assertEquals("9999", SpaceEstimate.number(9999));
    assertEquals("1.0e4", SpaceEstimate.number(10_000));
  }
}
