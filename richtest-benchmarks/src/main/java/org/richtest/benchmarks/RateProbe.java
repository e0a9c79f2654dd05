package org.richtest.benchmarks;

import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * One measurement in a JVM of its own, started by {@link VersionComparison}: {@code richtest
 * EXAMPLE WARMUPS MEASURED} explores the example WARMUPS times and then MEASURED times, printing
 * one line {@code result SEQUENCES NANOS} per measured exploration; {@code plain EXAMPLE WARMUPS
 * MEASURED} runs its {@link PlainJvm} form as many times as the example has sequences, likewise.
 * It uses only the public API that every build since the strategies has, so that it runs on an
 * older build's class path too.
 */
public final class RateProbe {

  private RateProbe() {}

  /** Runs the measurement the arguments name; see the class comment. */
  public static void main(String[] args) throws InterruptedException {
    if (args.length != 4) {
      throw new IllegalArgumentException(
          "usage: RateProbe richtest|plain EXAMPLE WARMUPS MEASURED, got "
              + String.join(" ", args));
    }
    String example = args[1];
    Example found = Examples.byName(example)
        .orElseThrow(() -> new IllegalArgumentException("no example " + example));
    int warmups = Integer.parseInt(args[2]);
    int measured = Integer.parseInt(args[3]);
    boolean plain = switch (args[0]) {
      case "richtest" -> false;
      case "plain" -> true;
      default -> throw new IllegalArgumentException("not richtest or plain: " + args[0]);
    };
    for (int i = 0; i < warmups + measured; i++) {
      long start = System.nanoTime();
      long count = plain ? runPlain(example, found.expectedSequences()) : explore(found);
      long nanos = System.nanoTime() - start;
      if (i >= warmups) {
        System.out.printf(Locale.ROOT, "result %d %d%n", count, nanos);
      }
    }
  }

  private static long explore(Example example) {
    ExplorationResult result =
        RichTest.explore(
            example.program(), ExplorationOptions.defaults().withStopAtFirstBug(false));
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
}
