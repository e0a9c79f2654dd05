package org.richtest.sync.concurrent;

import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.sync.internal.concurrent.ThreadObjects;

/**
 * Where the RichTest agent tells the drop-ins which {@code java.lang.Thread} each logical thread of
 * a run is: every {@code Thread} a run starts, and the one {@code Thread.currentThread()} gives a
 * thread the program did not start ({@code main}). The drop-ins need it to take a {@code Thread}
 * ({@code LockSupport.unpark}) or to return one ({@code getWaitingThreads}). Public for the agent,
 * not an API to call by hand.
 */
public final class JavaThreads {

  private JavaThreads() {}

  /**
   * Records that logical thread {@code handle} of the calling thread's run runs {@code thread};
   * does nothing outside an exploration.
   */
  public static void bind(Thread thread, ThreadHandle handle) {
    Controller run = Controller.current();
    if (run.isControlled()) {
      ThreadObjects.bind(run, thread, handle);
    }
  }
}
