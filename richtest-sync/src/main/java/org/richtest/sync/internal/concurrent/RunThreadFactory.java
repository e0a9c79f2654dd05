package org.richtest.sync.internal.concurrent;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.richtest.spi.Controller;

/**
 * The JDK's default thread factory as a run makes it: threads {@code pool-<n>-thread-<m>},
 * non-daemon, of normal priority, where {@code n} numbers the factories of the run, not of the
 * JVM (whose count would give every run other names).
 */
public final class RunThreadFactory implements ThreadFactory {

  /** The key of the run's count of factories. */
  private static final Object FACTORIES = new Object();

  private final String prefix;
  private int threads;

  private RunThreadFactory(int number) {
    this.prefix = "pool-" + number + "-thread-";
  }

  /** Returns the next factory of the calling thread's run. */
  public static RunThreadFactory next() {
    AtomicInteger made =
        Controller.current().attachment(FACTORIES, key -> new AtomicInteger());
    return new RunThreadFactory(made.incrementAndGet());
  }

  @Override
  public Thread newThread(Runnable task) {
    Thread thread = new Thread(task, prefix + ++threads);
    thread.setDaemon(false);
    thread.setPriority(Thread.NORM_PRIORITY);
    return thread;
  }
}
