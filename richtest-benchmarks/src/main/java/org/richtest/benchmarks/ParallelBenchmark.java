package org.richtest.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationProgress;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * {@code ./richtest bench --parallel}: the speedup of two workers over the sequential explorer on
 * RW-monitorSC and DP-6, measured in one JVM one after the other; the cost of checkpoints; and the
 * size of the frontier over time during the parallel DP-6 exploration. Beside the speedup, the ratio
 * of CPU time per sequence to one worker's shows whether two workers do more work for the same
 * sequences (issue 33: they did 56% more on DP-6).
 */
final class ParallelBenchmark {

  /** One exploration's wall-clock and CPU seconds. */
  private record Timing(double seconds, double cpuSeconds, long sequences) {
    double cpuPerSequence() {
      return cpuSeconds / sequences;
    }
  }

  private static final List<String> EXAMPLES = List.of("rw-monitor-sc", "dp-monitor-su-6");
  private static final int WORKERS = 2;

  private ParallelBenchmark() {}

  /** Prints the tables. */
  static void report(boolean quick) {
    Example warmUp = Examples.byName("rw-monitor-sc").orElseThrow();
    RichTest.explore(warmUp.program(), ExplorationOptions.defaults().withMaxRuns(20_000));
    System.out.printf(Locale.ROOT, "Load average before: %.1f%n%n",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    System.out.println("| example | workers | checkpoint | sequences | complete | seconds "
        + "| CPU seconds | sequences/s | speedup | CPU per sequence × 1 worker |");
    System.out.println("|---|---:|---|---:|---|---:|---:|---:|---:|---:|");
    List<String> frontier = new ArrayList<>();
    for (String name : EXAMPLES) {
      if (quick && name.equals("dp-monitor-su-6")) {
        continue;
      }
      Example example = Examples.byName(name).orElseThrow();
      Timing sequential = row(example, 1, null, frontier);
      row(example, WORKERS, sequential, frontier);
      if (name.equals("rw-monitor-sc")) {
        checkpointRow(example, sequential);
      }
    }
    System.out.println();
    System.out.println("Frontier (frames and variants taken) of the last exploration with "
        + WORKERS + " workers, once a second:");
    System.out.println();
    System.out.println("| seconds | sequences | frontier |");
    System.out.println("|---:|---:|---:|");
    frontier.forEach(System.out::println);
    System.out.println();
  }

  /** Explores {@code example} with {@code workers}, prints its row, returns its timing. */
  private static Timing row(
      Example example, int workers, @Nullable Timing sequential, List<String> frontier) {
    List<String> samples = new ArrayList<>();
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onProgress(ExplorationProgress progress) {
        samples.add(String.format(Locale.ROOT, "| %.0f | %d | %d |",
            progress.elapsed().toMillis() / 1e3, progress.sequences(), progress.frontier()));
      }
    };
    System.gc();
    long cpu = processCpuNanos();
    ExplorationResult result =
        RichTest.explore(
            example.program(),
            ExplorationOptions.defaults().withParallelism(workers).withListener(listener));
    Timing timing = print(example, workers, "no", result, cpu, sequential);
    if (workers > 1) {
      frontier.clear();
      frontier.addAll(samples);
    }
    return timing;
  }

  /** Explores {@code example} with a checkpoint every second and prints its row. */
  private static void checkpointRow(Example example, Timing sequential) {
    try {
      Path file = Files.createTempFile("richtest-bench", ".checkpoint");
      long cpu = processCpuNanos();
      ExplorationResult result =
          RichTest.explore(
              example.program(),
              ExplorationOptions.defaults()
                  .withParallelism(WORKERS)
                  .withCheckpoint(file)
                  .withCheckpointInterval(Duration.ofSeconds(1)));
      print(example, WORKERS, "every 1 s", result, cpu, sequential);
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The CPU time of the whole process: it shows whether more workers do more work. */
  static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean)
            ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static Timing print(
      Example example, int workers, String checkpoint, ExplorationResult result, long cpuBefore,
      @Nullable Timing sequential) {
    Timing timing = new Timing(result.elapsed().toNanos() / 1e9,
        (processCpuNanos() - cpuBefore) / 1e9, Math.max(1, result.sequences()));
    System.out.printf(Locale.ROOT, "| %s | %d | %s | %d | %s | %.2f | %.2f | %.0f | %s | %s |%n",
        example.name(), workers, checkpoint, result.sequences(), result.complete() ? "yes" : "no",
        timing.seconds(), timing.cpuSeconds(), result.sequences() / timing.seconds(),
        sequential == null ? "1.00 (sequential explorer)"
            : String.format(Locale.ROOT, "%.2f", sequential.seconds() / timing.seconds()),
        sequential == null ? "1.00"
            : String.format(Locale.ROOT, "%.2f",
                timing.cpuPerSequence() / sequential.cpuPerSequence()));
    return timing;
  }
}
