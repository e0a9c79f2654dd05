package org.richtest.examples;

import java.util.Locale;
import org.richtest.testkit.RunCounts;

/**
 * The child JVM of {@link RunCountsTest}: {@code RunCountsProbe EXAMPLE} explores the example once
 * to load and compile what it runs, then prints {@code counts BYTES MOUNTS} per sequence.
 */
public final class RunCountsProbe {

  private RunCountsProbe() {}

  /** Prints the example's counts; see the class comment. */
  public static void main(String[] args) {
    Example example = Examples.byName(args[0]).orElseThrow();
    RunCounts.of(example.program(), example.expectedSequences());
    RunCounts counts = RunCounts.of(example.program(), example.expectedSequences());
    System.out.printf(Locale.ROOT, "counts %.0f %.3f%n", counts.bytesPerSequence(),
        counts.mountsPerSequence());
  }
}
