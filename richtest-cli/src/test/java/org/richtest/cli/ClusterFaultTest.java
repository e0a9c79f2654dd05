package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.distributed.ClusterMember;
import org.richtest.distributed.ClusterOptions;
import org.richtest.distributed.ClusterResult;

/**
 * Faults on a cluster of real processes: the test's JVM submits, three {@code richtest worker}
 * processes on loopback explore with it, and one of them is killed with SIGKILL in the middle of
 * DP-5, another in the middle of RW-monitorSC; both still count exactly Table 4's sequences. The
 * cluster has a name and ports of its own, so that builds running at once never meet; every
 * process is stopped at the end.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class ClusterFaultTest {

  private static final int WORKERS = 3;
  private static final int ITEM_RUNS = 200;

  private ClusterMember submitter;
  private WorkerProcesses workers;

  @BeforeAll
  void startCluster() throws InterruptedException {
    String name = "richtest-test-" + UUID.randomUUID();
    submitter = ClusterMember.start(
        new ClusterOptions(List.of(), "127.0.0.1", freePort(), name),
        ClusterArguments::resolve, 1, note -> {});
    workers = WorkerProcesses.start(WORKERS, submitter.address(), name, 1);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (submitter.clusterSize() < 1 + WORKERS && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(1 + WORKERS, submitter.clusterSize(), "the worker processes joined");
  }

  @AfterAll
  void stopCluster() {
    if (workers != null) {
      workers.close();
    }
    if (submitter != null) {
      submitter.close();
    }
  }

  @Test
  void dp5_workerKilledMidway_countsExactlyTable4() throws InterruptedException {
    checkKilledMidway("dp-monitor-su-5", 19_330, workers.processes().get(0));
  }

  @Test
  void rwMonitorSc_submittersPeerKilledMidway_countsExactlyTable4() throws InterruptedException {
    checkKilledMidway("rw-monitor-sc", 61_716, workers.processes().get(1));
  }

  /**
   * Explores {@code example} on the cluster and kills {@code victim} with SIGKILL once a sixth of
   * {@code expected} runs were committed.
   */
  private void checkKilledMidway(String example, long expected, Process victim)
      throws InterruptedException {
    AtomicLong runsAtKill = new AtomicLong(-1);
    ExplorationOptions options = ExplorationOptions.defaults().withListener(new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onProgress(ExplorationProgress progress) {
        if (progress.runs() >= expected / 6 && runsAtKill.compareAndSet(-1, progress.runs())) {
          victim.destroyForcibly();
        }
      }
    });
    ClusterResult cluster = submitter.explore(example, options, ITEM_RUNS);
    ExplorationResult result = cluster.result();
    assertEquals(expected, result.sequences(), example);
    assertEquals(0, result.partialRuns());
    assertEquals(expected, result.runs(), "every run counted once");
    assertTrue(result.complete());
    assertTrue(runsAtKill.get() > 0 && runsAtKill.get() < expected,
        "killed mid-way: at " + runsAtKill.get() + " of " + expected + " runs");
    assertTrue(victim.waitFor(10, TimeUnit.SECONDS));
    assertFalse(victim.isAlive());
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
