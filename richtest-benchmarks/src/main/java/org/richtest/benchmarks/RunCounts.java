package org.richtest.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;

/**
 * The cost of a run in counts that a loaded machine does not disturb, where the wall clock and the
 * CPU time do: {@code RunCounts EXAMPLE WARMUPS MEASURED} explores the example on one worker and
 * prints, per sequence of each measured exploration, the bytes the JVM's threads allocated and the
 * virtual-thread mounts (hand-offs between a run's threads, the start of each, and the explorer's
 * own) that the runs' scheduler was asked for. The mounts are counted on an exploration run on a
 * virtual thread whose scheduler counts what it is given, which needs {@code java.lang} opened as
 * the launcher opens it; the bytes, on an exploration as {@link RichTest#explore} runs it.
 */
public final class RunCounts {

  private RunCounts() {}

  /** Runs the measurement the arguments name; see the class comment. */
  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: RunCounts EXAMPLE WARMUPS MEASURED");
    }
    Example example = Examples.byName(args[0])
        .orElseThrow(() -> new IllegalArgumentException("no example " + args[0]));
    int warmups = Integer.parseInt(args[1]);
    int measured = Integer.parseInt(args[2]);
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (int i = 0; i < warmups + measured; i++) {
      long allocated = threads.getTotalThreadAllocatedBytes();
      long sequences = explore(example);
      double bytes = (threads.getTotalThreadAllocatedBytes() - allocated) / (double) sequences;
      double mounts = mountsPerSequence(example);
      if (i >= warmups) {
        System.out.printf(Locale.ROOT, "%s sequences %d bytes/sequence %.0f mounts/sequence %.2f%n",
            example.name(), sequences, bytes, mounts);
      }
    }
  }

  private static long explore(Example example) {
    ExplorationResult result = RichTest.explore(
        example.program(), ExplorationOptions.defaults().withStopAtFirstBug(false));
    if (result.sequences() != example.expectedSequences()) {
      throw new IllegalStateException(example.name() + ": " + result.sequences() + " sequences");
    }
    return result.sequences();
  }

  /** Explores on a virtual thread whose scheduler, which the runs' threads take, counts mounts. */
  private static double mountsPerSequence(Example example) throws Exception {
    ExecutorService carrier = Executors.newSingleThreadExecutor();
    AtomicLong mounts = new AtomicLong();
    Executor counting = task -> {
      mounts.incrementAndGet();
      carrier.execute(task);
    };
    Constructor<?> builder = Class.forName("java.lang.ThreadBuilders$VirtualThreadBuilder")
        .getDeclaredConstructor(Executor.class);
    builder.setAccessible(true);
    AtomicReference<Long> sequences = new AtomicReference<>();
    Thread explorer = ((Thread.Builder.OfVirtual) builder.newInstance(counting))
        .start(() -> sequences.set(explore(example)));
    explorer.join();
    carrier.shutdown();
    if (sequences.get() == null) {
      throw new IllegalStateException(example.name() + ": the exploration failed");
    }
    return mounts.get() / (double) sequences.get();
  }
}
