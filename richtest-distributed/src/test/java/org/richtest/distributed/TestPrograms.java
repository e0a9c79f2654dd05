package org.richtest.distributed;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.testkit.ProgramGenerator;

/**
 * The programs the tests explore on a cluster, by name: {@code mutex-T-N} (T threads entering a
 * semaphore-guarded section N times each: (TN)!/(N!)^T sequences) and {@code mixed-SEED} (a random
 * program of monitors, locks and semaphores).
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
    throw new IllegalArgumentException("no test program '" + name + "'");
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
