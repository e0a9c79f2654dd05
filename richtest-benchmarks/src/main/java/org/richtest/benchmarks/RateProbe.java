package org.richtest.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * One measurement in a JVM of its own, started by {@link VersionComparison} and {@link ColdStart}:
 * {@code richtest EXAMPLE WARMUPS MEASURED [WORKERS]} explores the example WARMUPS times and then
 * MEASURED times (with WORKERS workers, 1 if not given), printing one line {@code result SEQUENCES
 * NANOS CPU_NANOS} per measured exploration (the process's CPU time: on a loaded machine a steadier
 * measure than the wall clock, which counts the time other processes held the cores); {@code plain EXAMPLE WARMUPS MEASURED} runs its {@link PlainJvm}
 * form as many times as the example has sequences, likewise. Without WORKERS it uses only the
 * public API that every build since the strategies has, so that it runs on an older build's class
 * path too.
 */
public final class RateProbe {

  private RateProbe() {}

  /** Runs the measurement the arguments name; see the class comment. */
  public static void main(String[] args) throws InterruptedException {
    if (args.length != 4 && args.length != 5) {
      throw new IllegalArgumentException(
          "usage: RateProbe richtest|plain EXAMPLE WARMUPS MEASURED [WORKERS], got "
              + String.join(" ", args));
    }
    String example = args[1];
    Example found = Examples.byName(example)
        .orElseThrow(() -> new IllegalArgumentException("no example " + example));
    int warmups = Integer.parseInt(args[2]);
    int measured = Integer.parseInt(args[3]);
    int workers = args.length == 5 ? Integer.parseInt(args[4]) : 1;
    boolean plain = switch (args[0]) {
      case "richtest" -> false;
      case "plain" -> true;
      default -> throw new IllegalArgumentException("not richtest or plain: " + args[0]);
    };
    for (int i = 0; i < warmups + measured; i++) {
      long start = System.nanoTime();
      long cpu = ParallelBenchmark.processCpuNanos();
      long count = plain ? runPlain(example, found.expectedSequences()) : explore(found, workers);
      long nanos = System.nanoTime() - start;
      long cpuNanos = ParallelBenchmark.processCpuNanos() - cpu;
      if (i >= warmups) {
        System.out.printf(Locale.ROOT, "result %d %d %d%n", count, nanos, cpuNanos);
      }
    }
  }

  private static long explore(Example example, int workers) {
    ExplorationOptions options = ExplorationOptions.defaults().withStopAtFirstBug(false);
    if (workers > 1) {
      options = options.withParallelism(workers);
    }
    ExplorationResult result = RichTest.explore(example.program(), options);
    if (result.sequences() != example.expectedSequences()) {
      throw new IllegalStateException(example.name() + ": " + result.sequences() + " sequences");
    }
    return result.sequences();
  }

  private static long runPlain(String example, long runs) throws InterruptedException {
    for (long i = 0; i < runs; i++) {
      PlainJvm.runOnce(example);
    }
    return runs;
  }

  /**
   * Runs this class in a fresh JVM, with {@code options}, on {@code classPath} (this JVM's java),
   * and returns its {@code measured} results as triples of sequences (or runs), nanoseconds and
   * nanoseconds of the process's CPU time.
   */
  static List<long[]> inFreshJvm(
      List<String> options, String classPath, String mode, String example, int warmups,
      int measured, int workers) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(options);
    command.addAll(List.of("-cp", classPath, RateProbe.class.getName(), mode, example,
        String.valueOf(warmups), String.valueOf(measured)));
    if (workers != 1) {
      command.add(String.valueOf(workers));
    }
    try {
      Process process = new ProcessBuilder(command)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      List<long[]> results = new ArrayList<>();
      try (BufferedReader out = new BufferedReader(
          new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          String[] fields = line.split(" ");
          if (fields.length == 4 && fields[0].equals("result")) {
            results.add(new long[] {
                Long.parseLong(fields[1]), Long.parseLong(fields[2]), Long.parseLong(fields[3])});
          }
        }
      }
      int status = process.waitFor();
      if (status != 0 || results.size() != measured) {
        throw new IllegalStateException(String.join(" ", command) + ": exit status " + status
            + ", " + results.size() + " results");
      }
      return results;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
