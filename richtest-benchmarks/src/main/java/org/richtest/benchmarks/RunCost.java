package org.richtest.benchmarks;

import java.util.Locale;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.examples.Examples;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * Where the time of a run goes: the fixed cost of a controlled run, the cost of starting a thread,
 * of a synchronization call whose completion is the caller's own (no hand-off), of a call handed to
 * another thread, and the split of a real exploration between running and race analysis.
 */
final class RunCost {

  private static final int RUNS = 20_000;

  private RunCost() {}

  static void report() {
    double empty = perRun(() -> {});
    double threads = perRun(() -> {
      RichThread[] started = new RichThread[4];
      for (int i = 0; i < started.length; i++) {
        started[i] = RichThread.start("t" + i, () -> {});
      }
      for (RichThread thread : started) {
        thread.join();
      }
    });
    double ownCalls = perRun(() -> {
      CountingSemaphore s = new CountingSemaphore(1);
      for (int i = 0; i < 20; i++) {
        s.P();
        s.V();
      }
    });
    double handOffs = perRun(() -> {
      CountingSemaphore ping = new CountingSemaphore(0, "ping");
      CountingSemaphore pong = new CountingSemaphore(0, "pong");
      RichThread other = RichThread.start("other", () -> {
        for (int i = 0; i < 20; i++) {
          ping.P();
          pong.V();
        }
      });
      for (int i = 0; i < 20; i++) {
        ping.V();
        pong.P();
      }
      other.join();
    });
    System.out.println("Cost of a controlled run (mean of " + RUNS + " runs, after warm-up):");
    System.out.println();
    System.out.println("| what | microseconds |");
    System.out.println("|---|---:|");
    System.out.printf(Locale.ROOT, "| empty program (run set-up and tear-down) | %.1f |%n", empty);
    System.out.printf(Locale.ROOT, "| start and join a thread | %.1f |%n", (threads - empty) / 4);
    System.out.printf(Locale.ROOT, "| call completed without a hand-off | %.2f |%n",
        (ownCalls - empty) / 40);
    System.out.printf(Locale.ROOT, "| call whose completion hands control to another thread | %.2f |%n",
        (handOffs - threads / 4 - empty) / 80);
    ExplorationResult rw = RichTest.explore(
        Examples.byName("rw-semaphore").orElseThrow().program(), ExplorationOptions.defaults());
    System.out.printf(Locale.ROOT, "| rw-semaphore: per sequence, running the program | %.1f |%n",
        rw.runTime().toNanos() / 1e3 / rw.runs());
    System.out.printf(Locale.ROOT, "| rw-semaphore: per sequence, race analysis and variants | %.1f |%n",
        rw.analysisTime().toNanos() / 1e3 / rw.runs());
    System.out.println();
  }

  /**
   * Returns the mean time of a run, measured on a virtual thread as explorations run: on a platform
   * thread, waking it after each run would cost more than the run itself.
   */
  private static double perRun(Program program) {
    double[] micros = new double[1];
    Thread measuring = Thread.ofVirtual().start(() -> {
      for (int i = 0; i < RUNS; i++) {
        RichTest.runOnce(program);
      }
      long start = System.nanoTime();
      for (int i = 0; i < RUNS; i++) {
        RichTest.runOnce(program);
      }
      micros[0] = (System.nanoTime() - start) / 1e3 / RUNS;
    });
    try {
      measuring.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    return micros[0];
  }
}
