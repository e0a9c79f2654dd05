package org.richtest.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.richtest.Program;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;
import org.richtest.testkit.ProgramGenerator;

/**
 * The programs the tests explore on a cluster, by name: {@code mutex-T-N} (T threads entering a
 * semaphore-guarded section N times each: (TN)!/(N!)^T sequences; {@code lock-T-N} the same with
 * the semaphore named otherwise), {@code mixed-SEED} (a random
 * program of monitors, locks and semaphores) and {@code ticks} (a periodic task that runs until
 * the bound on its periods cuts it: 10, 32, 88 sequences with 1, 2, 3 periods), {@code crossed}
 * (two threads taking two semaphores in opposite orders: some sequences deadlock) and {@code
 * alive-last} (mutex-3-2 where T0, entering last, asks whether T1 is alive: the exploration
 * starts over with the ends of threads modelled; {@code alive-late} the same with T2, started
 * first, asking: not in the first free run) and {@code static-3-4}
 * (mutex-3-4 counting its entries in a static field it resets first and checks last: correct
 * when one run at a time uses it, as in each process, and failing when two runs of one JVM do)
 * and {@code singleton-TAG} (mutex-3-4 whose first run in a JVM builds a singleton, taking a
 * semaphore of its own first: the runs diverge once, then repeat themselves).
 */
final class TestPrograms {

  /** The entries of a {@code static-T-N} run: one per JVM, as a program's static state is. */
  private static int staticEntries;

  /** The tags of the {@code singleton-TAG} programs whose singleton this JVM built. */
  private static final Set<String> BUILT = ConcurrentHashMap.newKeySet();

  private TestPrograms() {}

  /** Resolves a name as {@link ProgramResolver} does. */
  static Program resolve(String name) {
    String[] parts = name.split("-");
    if (parts.length == 3 && parts[0].equals("mutex")) {
      return mutex(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), "mutex");
    }
    if (parts.length == 3 && parts[0].equals("static")) {
      return staticEntries(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    }
    if (parts.length == 3 && parts[0].equals("lock")) {
      return mutex(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), "lock");
    }
    if (parts.length == 2 && parts[0].equals("singleton")) {
      return singleton(parts[1]);
    }
    if (parts.length == 2 && parts[0].equals("mixed")) {
      return ProgramGenerator.generateMixed(Long.parseLong(parts[1]));
    }
    if (name.equals("ticks")) {
      return TestPrograms::ticksUntilCut;
    }
    if (name.equals("crossed")) {
      return TestPrograms::crossed;
    }
    if (name.equals("alive-last")) {
      return () -> aliveWhenEntersLast(0);
    }
    if (name.equals("alive-late")) {
      return () -> aliveWhenEntersLast(2);
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

  private static void crossed() throws InterruptedException {
    CountingSemaphore a = new CountingSemaphore(1, "a");
    CountingSemaphore b = new CountingSemaphore(1, "b");
    RichThread one = RichThread.start("T0", () -> {
      a.P();
      b.P();
      b.V();
      a.V();
    });
    RichThread two = RichThread.start("T1", () -> {
      b.P();
      a.P();
      a.V();
      b.V();
    });
    one.join();
    two.join();
  }

  private static void aliveWhenEntersLast(int asker) throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] entries = {0};
    RichThread[] threads = new RichThread[3];
    for (int t = 2; t >= 0; t--) {
      int self = t;
      threads[t] = RichThread.start("T" + t, () -> {
        for (int i = 0; i < 2; i++) {
          mutex.P();
          if (++entries[0] == 6 && self == asker) {
            threads[1].isAlive();
          }
          mutex.V();
        }
      });
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  private static Program mutex(int threads, int entries, String name) {
    return mutex(threads, entries, name, () -> {});
  }

  private static Program mutex(int threads, int entries, String name, Runnable inside) {
    return () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, name);
      List<RichThread> started = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        started.add(RichThread.start("T" + t, () -> {
          for (int i = 0; i < entries; i++) {
            mutex.P();
            inside.run();
            mutex.V();
          }
        }));
      }
      for (RichThread thread : started) {
        thread.join();
      }
    };
  }

  private static Program singleton(String tag) {
    Program mutex = mutex(3, 4, "mutex");
    return () -> {
      if (!BUILT.contains(tag)) {
        CountingSemaphore building = new CountingSemaphore(1, "singleton");
        building.P();
        BUILT.add(tag);
        building.V();
      }
      mutex.run();
    };
  }

  private static Program staticEntries(int threads, int entries) {
    Program mutex = mutex(threads, entries, "mutex", () -> staticEntries++);
    return () -> {
      staticEntries = 0;
      mutex.run();
      if (staticEntries != threads * entries) {
        throw new AssertionError(staticEntries + " entries counted, not " + threads * entries);
      }
    };
  }
}
