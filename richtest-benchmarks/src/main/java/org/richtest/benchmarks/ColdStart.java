package org.richtest.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cold start against a warm one, as a user meets them: {@code ./richtest bench --cold} runs the
 * command line's {@code explore rw-semaphore --json}, with and without {@code -j 1}, in fresh JVMs
 * through the launcher (its class cache and JVM tuning included), and the same exploration warm in
 * a fresh JVM with the launcher's tuning ({@link RateProbe}, after {@value #WARMUPS} explorations),
 * alternating round by round; {@code --rounds N} sets the rounds (5).
 */
final class ColdStart {

  private static final String EXAMPLE = "rw-semaphore";
  private static final int WARMUPS = 5;
  private static final int MEASURED = 3;
  private static final Pattern RATE = Pattern.compile("\"sequencesPerSecond\":([0-9.]+)");

  private ColdStart() {}

  static void report(List<String> args) {
    String launcher = System.getProperty("richtest.launcher");
    if (launcher == null) {
      throw new IllegalArgumentException("--cold runs the launcher: start it as ./richtest bench");
    }
    List<String> tuning =
        List.of(System.getProperty("richtest.launcher.tuning", "").split(" ")).stream()
            .filter(option -> !option.isEmpty())
            .toList();
    int rounds = Integer.parseInt(VersionComparison.valueOf(args, "--rounds", "5"));
    int cores = Runtime.getRuntime().availableProcessors();
    // Unmeasured: makes the launcher's class cache if this build has none yet.
    launch(launcher, "bb-semaphore");
    double[][] cold = new double[2][rounds];
    double[][] wall = new double[2][rounds];
    double[][] warm = new double[2][rounds];
    String classPath = System.getProperty("java.class.path");
    for (int round = 0; round < rounds; round++) {
      for (int oneWorker = 0; oneWorker < 2; oneWorker++) {
        long start = System.nanoTime();
        cold[oneWorker][round] = oneWorker == 1 ? launch(launcher, EXAMPLE, "-j", "1")
            : launch(launcher, EXAMPLE);
        wall[oneWorker][round] = (System.nanoTime() - start) / 1e9;
        List<String> options = new ArrayList<>(List.of("-Xmx4g"));
        options.addAll(tuning);
        if (oneWorker == 1) {
          options.add(VersionComparison.ONE_CARRIER);
        }
        int workers = oneWorker == 1 ? 1 : cores;
        warm[oneWorker][round] = VersionComparison.rate(RateProbe.inFreshJvm(
            options, classPath, "richtest", EXAMPLE, WARMUPS, MEASURED, workers));
      }
    }
    System.out.println("Medians of " + rounds + " rounds; warm: the median of " + MEASURED
        + " explorations after " + WARMUPS + " in a fresh JVM with the launcher's options.");
    System.out.println();
    System.out.println("| command | cold seq/s | cold wall clock s | warm seq/s | cold / warm |");
    System.out.println("|---|---:|---:|---:|---:|");
    for (int oneWorker = 0; oneWorker < 2; oneWorker++) {
      double c = VersionComparison.median(cold[oneWorker]);
      double w = VersionComparison.median(warm[oneWorker]);
      System.out.printf(Locale.ROOT,
          "| `./richtest explore %s --json%s` | %.0f | %.2f | %.0f | %.2f |%n",
          EXAMPLE, oneWorker == 1 ? " -j 1" : "", c, VersionComparison.median(wall[oneWorker]), w,
          c / w);
    }
    System.out.println();
  }

  /** Runs {@code ./richtest explore EXAMPLE --json MORE}; returns the rate it printed. */
  private static double launch(String launcher, String example, String... more) {
    List<String> command =
        new ArrayList<>(List.of("bash", launcher, "explore", example, "--json"));
    command.addAll(List.of(more));
    try {
      Process process = new ProcessBuilder(command)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int status = process.waitFor();
      Matcher rate = RATE.matcher(out);
      if (status != 0 || !rate.find()) {
        throw new IllegalStateException(
            String.join(" ", command) + ": exit status " + status + ", printed " + out);
      }
      return Double.parseDouble(rate.group(1));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
