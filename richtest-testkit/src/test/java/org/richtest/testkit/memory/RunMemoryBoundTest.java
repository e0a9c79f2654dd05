package org.richtest.testkit.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.schedule.RunExecutor;

/**
 * Proves that a run is bounded by the memory its recording takes, not only by its events: twenty
 * threads spinning on atomics are cut with a report naming the bound, in a JVM whose heap the run
 * would exhaust without it, and the count it is bounded by covers what the recording retains
 * (docs/decisions.md, "Timed operations").
 */
class RunMemoryBoundTest {

  @Test
  void twentySpinners_memoryBound_cutWithTheReport() {
    RunResult run = Spinners.runOnce(20, ExplorationOptions.defaults()
        .withMaxRunEvents(200_000).withMaxRunMegabytes(2));

    RunOutcome.LengthLimit limit = assertInstanceOf(RunOutcome.LengthLimit.class, run.outcome());
    assertTrue(limit.byMemory(), limit.toString());
    assertTrue(limit.isProgramBug());
    assertEquals("length-limit", limit.kind());
    assertEquals(2L << 20, limit.memoryLimit());
    assertTrue(limit.recordedBytes() >= limit.memoryLimit()
        && limit.recordedBytes() < limit.memoryLimit() + 4_096, limit.toString());
    assertTrue(limit.toString().startsWith("memory limit: the run stopped at " + limit.events()
        + " events, about 2 MB recorded, its limit of 2 MB"), limit.toString());
    assertTrue(limit.toString().contains("--max-run-megabytes"), limit.toString());
    assertEquals(21, limit.threads().size(), "main and the spinners are named");
  }

  /**
   * An executor sizes a run's clocks from the run before it; the count must not follow them, or a
   * work item replayed elsewhere, a resumed checkpoint or a replayed trace is cut at another event.
   */
  @Test
  void twoSpinners_afterARunOfTwentyThreads_cutAtTheSameEventAsAlone() {
    ExplorationOptions options = ExplorationOptions.defaults()
        .withMaxRunEvents(200_000).withMaxRunMegabytes(1);
    RunExecutor alone = new RunExecutor(options.watchdog()).configuredBy(options);
    RunExecutor afterTwenty = new RunExecutor(options.watchdog()).configuredBy(options);
    afterTwenty.execute(() -> Spinners.spin(20), new FreeRunChooser(options.freeRunPolicy()));

    RunOutcome.LengthLimit expected = cutByMemory(alone, options);
    RunOutcome.LengthLimit actual = cutByMemory(afterTwenty, options);

    assertEquals(expected.events(), actual.events(), actual.toString());
    assertEquals(expected.recordedBytes(), actual.recordedBytes(), actual.toString());
  }

  /** Runs two spinners with {@code executor}; returns the cut at the memory bound. */
  private static RunOutcome.LengthLimit cutByMemory(
      RunExecutor executor, ExplorationOptions options) {
    RunResult run =
        executor.execute(() -> Spinners.spin(2), new FreeRunChooser(options.freeRunPolicy()));
    RunOutcome.LengthLimit limit = assertInstanceOf(RunOutcome.LengthLimit.class, run.outcome());
    assertTrue(limit.byMemory(), limit.toString());
    return limit;
  }

  @Test
  void twentySpinners_smallHeap_memoryReportNotOutOfMemory() throws Exception {
    List<String> printed = fork("-Xmx64m", "bound", "20", "16");

    assertTrue(printed.stream().anyMatch(
        line -> line.startsWith("outcome: memory limit: the run stopped at ")), printed::toString);
  }

  /**
   * The bound is only as good as the count: a run of twenty threads cut just after its recording's
   * arrays doubled (at event 65,537, a fresh run's having room for 16 at first) retains the most
   * per event it ever does, and the count must not fall short of it by more than a twentieth.
   */
  @Test
  void twentySpinners_justAfterTheRecordingDoubled_countedNotBelowRetained() throws Exception {
    List<String> printed = fork("-Xmx512m", "measure", "65537", "20");

    Matcher measured = Pattern.compile("retained (\\d+) bytes an event, counted (\\d+)")
        .matcher(String.join("\n", printed));
    assertTrue(measured.find(), printed::toString);
    long retained = Long.parseLong(measured.group(1));
    long counted = Long.parseLong(measured.group(2));
    assertTrue(counted * 20 >= retained * 19, printed::toString);
  }

  /**
   * Runs {@link RunMemoryProbe} with {@code heap} and {@code args} in a JVM of its own; returns
   * what it printed, after checking that it exited normally.
   */
  static List<String> fork(String heap, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap,
        "-cp", System.getProperty("java.class.path"), RunMemoryProbe.class.getName()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the probe ends");
    assertEquals(0, process.exitValue(), output);
    return output.lines().toList();
  }
}
