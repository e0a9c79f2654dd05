package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.Reduction;
import org.richtest.Strategy;

/** Checks how the attributes of {@link ReachabilityTest} become exploration options. */
class ReachabilityOptionsTest {

  @Test
  void options_defaultAttributes_equalTheLibraryDefaults() {
    ExplorationOptions options = ReachabilityExtension.options(settings("defaults"));

    ExplorationOptions defaults = ExplorationOptions.defaults();
    assertEquals(defaults.strategy(), options.strategy());
    assertEquals(defaults.freeRunPolicy(), options.freeRunPolicy());
    assertEquals(defaults.stopAtFirstBug(), options.stopAtFirstBug());
    assertEquals(defaults.maxRuns(), options.maxRuns());
    assertNull(options.maxTime());
    assertEquals(defaults.watchdog(), options.watchdog());
  }

  @Test
  void options_everyAttributeSet_mapsEachToItsOption() {
    ExplorationOptions options = ReachabilityExtension.options(settings("everything"));

    assertEquals(Strategy.EXHAUSTIVE, options.strategy());
    assertEquals(FreeRunPolicy.seededRandom(42), options.freeRunPolicy());
    assertEquals(false, options.stopAtFirstBug());
    assertEquals(7, options.maxRuns());
    assertEquals(Duration.ofSeconds(3), options.maxTime());
    assertEquals(Duration.ofMillis(500), options.watchdog());
  }

  @Test
  void options_reductions_becomeTheOptionsReductions() {
    assertEquals(Set.of(), ReachabilityExtension.options(settings("defaults")).reductions());
    assertEquals(Set.of(Reduction.PV, Reduction.SYMMETRY),
        ReachabilityExtension.options(settings("reductions")).reductions());
  }

  @Test
  void options_reductionsWithExhaustiveStrategy_throwsNamingTheAttribute() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ReachabilityExtension.options(settings("reductionsExhaustive")));

    assertEquals(
        "@ReachabilityTest reductions apply to strategy REACHABILITY only, not to EXHAUSTIVE",
        e.getMessage());
  }

  @Test
  void options_strategyAttributes_mapToTheirOptions() {
    assertEquals(2, ReachabilityExtension.options(settings("contextBounded")).preemptionBound());
    assertEquals(
        Strategy.CONTEXT_BOUNDED, ReachabilityExtension.options(settings("contextBounded")).strategy());
    assertEquals(3, ReachabilityExtension.options(settings("raceBounded")).raceBound());
    assertEquals(50, ReachabilityExtension.options(settings("sampled")).sample());
    assertEquals(0, ReachabilityExtension.options(settings("random")).pctDepth());
    ExplorationOptions defaults = ReachabilityExtension.options(settings("defaults"));
    assertEquals(ExplorationOptions.defaults().preemptionBound(), defaults.preemptionBound());
    assertEquals(ExplorationOptions.defaults().raceBound(), defaults.raceBound());
    assertEquals(0, defaults.sample());
    assertEquals(ExplorationOptions.defaults().pctDepth(), defaults.pctDepth());
  }

  @Test
  void options_negativeMaxSeconds_throwsNamingTheAttribute() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ReachabilityExtension.options(settings("negativeMaxSeconds")));

    assertTrue(e.getMessage().contains("maxSeconds"), e.getMessage());
  }

  @Test
  void options_parallelism_becomesTheOptionsParallelism() {
    assertEquals(1, ReachabilityExtension.options(settings("defaults")).parallelism());
    assertEquals(4, ReachabilityExtension.options(settings("parallel")).parallelism());
  }

  @Test
  void options_noWorker_throwsNamingTheAttribute() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ReachabilityExtension.options(settings("noWorker")));

    assertEquals("@ReachabilityTest parallelism must be positive, was 0", e.getMessage());
  }

  private static ReachabilityTest settings(String method) {
    try {
      return Fixtures.Settings.class
          .getDeclaredMethod(method)
          .getAnnotation(ReachabilityTest.class);
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }
}
