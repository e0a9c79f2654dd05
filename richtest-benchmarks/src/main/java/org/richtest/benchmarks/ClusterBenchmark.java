package org.richtest.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.distributed.ClusterMember;
import org.richtest.distributed.ClusterOptions;
import org.richtest.distributed.ClusterResult;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;
import org.richtest.cli.WorkerProcesses;

/**
 * {@code ./richtest bench --cluster}: the same explorations by the in-JVM parallel explorer with
 * two workers, by one cluster member exploring on two threads, and by two members (this JVM and a
 * worker process, one thread each), measured one after the other in one run: wall and CPU time per
 * sequence (the worker process's CPU included) and the bytes of items and results per sequence.
 */
final class ClusterBenchmark {

  private static final List<String> EXAMPLES = List.of("dp-monitor-su-5", "rw-monitor-sc");

  private ClusterBenchmark() {}

  /** Prints the table. */
  static void report() {
    Example warmUp = Examples.byName("rw-monitor-sc").orElseThrow();
    RichTest.explore(warmUp.program(), ExplorationOptions.defaults().withMaxRuns(20_000));
    System.out.printf(Locale.ROOT, "Load average before: %.1f; items of %d runs%n%n",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
        ClusterMember.DEFAULT_ITEM_RUNS);
    System.out.println("| example | explorer | sequences | complete | seconds | µs/sequence "
        + "| CPU µs/sequence | items | bytes/sequence |");
    System.out.println("|---|---|---:|---|---:|---:|---:|---:|---:|");
    String name = "richtest-bench-" + UUID.randomUUID();
    try (ClusterMember alone = ClusterMember.start(
        new ClusterOptions(List.of(), "127.0.0.1", freePort(), name),
        example -> Examples.byName(example).orElseThrow().program(), 2, note -> {})) {
      for (String example : EXAMPLES) {
        local(Examples.byName(example).orElseThrow());
        cluster(alone, example, "1 member, 2 threads", null);
      }
    }
    name = "richtest-bench-" + UUID.randomUUID();
    try (ClusterMember submitter = ClusterMember.start(
            new ClusterOptions(List.of(), "127.0.0.1", freePort(), name),
            example -> Examples.byName(example).orElseThrow().program(), 1, note -> {});
        WorkerProcesses worker = WorkerProcesses.start(1, submitter.address(), name, 1)) {
      awaitMembers(submitter, 2);
      for (String example : EXAMPLES) {
        cluster(submitter, example, "2 members (1 process more), 1 thread each",
            worker.processes().get(0));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    System.out.println();
  }

  private static void local(Example example) {
    long cpu = ParallelBenchmark.processCpuNanos();
    ExplorationResult result =
        RichTest.explore(example.program(), ExplorationOptions.defaults().withParallelism(2));
    print(example.name(), "in-JVM parallel, 2 workers", result,
        ParallelBenchmark.processCpuNanos() - cpu, "-", "-");
  }

  private static void cluster(
      ClusterMember member, String example, String explorer, Process worker) {
    long cpu = ParallelBenchmark.processCpuNanos() + childCpuNanos(worker);
    ClusterResult result;
    try {
      result = member.explore(example, ExplorationOptions.defaults());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    long spent = ParallelBenchmark.processCpuNanos() + childCpuNanos(worker) - cpu;
    print(example, explorer, result.result(), spent, Long.toString(result.items()),
        String.format(Locale.ROOT, "%.0f", result.bytesPerSequence()));
  }

  private static long childCpuNanos(Process worker) {
    return worker == null
        ? 0
        : worker.info().totalCpuDuration().orElse(Duration.ZERO).toNanos();
  }

  private static void print(
      String example, String explorer, ExplorationResult result, long cpuNanos, String items,
      String bytes) {
    double seconds = result.elapsed().toNanos() / 1e9;
    System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %.2f | %.0f | %.0f | %s | %s |%n",
        example, explorer, result.sequences(), result.complete() ? "yes" : "no", seconds,
        seconds * 1e6 / result.sequences(), cpuNanos / 1e3 / result.sequences(), items, bytes);
  }

  private static void awaitMembers(ClusterMember member, int members) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (member.clusterSize() < members && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
