package org.richtest.agent.runtime;

import java.util.concurrent.ThreadFactory;
import org.richtest.spi.Controller;

/**
 * What rewritten code calls instead of the methods of {@code Thread.ofPlatform()}'s builder that
 * make, start or configure threads: a thread a builder makes in a run gets the daemon flag a plain
 * JVM would give it, the creating logical thread's ({@code main}'s: none), unless the builder was
 * told one ({@code daemon(on)} in the run); {@code start(task)} starts a logical thread, as {@code
 * Thread.start()} does. The JDK copies the creating thread's flag, and a run's threads are virtual,
 * always daemons. Outside an exploration, the JDK's.
 */
public final class ThreadBuilderHooks {

  private ThreadBuilderHooks() {}

  /** {@code builder.daemon(on)}: under an exploration the run notes that the flag was chosen. */
  public static Thread.Builder.OfPlatform daemon(Thread.Builder.OfPlatform builder, boolean on) {
    Controller run = Hooks.exploring();
    if (run != null) {
      RunThreads.of(run).chose(builder);
    }
    return builder.daemon(on);
  }

  /** {@code builder.daemon()}: as {@link #daemon(Thread.Builder.OfPlatform, boolean)} true. */
  public static Thread.Builder.OfPlatform daemon(Thread.Builder.OfPlatform builder) {
    return daemon(builder, true);
  }

  /** {@code builder.unstarted(task)}, its daemon flag put right under an exploration. */
  public static Thread unstarted(Thread.Builder builder, Runnable task) {
    return made(builder, builder.unstarted(task));
  }

  /** {@code builder.start(task)}: the thread {@link #unstarted} gives, started by {@link Hooks}. */
  public static Thread start(Thread.Builder builder, Runnable task) {
    Thread thread = unstarted(builder, task);
    ThreadHooks.start(thread);
    return thread;
  }

  /** {@code builder.factory()}: a factory whose threads {@link #unstarted} would give. */
  public static ThreadFactory factory(Thread.Builder builder) {
    ThreadFactory real = builder.factory();
    return task -> made(builder, real.newThread(task));
  }

  private static Thread made(Thread.Builder builder, Thread thread) {
    Controller run = Hooks.exploring();
    if (run != null) {
      RunThreads.of(run).built(run, builder, thread);
    }
    return thread;
  }
}
