package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * {@code explore -j N}, {@code --checkpoint} and {@code --resume}: the counts of a parallel and of
 * a resumed exploration are the uninterrupted sequential ones, a process killed with SIGKILL
 * resumes from its checkpoint to exactly the published count, and a bad checkpoint or an option
 * that does not apply is refused with one line.
 */
class ParallelCommandTest {

  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path dir;

  @Test
  void explore_twoWorkers_countsTheTable4Number() {
    CommandLineRun run = CommandLineRun.of("explore", "rw-monitor-su", "-j", "2", "--json");
    assertEquals(Main.OK, run.status(), run.describe());
    assertTrue(run.out().contains("\"sequences\":13320,\"partialRuns\":0"), run.describe());
  }

  @Test
  void explore_checkpointThenResume_countsAsUninterrupted() {
    Path file = dir.resolve("bb.checkpoint");
    CommandLineRun cut =
        CommandLineRun.of(
            "explore", "bb-monitor-sc", "--parallelism", "2", "--checkpoint", file.toString(),
            "--max-runs", "3000", "--json");
    assertEquals(Main.OK, cut.status(), cut.describe());
    assertTrue(cut.out().contains("\"runs\":3000,"), cut.describe());
    CommandLineRun resumed =
        CommandLineRun.of("explore", "bb-monitor-sc", "--resume", file.toString(), "--json");
    assertEquals(Main.OK, resumed.status(), resumed.describe());
    assertTrue(resumed.out().contains("\"sequences\":12096,"), resumed.describe());
    assertTrue(resumed.out().contains("\"complete\":true"), resumed.describe());
  }

  @Test
  void explore_resumeCorruptCheckpoint_failsWithOneLineNamingTheFile() throws IOException {
    Path file = dir.resolve("bad.checkpoint");
    Files.writeString(file, "RICHTEST-CHECKPOINT");
    CommandLineRun run = CommandLineRun.of("explore", "bb-semaphore", "--resume", file.toString());
    assertEquals(Main.FAILED, run.status(), run.describe());
    assertEquals(
        "richtest: checkpoint " + file + ": truncated: 19 bytes, no header\n",
        run.err().replace("\r\n", "\n"));
  }

  @Test
  void explore_resumeCheckpointOfAnotherExample_isRefused() {
    Path file = dir.resolve("bb.checkpoint");
    CommandLineRun cut =
        CommandLineRun.of(
            "explore", "bb-semaphore", "--checkpoint", file.toString(), "--max-runs", "10");
    assertEquals(Main.OK, cut.status(), cut.describe());
    CommandLineRun run =
        CommandLineRun.of("explore", "rw-semaphore", "--resume", file.toString());
    assertEquals(Main.FAILED, run.status(), run.describe());
    assertTrue(run.err().startsWith("richtest: checkpoint " + file + ": written for another "),
        run.describe());
  }

  @Test
  void explore_parallelismWithDpor_isAUsageError() {
    CommandLineRun run =
        CommandLineRun.of("explore", "bb-semaphore", "--strategy", "dpor", "-j", "2");
    assertEquals(Main.USAGE, run.status(), run.describe());
    assertTrue(run.err().startsWith("richtest: --parallelism applies to --strategy reachability"
        + " without --race-bound or --sample\n"), run.describe());
    CommandLineRun zero = CommandLineRun.of("explore", "bb-semaphore", "-j", "0");
    assertEquals(Main.USAGE, zero.status(), zero.describe());
    assertTrue(zero.err().startsWith("richtest: --parallelism needs a positive number, was '0'"),
        zero.describe());
    CommandLineRun every =
        CommandLineRun.of("explore", "bb-semaphore", "--checkpoint-every", "1");
    assertEquals(Main.USAGE, every.status(), every.describe());
    assertTrue(every.err().startsWith("richtest: --checkpoint-every needs --checkpoint"),
        every.describe());
  }

  /**
   * A child JVM explores DP-5 with two workers and a checkpoint every 0.2 s and is killed with
   * SIGKILL as soon as a checkpoint with some progress exists; the exploration resumed from it
   * makes only the runs left and ends with exactly the 19,330 sequences of Table 4.
   */
  @Test
  void explore_killedChildResumed_countsExactlyTable4() throws Exception {
    Path file = dir.resolve("dp5.checkpoint");
    Process child =
        new ProcessBuilder(
                List.of(JAVA, "-cp", System.getProperty("java.class.path"),
                    Main.class.getName(), "explore", "dp-monitor-su-5", "-j", "2",
                    "--checkpoint", file.toString(), "--checkpoint-every", "0.2", "--json"))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(dir.resolve("child.err").toFile())
            .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      // The first checkpoint comes after the first run; wait for a later one, with progress.
      while (Files.size(dir.resolve("child.err")) == 0
          && (!Files.exists(file) || Files.size(file) < 2_000)
          && child.isAlive()
          && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
    } finally {
      child.destroyForcibly();
      child.waitFor(30, TimeUnit.SECONDS);
    }
    assertEquals("", Files.readString(dir.resolve("child.err")));
    Example dp5 = Examples.byName("dp-monitor-su-5").orElseThrow();
    AtomicLong resumedRuns = new AtomicLong();
    ExplorationResult resumed =
        RichTest.explore(
            dp5.program(),
            ExplorationOptions.defaults()
                .withParallelism(2)
                .withResume(file)
                .withListener(run -> resumedRuns.incrementAndGet()));
    assertEquals(19_330, resumed.sequences());
    assertEquals(0, resumed.partialRuns());
    assertTrue(resumed.complete());
    assertTrue(resumedRuns.get() < resumed.runs(),
        "killed mid-way: " + resumedRuns.get() + " of " + resumed.runs() + " runs after resuming");
    assertTrue(resumedRuns.get() > 0, "killed before the end");
  }
}
