package org.richtest.agent.runtime;

import org.richtest.spi.ThreadHandle;
import org.richtest.sync.concurrent.JavaThreads;

/**
 * Tells the drop-ins which {@code Thread} each logical thread is ({@code LockSupport.unpark} takes
 * one), if the {@code richtest-sync} on the class path has {@link JavaThreads}: the agent works with
 * whichever version the test uses, and an older one has no {@code LockSupport} to need it.
 */
final class ThreadBindings {

  /** Whether the class is there; a constant of the class path, not state of a run. */
  private static final boolean PRESENT = present();

  private ThreadBindings() {}

  /** Binds {@code thread} to logical thread {@code handle} of the calling thread's run. */
  static void bind(Thread thread, ThreadHandle handle) {
    if (PRESENT) {
      JavaThreads.bind(thread, handle);
    }
  }

  private static boolean present() {
    try {
      Class.forName("org.richtest.sync.concurrent.JavaThreads", false,
          ThreadBindings.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError absent) {
      return false;
    }
  }
}
