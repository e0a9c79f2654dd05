package org.richtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Proves the options of the comparison strategies and of the estimate: their defaults, that each
 * rejects a value out of range and that an exploration rejects an option its strategy does not
 * use, each with a message naming the option; and the strategies' command-line names.
 */
class ExplorationOptionsTest {

  private static final Program EMPTY = () -> {};

  @Test
  void defaults_strategyOptions_areUnboundedOffAndDocumented() {
    ExplorationOptions options = ExplorationOptions.defaults();

    assertEquals(ExplorationOptions.UNBOUNDED, options.preemptionBound());
    assertEquals(ExplorationOptions.NO_RACE_BOUND, options.raceBound());
    assertEquals(0, options.sample());
    assertEquals(ExplorationOptions.DEFAULT_PCT_DEPTH, options.pctDepth());
    assertEquals(ExplorationOptions.DEFAULT_PROBE_SHARE, options.probeShare());
  }

  @Test
  void withers_valuesOutOfRange_throwNamingTheOption() {
    ExplorationOptions options = ExplorationOptions.defaults();

    assertMessage("preemptionBound", () -> options.withPreemptionBound(-1));
    assertMessage("raceBound", () -> options.withRaceBound(-2));
    assertMessage("sample", () -> options.withSample(-1));
    assertMessage("pctDepth", () -> options.withPctDepth(-1));
    assertMessage("probeShare", () -> options.withProbeShare(0.6));
    assertMessage("probeShare", () -> options.withProbeShare(-0.1));
  }

  @Test
  void explore_optionOfAnotherStrategy_throwsNamingOptionAndStrategy() {
    ExplorationOptions options = ExplorationOptions.defaults();

    assertMessage(
        "raceBound applies to strategy reachability, not dpor",
        () -> RichTest.explore(EMPTY, options.withStrategy(Strategy.DPOR).withRaceBound(1)));
    assertMessage(
        "sample applies to strategy reachability, not exhaustive",
        () -> RichTest.explore(EMPTY, options.withStrategy(Strategy.EXHAUSTIVE).withSample(3)));
    assertMessage(
        "sample and raceBound cannot be combined",
        () -> RichTest.explore(EMPTY, options.withSample(3).withRaceBound(1)));
    assertMessage(
        "preemptionBound applies to strategy context-bounded, not reachability",
        () -> RichTest.explore(EMPTY, options.withPreemptionBound(2)));
    assertMessage(
        "pctDepth applies to strategy random, not context-bounded",
        () ->
            RichTest.explore(
                EMPTY, options.withStrategy(Strategy.CONTEXT_BOUNDED).withPctDepth(1)));
  }

  @Test
  void explore_everyStrategyOnAProgramWithoutEvents_runsItOnce() {
    for (Strategy strategy : Strategy.values()) {
      ExplorationResult result =
          RichTest.explore(EMPTY, ExplorationOptions.defaults().withStrategy(strategy));

      assertEquals(1, result.sequences(), result.summary());
      assertEquals(strategy != Strategy.RANDOM, result.complete(), result.summary());
    }
  }

  @Test
  void explore_timeBudgetLongerThanNanoTimeMeasures_isNoBudget() {
    for (Duration forever : new Duration[] {Duration.ofNanos(Long.MAX_VALUE).plusNanos(1),
        Duration.ofSeconds(Long.MAX_VALUE)}) {
      ExplorationOptions options = ExplorationOptions.defaults().withMaxTime(forever);
      assertEquals(null, options.maxTime(), forever.toString());
      for (Strategy strategy : Strategy.values()) {
        ExplorationResult result = RichTest.explore(EMPTY, options.withStrategy(strategy));
        assertEquals(1, result.sequences(), strategy + ": " + result.summary());
      }
      assertEquals(1, RichTest.explore(EMPTY, options.withParallelism(2)).sequences());
    }
    Duration longest = Duration.ofNanos(Long.MAX_VALUE);
    assertEquals(longest, ExplorationOptions.defaults().withMaxTime(longest).maxTime());
  }

  @Test
  void id_everyStrategy_roundTripsThroughOfId() {
    for (Strategy strategy : Strategy.values()) {
      assertEquals(strategy, Strategy.ofId(strategy.id()));
      assertFalse(strategy.id().contains("_"), strategy.id());
    }
    assertEquals("context-bounded", Strategy.CONTEXT_BOUNDED.id());
    assertMessage("no strategy 'bogus'", () -> Strategy.ofId("bogus"));
  }

  @Test
  void toString_newOptions_areNamed() {
    String text = ExplorationOptions.defaults().withSample(7).withPctDepth(2).toString();

    assertTrue(text.contains("sample=7") && text.contains("pctDepth=2"), text);
  }

  @Test
  void parallelismAndCheckpoints_defaultsAndRange_areCheckedNamingTheOption() {
    ExplorationOptions options = ExplorationOptions.defaults();
    assertEquals(1, options.parallelism());
    assertEquals(null, options.checkpoint());
    assertEquals(null, options.resume());
    assertEquals(ExplorationOptions.DEFAULT_CHECKPOINT_INTERVAL, options.checkpointInterval());
    assertMessage("parallelism must be positive, was 0", () -> options.withParallelism(0));
    assertMessage("checkpointInterval must be positive, was PT0S",
        () -> options.withCheckpointInterval(Duration.ZERO));
    String text = options.withParallelism(3).withCheckpoint(Path.of("c")).toString();
    assertTrue(text.contains("parallelism=3") && text.contains("checkpoint=c"), text);
  }

  @Test
  void readsInARow_defaultAndRange_areCheckedNamingTheOption() {
    ExplorationOptions options = ExplorationOptions.defaults();
    assertEquals(Integer.MAX_VALUE, options.readsInARow());
    assertEquals(3, options.withReadsInARow(3).readsInARow());
    assertMessage("readsInARow must be positive, was 0", () -> options.withReadsInARow(0));
    assertTrue(options.withReadsInARow(3).toString().contains("readsInARow=3"));
  }

  @Test
  void withExploredFields_notClassDotField_rejectedByName() {
    ExplorationOptions options = ExplorationOptions.defaults();

    assertMessage("'count' is not of the form Class.field",
        () -> options.withExploredFields("count"));
    assertMessage("'Counter.'", () -> options.withExploredFields("Counter.count", "Counter."));
    assertEquals(Set.of("Counter.count", "com.acme.Cache.size"),
        options.withExploredFields("Counter.count", "com.acme.Cache.size").exploredFields());
    assertTrue(options.detectsDataRaces());
    assertFalse(options.withDataRaceDetection(false).detectsDataRaces());
  }

  private static void assertMessage(String expected, Runnable action) {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, action::run);
    assertTrue(thrown.getMessage().contains(expected), thrown.getMessage());
  }
}
