package org.richtest.agent.runtime;

import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The {@code java.lang.Thread} objects a run started as logical threads: which logical thread runs
 * each, which have finished, and the names given to them. Per run (a {@link
 * Controller#attachment}), so nothing leaks from one run into the next.
 */
final class RunThreads {

  private static final Object KEY = new Object();

  private final Map<Thread, ThreadHandle> handles = new IdentityHashMap<>();
  private final Map<ThreadHandle, Thread> threads = new IdentityHashMap<>();
  private final Set<Thread> finished = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<String> names = new HashSet<>();

  static RunThreads of(Controller run) {
    return run.attachment(KEY, k -> new RunThreads());
  }

  /**
   * Starts {@code thread}'s {@code run()} as a logical thread of {@code run}, named by the thread's
   * name unless it is the JDK's default {@code Thread-N} (then by RichTest's default).
   *
   * @throws IllegalThreadStateException if the thread was started already, as the JDK does
   */
  void start(Controller run, Thread thread) {
    if (handles.containsKey(thread) || thread.getState() != Thread.State.NEW) {
      throw new IllegalThreadStateException(
          "thread " + thread.getName() + " was started already");
    }
    String name = run.nameThread(requestedName(thread));
    ThreadHandle handle = run.start(name, () -> {
      try {
        thread.run();
      } catch (Throwable uncaught) {
        handleUncaught(thread, uncaught);
      } finally {
        finished.add(thread);
      }
    });
    handles.put(thread, handle);
    threads.put(handle, thread);
  }

  private @Nullable String requestedName(Thread thread) {
    String name = thread.getName();
    if (name.matches("Thread-\\d+")) {
      return null;
    }
    String unique = name;
    for (int k = 2; !names.add(unique); k++) {
      unique = name + "~" + k;
    }
    return unique;
  }

  /** Passes an uncaught throwable to the thread's own handler if it has one, else fails the run. */
  private static void handleUncaught(Thread thread, Throwable uncaught) {
    Thread.UncaughtExceptionHandler handler = thread.getUncaughtExceptionHandler();
    boolean own = handler != thread.getThreadGroup()
        || Thread.getDefaultUncaughtExceptionHandler() != null;
    if (own && handler != null) {
      handler.uncaughtException(thread, uncaught);
      return;
    }
    if (uncaught instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (uncaught instanceof Error error) {
      throw error;
    }
    throw new IllegalStateException(uncaught);
  }

  /** Returns the logical thread running {@code thread}, or null if this run did not start it. */
  @Nullable ThreadHandle handle(Thread thread) {
    return handles.get(thread);
  }

  /** Returns whether {@code thread} was started in this run and has not finished. */
  boolean isAlive(Thread thread) {
    return handles.containsKey(thread) && !finished.contains(thread);
  }

  /** Returns the {@code Thread} object the calling logical thread runs, or null for others. */
  @Nullable Thread current(Controller run) {
    return threads.get(run.currentThread());
  }
}
