package org.richtest.examples.diningphilosophers;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.examples.threads.Threads;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * Dining philosophers on counting semaphores that can deadlock (after the semaphore program of
 * Carver &amp; Tai's distribution, spec table4-programs §3.5): stick {@code k} is a {@code
 * CountingSemaphore(1)}, and philosopher {@code i} takes its left stick {@code i}, then its right
 * stick {@code i+1 mod n}, and puts them back in the reverse order. When every philosopher holds
 * its left stick, all wait for their right one forever. Each philosopher eats once; main starts p0,
 * …, p(n-1) and joins them.
 */
public final class DiningPhilosophersDeadlock {

  private DiningPhilosophersDeadlock() {}

  /** Returns the program: {@code philosophers} philosophers, each eating once. */
  public static Program program(int philosophers) {
    return () -> {
      List<CountingSemaphore> sticks = new ArrayList<>();
      for (int k = 0; k < philosophers; k++) {
        sticks.add(new CountingSemaphore(1, "stick" + k));
      }
      List<RichThread> threads = new ArrayList<>();
      for (int i = 0; i < philosophers; i++) {
        CountingSemaphore left = sticks.get(i);
        CountingSemaphore right = sticks.get((i + 1) % philosophers);
        threads.add(new RichThread("p" + i, () -> {
          left.P();
          right.P();
          right.V();
          left.V();
        }));
      }
      Threads.startAndJoin(threads);
    };
  }
}
