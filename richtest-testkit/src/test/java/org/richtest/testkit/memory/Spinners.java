package org.richtest.testkit.memory;

import java.util.ArrayList;
import java.util.List;
import org.richtest.ExplorationOptions;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.AtomicReference;

/**
 * Threads that spin for ever as commons-lang3's {@code AtomicSafeInitializer} spins while another
 * thread initializes: {@code while (ref.get() == null) factory.compareAndSet(null, me)}, with the
 * initializer that would set {@code ref} never coming. Only a bound on the run ends it.
 */
final class Spinners {

  private Spinners() {}

  /** The program with {@code threads} spinning threads. */
  static void spin(int threads) throws InterruptedException {
    AtomicReference<Object> ref = new AtomicReference<>(null, "ref");
    AtomicReference<Object> factory = new AtomicReference<>(new Object(), "factory");
    List<RichThread> started = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      Object me = new Object();
      started.add(RichThread.start("T" + i, () -> {
        while (ref.get() == null) {
          factory.compareAndSet(null, me);
        }
      }));
    }
    for (RichThread thread : started) {
      thread.join();
    }
  }

  /** Runs {@link #spin} once under {@code options}. */
  static RunResult runOnce(int threads, ExplorationOptions options) {
    return RichTest.runOnce(() -> spin(threads), options);
  }
}
