package org.richtest.examples;

import java.util.Locale;
import org.richtest.testkit.RunCounts;

/**
 * The child JVM of {@link RunCountsTest}: {@code RunCountsProbe EXAMPLE} explores the example once
 * to load and compile what it runs, then prints {@code counts BYTES MOUNTS THREADS} per sequence
 * (threads: virtual threads made), the least
 * of three measurements: one CI run of a single measurement counted twice the bytes (119,378 per
 * sequence, where every other JVM counts 58,643), which no repeat reproduced.
 */
public final class RunCountsProbe {

  private static final int MEASUREMENTS = 3;

  private RunCountsProbe() {}

  /** Prints the example's counts; see the class comment. */
  public static void main(String[] args) {
    Example example = Examples.byName(args[0]).orElseThrow();
    RunCounts.of(example.program(), example.expectedSequences());
    double bytes = Double.MAX_VALUE;
    double mounts = Double.MAX_VALUE;
    double threads = Double.MAX_VALUE;
    for (int i = 0; i < MEASUREMENTS; i++) {
      RunCounts counts = RunCounts.of(example.program(), example.expectedSequences());
      bytes = Math.min(bytes, counts.bytesPerSequence());
      mounts = Math.min(mounts, counts.mountsPerSequence());
      threads = Math.min(threads, counts.threadsPerSequence());
    }
    System.out.printf(Locale.ROOT, "counts %.0f %.3f %.4f%n", bytes, mounts, threads);
  }
}
