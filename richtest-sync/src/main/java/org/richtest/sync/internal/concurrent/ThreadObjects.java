package org.richtest.sync.internal.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.spi.Controller;
import org.richtest.spi.ThreadHandle;

/**
 * The {@code java.lang.Thread} objects of a run's logical threads, per run (an attachment): what
 * the drop-ins need to take a {@code Thread} ({@code LockSupport.unpark}) or to return one ({@code
 * getWaitingThreads}, {@code getOwner}). The agent registers them through {@code
 * org.richtest.sync.concurrent.JavaThreads}.
 */
public final class ThreadObjects {

  private static final Object KEY = new Object();

  private final Map<Thread, ThreadHandle> handles = new IdentityHashMap<>();
  private final Map<ThreadHandle, Thread> threads = new IdentityHashMap<>();

  private ThreadObjects() {}

  private static ThreadObjects of(Controller run) {
    return run.attachment(KEY, key -> new ThreadObjects());
  }

  /** Records that logical thread {@code handle} of {@code run} runs {@code thread}. */
  public static void bind(Controller run, Thread thread, ThreadHandle handle) {
    ThreadObjects known = of(run);
    known.handles.put(thread, handle);
    known.threads.putIfAbsent(handle, thread);
  }

  /**
   * Returns the logical thread of {@code run} that {@code thread} is, or null if none is known;
   * {@code Thread.currentThread()} is always the calling logical thread.
   */
  public static @Nullable ThreadHandle handle(Controller run, Thread thread) {
    ThreadHandle handle = of(run).handles.get(thread);
    return handle == null && thread == Thread.currentThread() ? run.currentThread() : handle;
  }

  /** Returns the {@code Thread} that logical thread {@code handle} of {@code run} runs, or null. */
  public static @Nullable Thread thread(Controller run, ThreadHandle handle) {
    return of(run).threads.get(handle);
  }

  /**
   * Returns the {@code Thread}s of {@code handles}, for a query that returns threads.
   *
   * @throws UnsupportedOperationException if one has none: a thread of RichTest's API, which is no
   *     {@code java.lang.Thread}
   */
  static Collection<Thread> threads(Controller run, Collection<ThreadHandle> handles,
      String query) {
    List<Thread> found = new ArrayList<>(handles.size());
    for (ThreadHandle handle : handles) {
      Thread thread = thread(run, handle);
      if (thread == null) {
        throw new UnsupportedOperationException(query + " under exploration returns the "
            + "java.lang.Thread objects of the threads, which logical thread " + handle.name()
            + " has none of (a RichThread, or a thread the agent did not start)");
      }
      found.add(thread);
    }
    return found;
  }
}
