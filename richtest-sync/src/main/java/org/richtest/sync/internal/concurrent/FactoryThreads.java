package org.richtest.sync.internal.concurrent;

import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.spi.ThreadStarter;

/**
 * Starts the {@link Thread} objects that user code made for a modelled pool or timer (a {@code
 * ThreadFactory}'s) as logical threads: by the {@link ThreadStarter} the class path provides (the
 * agent's), else as a logical thread of the thread's name running its {@code run()}.
 */
final class FactoryThreads {

  /** The provided starter, found once: a service of the class path, not state of a run. */
  private static final @Nullable ThreadStarter PROVIDED = ServiceLoader
      .load(ThreadStarter.class, ThreadStarter.class.getClassLoader()).findFirst().orElse(null);

  private FactoryThreads() {}

  /** Starts {@code thread} as a logical thread of {@code run}. */
  static ThreadHandle start(Controller run, Thread thread) {
    if (PROVIDED != null) {
      return PROVIDED.start(run, thread);
    }
    return run.start(uniqueName(run, thread.getName()), thread::run);
  }

  /**
   * Returns the logical name for a thread called {@code name}: the name, {@code name~2} … if it is
   * taken, or RichTest's name by creation for the JDK's default {@code Thread-N}, whose number
   * counts every thread the JVM made before and so differs between runs.
   */
  private static String uniqueName(Controller run, String name) {
    if (name.matches("Thread-\\d+")) {
      return run.nameThread(null);
    }
    String unique = name;
    for (int k = 2; ; k++) {
      try {
        return run.nameThread(unique);
      } catch (IllegalArgumentException taken) {
        unique = name + "~" + k;
      }
    }
  }
}
