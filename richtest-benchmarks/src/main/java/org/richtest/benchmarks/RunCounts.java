package org.richtest.benchmarks;

import java.util.Locale;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * {@code RunCounts EXAMPLE WARMUPS MEASURED}: the {@link org.richtest.testkit.RunCounts} of an
 * example on one worker, WARMUPS times unprinted and then MEASURED times, one line each: bytes
 * allocated, virtual-thread mounts and virtual threads made per sequence, counts that a loaded
 * machine does not disturb.
 * Run it with the launcher's JVM options and {@code --add-opens java.base/java.lang=ALL-UNNAMED};
 * add {@code -XX:TieredStopAtLevel=1} for bytes that are the same in every JVM.
 */
public final class RunCounts {

  private RunCounts() {}

  /** Runs the measurement the arguments name; see the class comment. */
  public static void main(String[] args) {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: RunCounts EXAMPLE WARMUPS MEASURED");
    }
    Example example = Examples.byName(args[0])
        .orElseThrow(() -> new IllegalArgumentException("no example " + args[0]));
    int warmups = Integer.parseInt(args[1]);
    int measured = Integer.parseInt(args[2]);
    for (int i = 0; i < warmups + measured; i++) {
      org.richtest.testkit.RunCounts counts =
          org.richtest.testkit.RunCounts.of(example.program(), example.expectedSequences());
      if (i >= warmups) {
        System.out.printf(Locale.ROOT,
            "%s sequences %d bytes/sequence %.0f mounts/sequence %.2f threads/sequence %.3f%n",
            example.name(), counts.sequences(), counts.bytesPerSequence(),
            counts.mountsPerSequence(), counts.threadsPerSequence());
      }
    }
  }
}
