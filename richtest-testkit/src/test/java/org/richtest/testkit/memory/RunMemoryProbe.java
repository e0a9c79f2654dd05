package org.richtest.testkit.memory;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * What {@link RunMemoryBoundTest} runs in a JVM of its own, with a heap it chooses: {@code bound
 * <threads> <megabytes>} runs the spinning program once with no bound on events and prints its
 * outcome; {@code measure <events> <threads>...} prints, for each thread count, the heap a run
 * cut at {@code <events>} retains per event (counted by the collector: used heap after full
 * collections with and without the run's result held) beside the recorder's own count.
 */
public final class RunMemoryProbe {

  /** A memory bound no measured run reaches, so that each is cut at its events. */
  private static final long UNBOUNDED = 1L << 30;

  private RunMemoryProbe() {}

  public static void main(String[] args) throws Exception {
    if (args[0].equals("bound")) {
      RunResult run = Spinners.runOnce(Integer.parseInt(args[1]), ExplorationOptions.defaults()
          .withMaxRunEvents(Long.MAX_VALUE).withMaxRunMegabytes(Long.parseLong(args[2])));
      System.out.println("outcome: " + run.outcome());
      return;
    }
    long events = Long.parseLong(args[1]);
    for (int i = 2; i < args.length; i++) {
      int threads = Integer.parseInt(args[i]);
      Spinners.runOnce(threads, ExplorationOptions.defaults().withMaxRunEvents(1_000)); // warm up
      long before = usedAfterCollection();
      RunResult run = Spinners.runOnce(threads, ExplorationOptions.defaults()
          .withMaxRunEvents(events).withMaxRunMegabytes(UNBOUNDED));
      long after = usedAfterCollection();
      RunOutcome.LengthLimit limit = (RunOutcome.LengthLimit) run.outcome();
      System.out.println(String.format(Locale.ROOT,
          "threads %d: %d events, retained %d bytes an event, counted %d bytes an event",
          threads, limit.events(), (after - before) / limit.events(),
          limit.recordedBytes() / limit.events()));
      if (run.outcome() == null) {
        throw new AssertionError("unreachable: keeps the run's result alive until here");
      }
    }
  }

  private static long usedAfterCollection() throws InterruptedException {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      Thread.sleep(50);
      used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
    }
    return used;
  }
}
