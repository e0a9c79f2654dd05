package org.richtest.spi;

/**
 * How a modelled pool or timer starts a {@link Thread} object that user code made (a {@code
 * ThreadFactory}'s) as a logical thread of its run: the thread's {@code run()} runs there, under
 * the thread's name. Found as a {@link java.util.ServiceLoader} service: the RichTest agent
 * provides one that also makes {@code Thread.currentThread()}, {@code interrupt()} and the
 * thread's uncaught-exception handler work on that object in rewritten code, as for a thread the
 * program starts itself; without it the drop-ins start a logical thread of the thread's name.
 */
public interface ThreadStarter {

  /**
   * Starts {@code thread}'s {@code run()} as a logical thread of {@code run} and returns it.
   *
   * @throws IllegalThreadStateException if the thread was started already
   */
  ThreadHandle start(Controller run, Thread thread);
}
