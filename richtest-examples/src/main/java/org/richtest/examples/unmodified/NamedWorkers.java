package org.richtest.examples.unmodified;

import java.util.concurrent.ThreadFactory;

/**
 * A {@link ThreadFactory} as production code writes one: daemon threads {@code <prefix>-<k>}, so
 * that a thread dump names the pool and a forgotten pool does not keep the JVM alive.
 */
public final class NamedWorkers implements ThreadFactory {

  private final String prefix;
  private int made;

  /** Creates a factory of threads {@code <prefix>-1}, {@code <prefix>-2}, … */
  public NamedWorkers(String prefix) {
    this.prefix = prefix;
  }

  @Override
  public Thread newThread(Runnable task) {
    Thread thread = new Thread(task, prefix + "-" + ++made);
    thread.setDaemon(true);
    return thread;
  }
}
