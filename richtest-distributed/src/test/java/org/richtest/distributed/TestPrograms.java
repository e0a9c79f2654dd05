package org.richtest.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.richtest.Program;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;
import org.richtest.testkit.ProgramGenerator;

/**
 * The programs the tests explore on a cluster, by name: {@code mutex-T-N} (T threads entering a
 * semaphore-guarded section N times each: (TN)!/(N!)^T sequences), {@code mixed-SEED} (a random
 * program of monitors, locks and semaphores) and {@code ticks} (a periodic task that runs until
 * the bound on its periods cuts it: 10, 32, 88 sequences with 1, 2, 3 periods).
 */
final class TestPrograms {

  private TestPrograms() {}

  /** Resolves a name as {@link ProgramResolver} does. */
  static Program resolve(String name) {
    String[] parts = name.split("-");
    if (parts.length == 3 && parts[0].equals("mutex")) {
      return mutex(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    }
    if (parts.length == 2 && parts[0].equals("mixed")) {
      return ProgramGenerator.generateMixed(Long.parseLong(parts[1]));
    }
    if (name.equals("ticks")) {
      return TestPrograms::ticksUntilCut;
    }
    throw new IllegalArgumentException("no test program '" + name + "'");
  }

  private static void ticksUntilCut() {
    int[] ticks = {0};
    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
    pool.setContinueExistingPeriodicTasksAfterShutdownPolicy(true);
    pool.scheduleAtFixedRate(() -> ticks[0]++, 0, 10, TimeUnit.MILLISECONDS);
    pool.close();
  }

  private static Program mutex(int threads, int entries) {
    return () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      List<RichThread> started = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        started.add(RichThread.start("T" + t, () -> {
          for (int i = 0; i < entries; i++) {
            mutex.P();
            mutex.V();
          }
        }));
      }
      for (RichThread thread : started) {
        thread.join();
      }
    };
  }
}
