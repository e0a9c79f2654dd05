package org.richtest.regressions;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.richtest.Program;

/**
 * The plain-JVM baseline: runs a driver again and again with real threads, no agent and no
 * exploration, and counts the runs that showed the bug: a run still going after the hang limit (a
 * deadlock; its threads are daemons and stay blocked) or a run in which a thread failed. Prints
 * one line: {@code runs=N failed=F hung=H seconds=S}.
 *
 * <p>Arguments: the driver's class name, the most runs, the most seconds, the hang limit in
 * milliseconds.
 */
public final class StressLoop {

  private StressLoop() {}

  /** Runs the loop described above. */
  public static void main(String[] args) throws Exception {
    Class<? extends Program> driver = Class.forName(args[0]).asSubclass(Program.class);
    int maxRuns = Integer.parseInt(args[1]);
    long deadline = System.nanoTime() + Long.parseLong(args[2]) * 1_000_000_000L;
    long hangMillis = Long.parseLong(args[3]);
    AtomicInteger threadFailures = new AtomicInteger();
    Thread.setDefaultUncaughtExceptionHandler((thread, e) -> threadFailures.incrementAndGet());
    long start = System.nanoTime();
    int runs = 0;
    int failed = 0;
    int hung = 0;
    while (runs < maxRuns && System.nanoTime() < deadline) {
      int failuresBefore = threadFailures.get();
      Thread run = new Thread(() -> {
        try {
          driver.getConstructor().newInstance().run();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }, "run-" + runs);
      // The driver's threads inherit it, so threads left blocked do not keep the JVM alive.
      run.setDaemon(true);
      run.start();
      run.join(hangMillis);
      runs++;
      if (run.isAlive()) {
        hung++;
      } else if (threadFailures.get() > failuresBefore) {
        failed++;
      }
    }
    System.out.println(String.format(Locale.ROOT, "runs=%d failed=%d hung=%d seconds=%.1f",
        runs, failed, hung, (System.nanoTime() - start) / 1e9));
  }
}
