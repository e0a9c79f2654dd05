package org.richtest.agent.runtime;

import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The {@code java.lang.Thread} objects a run started as logical threads: which logical thread runs
 * each, and the names given to them. Per run (a {@link
 * Controller#attachment}), so nothing leaks from one run into the next.
 */
final class RunThreads {

  private static final Object KEY = new Object();

  private final Map<Thread, ThreadHandle> handles = new IdentityHashMap<>();
  private final Map<ThreadHandle, Thread> threads = new IdentityHashMap<>();
  /** The threads, and thread builders, whose daemon flag the program set itself. */
  private final Set<Object> daemonChosen = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<String> names = new HashSet<>();

  /** The JDK's default thread name, numbered by a JVM-wide counter. */
  private static final Pattern JDK_COUNTER = Pattern.compile("Thread-\\d+");

  static RunThreads of(Controller run) {
    return run.attachment(KEY, k -> new RunThreads());
  }

  /**
   * Starts {@code thread}'s {@code run()} as a logical thread of {@code run}, named by the thread's
   * name ({@link #logicalName}).
   *
   * @throws IllegalThreadStateException if the thread was started already, as the JDK does
   */
  void start(Controller run, Thread thread) {
    if (handles.containsKey(thread) || thread.getState() != Thread.State.NEW) {
      throw new IllegalThreadStateException(
          "thread " + thread.getName() + " was started already");
    }
    String name = logicalName(run, thread);
    ThreadHandle handle = run.start(name, () -> {
      try {
        thread.run();
      } catch (Throwable uncaught) {
        handleUncaught(thread, uncaught);
      }
    });
    handles.put(thread, handle);
    threads.put(handle, thread);
    ThreadBindings.bind(thread, handle);
    if (thread.isDaemon()) {
      run.markDaemon(handle);
    }
  }

  /** Notes that the program set the daemon flag of {@code thread} (or a builder's) itself. */
  void chose(Object thread) {
    daemonChosen.add(thread);
  }

  /**
   * Puts right the daemon flag of {@code thread}, which {@code builder} just made, as {@link
   * #constructed} does, unless the builder was told a flag in the run.
   */
  void built(Controller run, Thread.Builder builder, Thread thread) {
    if (!daemonChosen.contains(builder)) {
      constructed(run, thread);
    }
  }

  /**
   * Puts right the daemon flag a thread constructed in a run inherited: the JDK copies the
   * creating thread's, and a run's logical threads run on virtual threads, which are always
   * daemons, so every {@code new Thread(...)} would be one and a hang of its threads would pass as
   * a completed run. The flag is the creating logical thread's, as in a plain JVM ({@code main}'s:
   * none), unless the thread's constructor set it.
   */
  void constructed(Controller run, Thread thread) {
    if (thread.isVirtual() || daemonChosen.contains(thread)
        || thread.getState() != Thread.State.NEW) {
      return;
    }
    Thread creator = current(run);
    thread.setDaemon(creator != null && creator.isDaemon());
  }

  /**
   * Returns the logical name of {@code thread}, which must be the same in every run: its own name,
   * except that a JDK default name {@code Thread-N} in it, whose number counts the threads the JVM
   * made before (in earlier runs too), becomes RichTest's name by creation ({@code main.2}, the
   * second thread {@code main} started): {@code "Dispatcher-" + getName()} replays as {@code
   * Dispatcher-main.2}. A name used twice gets {@code ~2}.
   */
  private String logicalName(Controller run, Thread thread) {
    String name = thread.getName();
    Matcher counted = JDK_COUNTER.matcher(name);
    if (counted.matches()) {
      return run.nameThread(null);
    }
    if (counted.find()) {
      return counted.replaceAll(Matcher.quoteReplacement(run.nameThread(null)));
    }
    String unique = name;
    for (int k = 2; !names.add(unique); k++) {
      unique = name + "~" + k;
    }
    return run.nameThread(unique);
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

  /**
   * Returns whether {@code thread} was started in this run and has not ended: for another thread
   * of the run, a call that races with its end ({@link Controller#isAlive}).
   */
  boolean isAlive(Controller run, Thread thread) {
    ThreadHandle handle = handles.get(thread);
    return handle != null && run.isAlive(handle);
  }

  /**
   * Returns {@code thread}'s state as the run sees it: {@code NEW} if this run did not start it
   * (its real state if another did), else {@code RUNNABLE} or {@code TERMINATED} as {@link
   * #isAlive} says. Which of the waiting states a live thread is in is timing, not a synchronization
   * event, so it is not told.
   */
  Thread.State state(Controller run, Thread thread) {
    ThreadHandle handle = handles.get(thread);
    if (handle == null) {
      return thread.getState();
    }
    return run.isAlive(handle) ? Thread.State.RUNNABLE : Thread.State.TERMINATED;
  }

  /** Returns the {@code Thread} object the calling logical thread runs, or null for others. */
  @Nullable Thread current(Controller run) {
    return threads.get(run.currentThread());
  }
}
