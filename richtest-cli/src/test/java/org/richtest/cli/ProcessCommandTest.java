package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.distributed.AwaitedExploration;
import org.richtest.distributed.ProcessResult;
import org.richtest.distributed.ProcessSettings;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/** {@code explore --processes N}: the counts of a plain explore, and what it refuses. */
class ProcessCommandTest {

  private static final Pattern COUNTS =
      Pattern.compile("\"sequences\":\\d+,\"partialRuns\":\\d+,\"runs\":\\d+");

  private static String counts(CommandLineRun run) {
    Matcher matcher = COUNTS.matcher(run.out());
    assertTrue(matcher.find(), run.describe());
    return matcher.group();
  }

  /** An example the agent rewrites and that interrupts: the exploration starts over for it. */
  @Test
  void explore_processes_countsAsPlainExplore() {
    for (String example : new String[] {"bb-semaphore", "unmodified-interrupted-borrow"}) {
      CommandLineRun plain = CommandLineRun.of("explore", example, "--all-bugs", "--json");
      CommandLineRun piped =
          CommandLineRun.of("explore", example, "--all-bugs", "--json", "--processes", "2");
      assertEquals(plain.status(), piped.status(), piped.describe());
      assertEquals(counts(plain), counts(piped), piped.describe());
      assertEquals(plain.out().contains("\"bugs\":[]"), piped.out().contains("\"bugs\":[]"),
          piped.describe());
    }
  }

  /**
   * The worker process is {@code richtest pipe-worker} in a JVM like this one (the agent, the class
   * path): it finds the example by name and explores items of it, started at once with small items
   * (one run for the small example that interrupts), the exploring thread waiting for it to hold
   * its first item so that it takes part however slowly its JVM starts.
   */
  @Test
  void pipeWorker_realChildJvm_findsTheExampleAndCountsExactly() throws Exception {
    for (String name : new String[] {"rw-monitor-su", "unmodified-interrupted-borrow-fixed"}) {
      Example example = Examples.byName(name).orElseThrow();
      ProcessResult piped = AwaitedExploration.explore(name, example.program(),
          ExplorationOptions.defaults().withStopAtFirstBug(false),
          new ProcessSettings(2, WorkerProcesses.pipeCommand(), name.startsWith("rw") ? 20 : 1,
              Duration.ZERO));
      assertEquals(example.expectedSequences(), piped.result().sequences(), name);
      assertEquals(List.of(), piped.result().warnings(), name);
      assertEquals(1, piped.processesStarted(), name);
      assertTrue(piped.processItems() > 0, name + ": the worker process explored no item");
    }
  }

  /**
   * A pipe worker's JVM sends its own output to standard error, whatever logging it inherits: here
   * {@code -Xlog:gc}, which writes a line on standard output at start. The exploring thread waits
   * for the worker's answer, so that the line, were it on standard output, would be read.
   */
  @Test
  void pipeWorker_inheritedLoggingOnStandardOutput_goesToStandardError() throws Exception {
    List<String> command = new ArrayList<>(WorkerProcesses.pipeCommand());
    command.add(1, "-Xlog:gc");
    Example example = Examples.byName("rw-monitor-su").orElseThrow();
    ProcessResult piped = AwaitedExploration.explore("rw-monitor-su", example.program(),
        ExplorationOptions.defaults().withStopAtFirstBug(false),
        new ProcessSettings(2, command, 20, Duration.ZERO));
    assertEquals(example.expectedSequences(), piped.result().sequences());
    assertEquals(List.of(), piped.result().warnings());
  }

  @Test
  void explore_processesWithWhatItDoesNotTake_isAUsageError() {
    String[][] refused = {
      {"-j", "2"}, {"--workers", "2"}, {"--strategy", "dpor"}, {"--checkpoint", "x.ckpt"},
      {"--max-runs", "10"}, {"--race-bound", "1"},
    };
    String[] messages = {
      "--processes and --parallelism cannot be combined: each process explores on one thread",
      "--processes and --workers cannot be combined",
      "--processes applies to --strategy reachability without --race-bound or --sample",
      "--checkpoint does not apply with --processes",
      "--max-runs does not apply with --processes; give --max-seconds",
      "--processes applies to --strategy reachability without --race-bound or --sample",
    };
    for (int i = 0; i < refused.length; i++) {
      CommandLineRun run = CommandLineRun.of("explore", "bb-semaphore", "--processes", "2",
          refused[i][0], refused[i][1]);
      assertEquals(Main.USAGE, run.status(), run.describe());
      assertTrue(run.err().startsWith("richtest: " + messages[i] + "\n"), run.describe());
    }
    CommandLineRun zero = CommandLineRun.of("explore", "bb-semaphore", "--processes", "0");
    assertEquals(Main.USAGE, zero.status(), zero.describe());
    assertTrue(zero.err().startsWith("richtest: --processes needs a positive number, was '0'"),
        zero.describe());
  }
}
