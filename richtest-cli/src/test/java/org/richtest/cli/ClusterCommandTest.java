package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What {@code explore --cluster}, {@code --workers} and {@code worker} refuse, with one line. */
class ClusterCommandTest {

  @Test
  void explore_clusterWithMaxRuns_isAUsageError() {
    CommandLineRun run = CommandLineRun.of(
        "explore", "bb-semaphore", "--cluster", "127.0.0.1:5701", "--max-runs", "10");
    assertEquals(Main.USAGE, run.status(), run.describe());
    assertTrue(run.err().startsWith(
        "richtest: --max-runs does not apply with --cluster; give --max-seconds\n"),
        run.describe());
  }

  @Test
  void explore_workersWithDporOrCheckpoint_isAUsageError() {
    CommandLineRun dpor =
        CommandLineRun.of("explore", "bb-semaphore", "--workers", "2", "--strategy", "dpor");
    assertEquals(Main.USAGE, dpor.status(), dpor.describe());
    assertTrue(dpor.err().startsWith("richtest: --workers applies to --strategy reachability"
        + " without --race-bound or --sample\n"), dpor.describe());
    CommandLineRun checkpoint =
        CommandLineRun.of("explore", "bb-semaphore", "--workers", "2", "--checkpoint", "x.ckpt");
    assertEquals(Main.USAGE, checkpoint.status(), checkpoint.describe());
    assertTrue(checkpoint.err().startsWith("richtest: --checkpoint does not apply with --workers:"
        + " the cluster keeps the frontier\n"), checkpoint.describe());
    CommandLineRun zero = CommandLineRun.of("explore", "bb-semaphore", "--workers", "0");
    assertEquals(Main.USAGE, zero.status(), zero.describe());
    assertTrue(zero.err().startsWith("richtest: --workers needs a positive number, was '0'"),
        zero.describe());
  }

  @Test
  void explore_badClusterMember_isAUsageErrorNamingIt() {
    CommandLineRun run =
        CommandLineRun.of("explore", "bb-semaphore", "--cluster", "127.0.0.1:5701,nohost");
    assertEquals(Main.USAGE, run.status(), run.describe());
    assertTrue(run.err().startsWith("richtest: --cluster: cluster member 'nohost' is not"
        + " HOST:PORT (a port from 1 to 65535)\n"), run.describe());
    CommandLineRun worker = CommandLineRun.of("worker", "--cluster", "h:99999");
    assertEquals(Main.USAGE, worker.status(), worker.describe());
    assertTrue(worker.err().startsWith("richtest: --cluster: cluster member 'h:99999' is not"),
        worker.describe());
  }

  @Test
  void workerResolver_unknownProgram_saysWhy() {
    IllegalArgumentException e = assertThrows(
        IllegalArgumentException.class, () -> ClusterArguments.resolve("com.acme.Missing"));
    assertTrue(e.getMessage().startsWith(
        "no example 'com.acme.Missing' and no class of that name on the class path (the launcher "
            + "adds $CLASSPATH to it"), e.getMessage());
  }
}
