package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The cost of a run on one worker, in counts a loaded machine does not disturb (issue 33,
 * docs/benchmarks.md, "The cost of a run in counts", "Reused run threads"): bytes allocated,
 * virtual-thread mounts and virtual threads made per sequence of DP-5. A child JVM compiles with C1 alone, so that the bytes are the same in every JVM
 * (C2's escape analysis moves them by a few percent). The bounds are budgets: a change that makes
 * a run allocate more, or hand off more often, fails here and says by how much; raise a bound only
 * with the reason, and the new count, in docs/benchmarks.md.
 */
class RunCountsTest {

  /**
   * DP-5's bytes per sequence: 61,525 before issue 33's fourth round, 58,643 after it, 59,418 at
   * the start of the fifth, 28,884 once a run's threads are reused, 29,027 at the start of the
   * eighth and 26,524 once a run records its clocks straight into the index's arrays.
   */
  private static final double MOST_BYTES = 27_500;
  /** DP-5's mounts per sequence: 22.56 (six thread starts, the explorer's wake-up, hand-offs). */
  private static final double MOST_MOUNTS = 23;
  /**
   * DP-5's virtual threads made per sequence: 6.18 (a run's six, and the probes' runs) when every
   * run made its own; 7 in a whole exploration (the pool's six and the explorer) once reused.
   */
  private static final double MOST_THREADS = 0.01;

  @Test
  void diningPhilosophers5_allocatesAndHandsOffWithinItsBudgetPerSequence()
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process child = new ProcessBuilder(List.of(java, "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC", "--add-opens", "java.base/java.lang=ALL-UNNAMED",
        "-cp", System.getProperty("java.class.path"), RunCountsProbe.class.getName(),
        "dp-monitor-su-5"))
        .redirectErrorStream(true)
        .start();
    String output;
    boolean ended;
    try {
      output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      ended = child.waitFor(120, TimeUnit.SECONDS);
    } finally {
      child.destroyForcibly();
    }
    assertTrue(ended, output);
    assertEquals(0, child.exitValue(), output);
    String line = output.lines().filter(l -> l.startsWith("counts ")).findFirst()
        .orElseThrow(() -> new AssertionError("no counts in: " + output));
    String[] fields = line.split(" ");
    double bytes = Double.parseDouble(fields[1]);
    double mounts = Double.parseDouble(fields[2]);
    double threads = Double.parseDouble(fields[3]);

    assertTrue(bytes <= MOST_BYTES,
        "DP-5 allocates " + bytes + " bytes per sequence, its budget is " + MOST_BYTES);
    assertTrue(mounts <= MOST_MOUNTS,
        "DP-5 mounts " + mounts + " virtual threads per sequence, its budget is " + MOST_MOUNTS);
    assertTrue(threads <= MOST_THREADS,
        "DP-5 makes " + threads + " virtual threads per sequence, its budget is " + MOST_THREADS);
  }
}
