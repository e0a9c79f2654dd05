package org.richtest.agent.runtime;

import java.util.Objects;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;
import org.richtest.spi.ThreadStarter;

/**
 * Starts the threads a {@code ThreadFactory} made for a modelled pool or timer as the agent starts
 * a thread the program starts itself ({@link Hooks#start}): the factory's name, daemon flag and
 * uncaught-exception handler stay the thread's, and {@code Thread.currentThread()} in its tasks is
 * that thread. A {@link java.util.ServiceLoader} service of the drop-ins; not an API to call by hand.
 */
public final class AgentThreadStarter implements ThreadStarter {

  @Override
  public ThreadHandle start(Controller run, Thread thread) {
    RunThreads threads = RunThreads.of(run);
    threads.start(run, thread);
    return Objects.requireNonNull(threads.handle(thread));
  }
}
