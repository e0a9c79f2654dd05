package org.richtest.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The part of {@code ./richtest bench --parallel} that measures as issue 33 did: each setting in a
 * JVM of its own, with the launcher's tuning, so that neither setting inherits the other's compiled
 * code. Each JVM explores twice ({@link RateProbe}): the first exploration is the command line's
 * (cold, the JIT compiling), the second runs compiled code. For one and two workers, with the
 * default heap and with 64 MB (the "memory stays flat" setting), and two workers on the parallel
 * collector, it prints wall and CPU seconds, the speedup and the CPU per sequence against one
 * worker's in the same heap.
 */
final class FreshJvmParallelism {

  private static final List<String> EXAMPLES = List.of("rw-monitor-sc", "dp-monitor-su-6");
  private static final String SERIAL = "-XX:+UseSerialGC";

  private record Setting(String heap, int workers, String collector) {}

  private FreshJvmParallelism() {}

  /** Prints the table; {@code quick} leaves out DP-6. */
  static void report(boolean quick) {
    System.out.println("Fresh JVMs, one per row, with the launcher's tuning; cold is the JVM's first"
        + " exploration, warm its second.");
    System.out.println();
    System.out.println("| example | heap | workers | collector | cold s | cold CPU s | warm s "
        + "| warm CPU s | warm speedup | warm CPU per sequence × 1 worker "
        + "| cold speedup | cold CPU per sequence × 1 worker |");
    System.out.println("|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    List<Setting> settings = List.of(
        new Setting("default", 1, SERIAL), new Setting("default", 2, SERIAL),
        new Setting("default", 2, "-XX:+UseParallelGC"),
        new Setting("64 MB", 1, SERIAL), new Setting("64 MB", 2, SERIAL));
    for (String example : EXAMPLES) {
      if (quick && example.equals("dp-monitor-su-6")) {
        continue;
      }
      long[][] oneWorker = new long[2][];
      for (Setting setting : settings) {
        List<long[]> results = RateProbe.inFreshJvm(options(setting),
            System.getProperty("java.class.path"), "richtest", example, 0, 2, setting.workers());
        long[] cold = results.get(0);
        long[] warm = results.get(1);
        if (setting.workers() == 1) {
          oneWorker = new long[][] {cold, warm};
        }
        System.out.printf(Locale.ROOT,
            "| %s | %s | %d | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |%n",
            example, setting.heap(), setting.workers(), setting.collector().replace("-XX:+Use", ""),
            cold[1] / 1e9, cold[2] / 1e9, warm[1] / 1e9, warm[2] / 1e9,
            (double) oneWorker[1][1] / warm[1], (double) warm[2] / oneWorker[1][2],
            (double) oneWorker[0][1] / cold[1], (double) cold[2] / oneWorker[0][2]);
      }
    }
    System.out.println();
  }

  /** The JVM options of {@code setting}: the launcher's tuning with its collector and heap. */
  private static List<String> options(Setting setting) {
    List<String> options = new ArrayList<>();
    for (String option : System.getProperty("richtest.launcher.tuning", "").split(" ")) {
      if (!option.isBlank() && !option.equals(SERIAL)) {
        options.add(option);
      }
    }
    options.add(setting.collector());
    options.add(setting.heap().equals("64 MB") ? "-Xmx64m" : "-Xmx4g");
    options.add("--add-opens");
    options.add("java.base/java.lang=ALL-UNNAMED");
    return options;
  }
}
