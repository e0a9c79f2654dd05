package org.richtest.junit5;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicBoolean;
import org.richtest.Program;
import org.richtest.RunListener;
import org.richtest.RunResult;

/**
 * Wraps a test body to watch its exploration's first run: whether RichTest controlled anything in
 * it ({@link RunResult#controlledNothing()}), and how many platform threads the body started while
 * it ran. Under an exploration every thread the program starts through the agent or RichTest's
 * classes is a logical thread on a virtual thread, so a platform thread started by the body came
 * from code nothing controls, such as a class from a jar the agent did not rewrite. The threads the
 * JDK starts on demand for virtual threads (carriers, timers) belong to groups of their own, not to
 * the group of the threads a virtual thread starts, and are not counted when still alive at the
 * end of the body.
 */
final class FirstRunWatch implements Program, RunListener {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Program body;
  private final AtomicBoolean bodyStarted = new AtomicBoolean();
  private final AtomicBoolean runSeen = new AtomicBoolean();
  private volatile long platformThreads;
  private volatile boolean controlledNothing;

  FirstRunWatch(Program body) {
    this.body = body;
  }

  @Override
  public void run() throws Exception {
    if (!bodyStarted.compareAndSet(false, true)) {
      body.run();
      return;
    }
    // Thread ids come from one counter: a thread made from here on has a larger one.
    long marker = Thread.ofVirtual().unstarted(() -> {}).threadId();
    ThreadGroup program = Thread.currentThread().getThreadGroup();
    long before = THREADS.getTotalStartedThreadCount();
    try {
      body.run();
    } finally {
      long started = THREADS.getTotalStartedThreadCount() - before;
      platformThreads = started == 0 ? 0 : Math.max(0, started - jdkThreadsSince(marker, program));
    }
  }

  /**
   * Returns how many threads made after the thread {@code id} are alive outside {@code program},
   * the group of the threads a virtual thread starts: the JDK's, started for virtual threads.
   */
  private static long jdkThreadsSince(long id, ThreadGroup program) {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.threadId() > id && t.getThreadGroup() != program)
        .count();
  }

  @Override
  public void onRun(RunResult run) {
    if (runSeen.compareAndSet(false, true)) {
      controlledNothing = run.controlledNothing();
    }
  }

  /** Returns whether the first run made no event and started no thread through RichTest. */
  boolean controlledNothing() {
    return controlledNothing;
  }

  /** Returns how many platform threads the body started in the first run. */
  long platformThreads() {
    return platformThreads;
  }
}
