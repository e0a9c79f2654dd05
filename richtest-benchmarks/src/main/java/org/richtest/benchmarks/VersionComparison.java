package org.richtest.benchmarks;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * This build against another one, in one run so that both see the same load: {@code --versus DIR}
 * names the root of the other build (packaged, so that {@code richtest-benchmarks/target} holds its
 * jar and {@code lib}). For RW-semaphore and DP-5 it alternates fresh JVMs of the other build, of
 * this build and of the {@link PlainJvm} baseline, round by round, each exploring a few times to
 * warm up and then measured; then both builds' first exploration of RW-semaphore in a fresh JVM
 * (cold); with {@code --dp6} one DP-6 exploration each. {@code --examples a,b} measures other
 * examples than those two (a drop-in's, such as {@code pc-queue}, to see what its façade costs);
 * {@code --rounds N} sets the rounds (3),
 * {@code --jfr DIR} records a flight recording of every warm JVM into DIR. This build is measured
 * twice: as the JVM starts by default, and on a virtual-thread scheduler of one carrier ({@link
 * #ONE_CARRIER}), where a hand-off between logical threads wakes no second carrier. Beside the
 * wall-clock ratio it prints the ratio of sequences per second of the process's CPU time, which
 * other processes on a shared machine disturb less.
 */
final class VersionComparison {

  private static final String EXAMPLES = "rw-semaphore,dp-monitor-su-5";
  private static final int WARMUPS = 2;
  private static final int MEASURED = 3;
  /** The JVM option that gives virtual threads one carrier thread. */
  static final String ONE_CARRIER = "-Djdk.virtualThreadScheduler.parallelism=1";

  private final String before;
  private final String after;
  private final int rounds;
  private final @Nullable Path jfr;
  private final List<String> examples;

  private VersionComparison(
      String before, String after, int rounds, @Nullable Path jfr, List<String> examples) {
    this.examples = examples;
    this.before = before;
    this.after = after;
    this.rounds = rounds;
    this.jfr = jfr;
  }

  static void report(List<String> args) {
    Path other = Path.of(valueOf(args, "--versus", ""));
    Path jars = other.resolve("richtest-benchmarks/target");
    if (!Files.isRegularFile(jars.resolve("richtest-benchmarks-0.1.0.jar"))) {
      throw new IllegalArgumentException("--versus " + other + ": no packaged build there ("
          + jars.resolve("richtest-benchmarks-0.1.0.jar") + " is missing)");
    }
    String own = System.getProperty("java.class.path");
    // The other build's classes first; this build's jar only adds RateProbe and PlainJvm.
    String theirs = jars.resolve("richtest-benchmarks-0.1.0.jar") + File.pathSeparator
        + jars.resolve("lib") + File.separator + "*" + File.pathSeparator + ownJar();
    int rounds = Integer.parseInt(valueOf(args, "--rounds", "3"));
    String jfrDir = valueOf(args, "--jfr", "");
    List<String> examples = List.of(valueOf(args, "--examples", EXAMPLES).split(","));
    new VersionComparison(theirs, own, rounds, jfrDir.isEmpty() ? null : Path.of(jfrDir), examples)
        .run(other, args.contains("--dp6"));
  }

  private void run(Path other, boolean dp6) {
    System.out.println("Before: " + other + "; after: this build. Median of " + MEASURED
        + " explorations after " + WARMUPS + " in each JVM, median over " + rounds + " rounds.");
    System.out.println();
    System.out.println("| example | sequences | before seq/s | after seq/s | after / before "
        + "| after / before, CPU time | after, one carrier, seq/s | one carrier / before "
        + "| plain JVM µs per run | after µs per sequence | after per sequence / plain per run |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    double warmAfterRw = 0;
    for (String example : examples) {
      double[] beforeRates = new double[rounds];
      double[] afterRates = new double[rounds];
      double[] beforeCpuRates = new double[rounds];
      double[] afterCpuRates = new double[rounds];
      double[] plainRates = new double[rounds];
      double[] oneCarrierRates = new double[rounds];
      long sequences = 0;
      for (int round = 0; round < rounds; round++) {
        String tag = example + "-" + round;
        List<long[]> beforeResults =
            probe(before, "", "richtest", example, WARMUPS, MEASURED, "before-" + tag);
        List<long[]> afterResults =
            probe(after, "", "richtest", example, WARMUPS, MEASURED, "after-" + tag);
        beforeRates[round] = rate(beforeResults);
        afterRates[round] = rate(afterResults);
        beforeCpuRates[round] = cpuRate(beforeResults);
        afterCpuRates[round] = cpuRate(afterResults);
        oneCarrierRates[round] =
            rate(probe(after, ONE_CARRIER, "richtest", example, WARMUPS, MEASURED, null));
        if (PlainJvm.has(example)) {
          // As many uncontrolled runs as there are sequences, once: thousands of runs warm it up.
          List<long[]> plain = probe(after, "", "plain", example, 0, 1, null);
          plainRates[round] = rate(plain);
          sequences = plain.get(0)[0];
        } else {
          plainRates[round] = Double.NaN;
          sequences = probe(after, "", "richtest", example, 0, 1, null).get(0)[0];
        }
      }
      double b = median(beforeRates);
      double a = median(afterRates);
      double p = median(plainRates);
      double c = median(oneCarrierRates);
      double cpu = median(afterCpuRates) / median(beforeCpuRates);
      if (example.equals("rw-semaphore")) {
        warmAfterRw = a;
      }
      System.out.printf(Locale.ROOT,
          "| %s | %d | %.0f | %.0f | %.2f | %.2f | %.0f | %.2f | %.1f | %.1f | %.2f |%n",
          example, sequences, b, a, a / b, cpu, c, c / b, 1e6 / p, 1e6 / a, p / a);
    }
    System.out.println();
    double coldBefore = rate(probe(before, "", "richtest", "rw-semaphore", 0, 1, null));
    double coldAfter = rate(probe(after, "", "richtest", "rw-semaphore", 0, 1, null));
    System.out.printf(Locale.ROOT,
        "rw-semaphore, first exploration in a fresh JVM: before %.0f seq/s,"
        + " after %.0f seq/s (%.0f%% of after's warm rate)%n", coldBefore, coldAfter,
        100 * coldAfter / warmAfterRw);
    if (dp6) {
      long[] b = probe(before, "", "richtest", "dp-monitor-su-6", 0, 1, null).get(0);
      long[] a = probe(after, "", "richtest", "dp-monitor-su-6", 0, 1, null).get(0);
      long[] c = probe(after, ONE_CARRIER, "richtest", "dp-monitor-su-6", 0, 1, null).get(0);
      System.out.printf(Locale.ROOT, "dp-monitor-su-6, one exploration: before %.1f s, after %.1f s"
          + " (after / before %.2f), after on one carrier %.1f s (%.2f)%n",
          b[1] / 1e9, a[1] / 1e9, (double) a[1] / b[1], c[1] / 1e9, (double) c[1] / b[1]);
    }
    System.out.println();
  }

  /**
   * Runs {@link RateProbe} in a fresh JVM on {@code classPath}, with {@code option} unless it is
   * empty; returns its results.
   */
  private List<long[]> probe(
      String classPath, String option, String mode, String example, int warmups, int measured,
      @Nullable String recording) {
    List<String> options = new ArrayList<>();
    options.add("-Xmx4g");
    if (!option.isEmpty()) {
      options.add(option);
    }
    if (jfr != null && recording != null) {
      options.add("-XX:StartFlightRecording=settings=profile,filename="
          + jfr.resolve(recording + ".jfr"));
    }
    return RateProbe.inFreshJvm(options, classPath, mode, example, warmups, measured, 1);
  }

  /** Returns the median rate (sequences or runs per second) of {@code results}. */
  static double rate(List<long[]> results) {
    return median(results.stream().mapToDouble(r -> r[0] / (r[1] / 1e9)).toArray());
  }

  /** Returns the median rate per second of the process's CPU time of {@code results}. */
  static double cpuRate(List<long[]> results) {
    return median(results.stream().mapToDouble(r -> r[0] / (r[2] / 1e9)).toArray());
  }

  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  static String valueOf(List<String> args, String option, String otherwise) {
    int at = args.indexOf(option);
    if (at < 0) {
      return otherwise;
    }
    if (at + 1 == args.size()) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return args.get(at + 1);
  }

  private static String ownJar() {
    try {
      return Path.of(RateProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
