package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;
import org.richtest.trace.Trace;
import org.richtest.trace.TraceJson;

/**
 * A trace records the run settings it was made under and a replay applies them: a run of three
 * periods replays, where the default bound of two would end the task before the sequence does. A trace
 * older than the record (no settings) replays with the defaults, and when it does not replay the
 * error says that its settings may have been others.
 */
class ReplaySettingsTest {

  /** A periodic task that runs until the bound on its periods cuts it. */
  private static final Program TICKS = () -> {
    int[] ticks = {0};
    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
    pool.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
    pool.scheduleAtFixedRate(() -> ticks[0]++, 0, 10, TimeUnit.MILLISECONDS);
    pool.close();
  };

  private static final ExplorationOptions THREE_PERIODS =
      ExplorationOptions.defaults().withMaxPeriods(3);

  /** A run of three periods replays as three periods, where the default bound would cut it at two. */
  @Test
  void replay_traceOfABoundedRun_appliesItsSettings() {
    RunResult three = RichTest.runOnce(TICKS, THREE_PERIODS);
    Trace saved =
        TraceJson.readTrace(TraceJson.write(three.trace("ticks", RunSettings.of(THREE_PERIODS))));

    RunResult again = RichTest.replay(TICKS, saved);

    assertEquals(three.sequence(), again.sequence());
    assertEquals(1, again.periodicCuts());
  }

  /** A run cut at its length limit replays to the same cut, not past the end of its sequence. */
  @Test
  void replay_traceOfARunCutAtItsLength_isCutAgain() {
    Program forever = () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      while (true) {
        mutex.P();
        mutex.V();
      }
    };
    ExplorationOptions bounded = ExplorationOptions.defaults().withMaxRunEvents(41);
    RunResult cut = RichTest.runOnce(forever, bounded);
    Trace saved = TraceJson.readTrace(TraceJson.write(cut.trace("forever", RunSettings.of(bounded))));

    RunResult again = RichTest.replay(forever, saved);

    assertInstanceOf(RunOutcome.LengthLimit.class, cut.outcome());
    assertEquals(cut.sequence(), again.sequence());
    assertEquals(cut.outcome(), again.outcome());
  }

  @Test
  void replay_traceWithoutSettings_usesTheDefaultsAndSaysSoWhenItDiverges() {
    Trace old = RichTest.runOnce(TICKS, THREE_PERIODS).trace("ticks");

    NondeterminismException e =
        assertThrows(NondeterminismException.class, () -> RichTest.replay(TICKS, old));

    assertTrue(e.getMessage().endsWith("(the trace records no run settings, being older than"
        + " their record: it was replayed with the defaults, and one made with other bounds,"
        + " reads or timeouts in a row, periods, clock, explored fields or calls may not replay)"),
        e.getMessage());
  }

  @Test
  void replay_unknownSetting_isRefusedNamingIt() {
    Trace later = RichTest.runOnce(TICKS).trace("ticks").withSettings(Map.of("spinBudget", "3"));

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RichTest.replay(TICKS, later));

    assertTrue(e.getMessage().startsWith("unknown run setting 'spinBudget' (known: "),
        e.getMessage());
  }
}
