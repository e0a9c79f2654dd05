package org.richtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableSortedMap;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The run settings a checkpoint and a trace record: every setting of {@link ExplorationOptions} is
 * one of them, or recorded apart, or the engine's own; they survive their text form; a difference
 * is named with both values.
 */
class RunSettingsTest {

  /**
   * Recorded apart: a checkpoint's free-run policy and reductions, and the three models the
   * exploration turns on itself when the program needs them (a checkpoint's policy says which, a
   * trace's lines show them).
   */
  private static final Set<OptionRules.Setting> APART = EnumSet.of(
      OptionRules.Setting.FREE_RUN_POLICY, OptionRules.Setting.REDUCTIONS,
      OptionRules.Setting.INTERRUPTS, OptionRules.Setting.THREAD_ENDS, OptionRules.Setting.CLOCK);

  /**
   * The engine's: budgets, the strategy and its parameters, workers, checkpoints, the listener, when
   * to stop, and the watchdog (a run it stops ends the exploration; it may differ by machine).
   */
  private static final Set<OptionRules.Setting> ENGINES = EnumSet.of(
      OptionRules.Setting.STRATEGY, OptionRules.Setting.STOP_AT_FIRST_BUG,
      OptionRules.Setting.MAX_RUNS, OptionRules.Setting.MAX_TIME, OptionRules.Setting.WATCHDOG,
      OptionRules.Setting.LISTENER, OptionRules.Setting.PREEMPTION_BOUND,
      OptionRules.Setting.RACE_BOUND, OptionRules.Setting.SAMPLE, OptionRules.Setting.PCT_DEPTH,
      OptionRules.Setting.PROBE_SHARE, OptionRules.Setting.PARALLELISM,
      OptionRules.Setting.CHECKPOINT, OptionRules.Setting.CHECKPOINT_INTERVAL,
      OptionRules.Setting.RESUME);

  /** A new setting fails here until it is put on one side: recorded, recorded apart, or engine's. */
  @Test
  void everySetting_isRecordedOrRecordedApartOrTheEngines() {
    for (OptionRules.Setting setting : OptionRules.Setting.values()) {
      int sides = (RunSettings.covers(setting) ? 1 : 0) + (APART.contains(setting) ? 1 : 0)
          + (ENGINES.contains(setting) ? 1 : 0);
      assertEquals(1, sides, setting + ": does it shape every run (RunSettings), is it recorded"
          + " apart, or is it the engine's?");
    }
  }

  @Test
  void settings_surviveTheirTextAndNameEachDifference() {
    ExplorationOptions changed = ExplorationOptions.defaults().withLogicalClock(false)
        .withMaxRunEvents(77).withMaxRunMegabytes(5).withTimeoutsInARow(4).withReadsInARow(2)
        .withMaxPeriods(3).withDataRaceDetection(false).withExploredFields("C.y[]", "a.B.x")
        .withExploredCalls("HashMap");
    RunSettings settings = RunSettings.of(changed);

    ExplorationOptions applied = settings.applyTo(ExplorationOptions.defaults());

    assertEquals(changed.toString(), applied.toString());
    RunSettings defaults = RunSettings.of(ExplorationOptions.defaults());
    assertEquals(List.of(
        "dataRaceDetection true, not false",
        "exploredCalls none, not java.util.HashMap",
        "exploredFields none, not C.y[],a.B.x",
        "logicalClock true, not false",
        "maxPeriods 2, not 3",
        "maxRunEvents 100000, not 77",
        "maxRunMegabytes 128, not 5",
        "readsInARow unbounded, not 2",
        "timeoutsInARow 1, not 4"), defaults.differences(settings));
    assertEquals(List.of(), settings.differences(RunSettings.of(applied)));
    assertEquals(List.of(), new RunSettings(ImmutableSortedMap.of()).differences(defaults),
        "a setting not recorded is its default");
    assertNotEquals(defaults, settings);
  }

  @Test
  void applyTo_unknownOrBadSetting_isRefusedNamingIt() {
    IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
        () -> new RunSettings(ImmutableSortedMap.of("spin", "2"))
            .applyTo(ExplorationOptions.defaults()));
    assertTrue(unknown.getMessage().startsWith("unknown run setting 'spin' (known: "),
        unknown.getMessage());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> new RunSettings(ImmutableSortedMap.of("maxPeriods", "0"))
            .applyTo(ExplorationOptions.defaults()));
    assertEquals("run setting maxPeriods '0': maxPeriods must be positive, was 0",
        bad.getMessage());
  }
}
