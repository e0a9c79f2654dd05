package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationProgress;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.SpaceEstimate;
import org.richtest.diagram.ExplorationReport.Sample;
import org.richtest.event.EventId;
import org.richtest.event.SynSequence;

/**
 * Proves the progress watcher on a fake clock: the line is rewritten at most four times a second
 * and blanked at the end, counts sequences for reachability and runs for the oracle, shows the
 * estimate of the space once there is one, and the samples stay bounded from (0, 0) to the last
 * run.
 */
class ProgressTest {

  private static final SynSequence EMPTY = new SynSequence(List.of(), List.of(), List.of());
  private static final RunResult COMPLETE = new RunResult(EMPTY, new RunOutcome.Completed());
  private static final RunResult PARTIAL =
      new RunResult(EMPTY, new RunOutcome.PartialRun(ImmutableList.of(new EventId("s", 1))));

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream terminal = new PrintStream(bytes, true, StandardCharsets.UTF_8);
  private long now = 1_000_000_000L;

  private String line() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private void runAt(Progress progress, long millis, RunResult run) {
    now = 1_000_000_000L + TimeUnit.MILLISECONDS.toNanos(millis);
    progress.onRun(run);
  }

  @Test
  void onRun_runsEvery100Ms_rewritesTheLineAtMostFourTimesASecond() {
    Progress progress = new Progress(true, () -> now, terminal);

    for (long millis = 100; millis <= 2000; millis += 100) {
      runAt(progress, millis, COMPLETE);
    }

    // At 300, 600, ..., 1800 ms: each first run at least 250 ms after the previous line.
    assertEquals(6, line().chars().filter(c -> c == '\r').count(), line());
    assertTrue(line().endsWith("\r18 sequences, 18 runs, 10 sequences/s, 1.8 s"), line());
  }

  @Test
  void onProgress_thenARun_lineShowsTotalsRatePerWorkerFrontierAndCheckpoint() {
    Progress progress = new Progress(true, () -> now, terminal);
    progress.onProgress(
        new ExplorationProgress(
            500, 510, ImmutableList.of(5L, 5L), 7, Duration.ofSeconds(1), Duration.ofSeconds(3)));

    for (long millis = 100; millis <= 1000; millis += 100) {
      runAt(progress, millis, COMPLETE);
    }

    assertTrue(line().endsWith("\r500 sequences, 510 runs, 10 sequences/s (5 per worker × 2),"
        + " frontier 7, checkpoint 3 s ago, 0.9 s"), line());
  }

  @Test
  void onEstimate_thenARun_lineAndSampleCarryTheEstimate() {
    Progress progress = new Progress(true, () -> now, terminal);

    progress.onEstimate(new SpaceEstimate(40, 30, 52, 3, false));
    runAt(progress, 300, COMPLETE);

    assertTrue(
        line().endsWith("\r1 sequences, 1 runs, ≈ 40 sequences, 2.5% explored, 3 sequences/s, 0.3 s"),
        line());
    assertEquals(new Sample(0.3, 1, 40), progress.samples().get(progress.samples().size() - 1));
  }

  @Test
  void clear_afterALine_blanksIt() {
    Progress progress = new Progress(true, () -> now, terminal);
    runAt(progress, 300, COMPLETE);
    String written = line().substring(1);

    progress.clear();

    assertTrue(line().endsWith("\r" + " ".repeat(written.length()) + "\r"), line());
  }

  @Test
  void onRun_noTerminal_writesNothing() {
    Progress progress = new Progress(true, () -> now, null);

    runAt(progress, 300, COMPLETE);
    progress.clear();

    assertEquals("", line());
    assertEquals(List.of(new Sample(0, 0), new Sample(0.3, 1)), progress.samples());
  }

  @Test
  void onRun_exhaustive_countsRunsNotSequences() {
    Progress progress = new Progress(false, () -> now, terminal);

    runAt(progress, 100, COMPLETE);
    runAt(progress, 300, PARTIAL);

    assertEquals("runs", progress.counted());
    assertTrue(line().endsWith("\r2 runs, 7 runs/s, 0.3 s"), line());
    assertEquals(new Sample(0.3, 2), progress.samples().get(progress.samples().size() - 1));
  }

  @Test
  void samples_manyRuns_stayBoundedInTimeOrderUpToTheLastRun() {
    Progress progress = new Progress(true, () -> now, null);

    for (long millis = 1; millis <= 100_000; millis++) {
      runAt(progress, millis, millis % 10 == 0 ? PARTIAL : COMPLETE);
    }

    List<Sample> samples = progress.samples();
    assertTrue(samples.size() <= 514, samples.size() + " samples");
    assertTrue(samples.size() >= 100, samples.size() + " samples");
    assertEquals(new Sample(0, 0), samples.get(0));
    assertEquals(new Sample(100, 90_000), samples.get(samples.size() - 1));
    for (int i = 1; i < samples.size(); i++) {
      assertTrue(samples.get(i).seconds() > samples.get(i - 1).seconds(), "sample " + i);
    }
  }
}
