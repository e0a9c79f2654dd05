package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.OptionRules;
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

  @Test
  void options_runModelAttributes_mapEachToItsOption() {
    ExplorationOptions defaults = ReachabilityExtension.options(settings("defaults"));
    ExplorationOptions options = ReachabilityExtension.options(settings("runModel"));

    assertEquals(ExplorationOptions.DEFAULT_PROBE_SHARE, defaults.probeShare());
    assertEquals(0, options.probeShare());
    assertEquals(List.of(false, false, ExplorationOptions.DEFAULT_MAX_RUN_EVENTS, 1, true),
        List.of(defaults.modelsInterrupts(), defaults.modelsThreadEnds(), defaults.maxRunEvents(),
            defaults.timeoutsInARow(), defaults.detectsDataRaces()));
    assertEquals(List.of(true, true, 500L, 3, false),
        List.of(options.modelsInterrupts(), options.modelsThreadEnds(), options.maxRunEvents(),
            options.timeoutsInARow(), options.detectsDataRaces()));
    assertEquals(List.of(Integer.MAX_VALUE, 4), List.of(defaults.readsInARow(), options.readsInARow()));
  }

  @Test
  void options_noReadInARow_throwsNamingTheAttribute() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ReachabilityExtension.options(settings("noRead")));

    assertEquals("@ReachabilityTest readsInARow must be positive, was 0", e.getMessage());
  }

  @Test
  void options_noTimeoutInARow_throwsNamingTheAttribute() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ReachabilityExtension.options(settings("noTimeout")));

    assertEquals("@ReachabilityTest timeoutsInARow must be positive, was 0", e.getMessage());
  }

  /**
   * The annotation and the table of settings agree: every setting with an attribute has it, and
   * every attribute is a setting's or one of the annotation's own (how a test passes, where its
   * traces go, what it replays).
   */
  @Test
  void attributes_equalTheTableOfSettings() {
    Set<String> own = Set.of(
        "failOnDataRace", "failIfIncomplete", "allowUncontrolled", "replay", "traceDir");
    Set<String> attributes = new TreeSet<>();
    for (Method method : ReachabilityTest.class.getDeclaredMethods()) {
      attributes.add(method.getName());
    }
    Set<String> expected = new TreeSet<>(own);
    for (OptionRules.Setting setting : OptionRules.Setting.values()) {
      setting.attribute().ifPresent(expected::add);
    }

    assertEquals(expected, attributes);
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
