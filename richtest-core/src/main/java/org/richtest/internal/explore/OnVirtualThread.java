package org.richtest.internal.explore;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.richtest.RichTestInternalError;

/**
 * Runs an exploration loop on a virtual thread. The loop then waits for each run, and the runs' threads
 * hand back to it, on the same carrier pool: a virtual-to-virtual switch costs about half a
 * microsecond, where waking a parked platform thread between runs cost ten times the run itself.
 */
public final class OnVirtualThread {

  private OnVirtualThread() {}

  /** Returns {@code task}'s result, computed on a virtual thread; rethrows what it throws. */
  public static <T> T call(Supplier<T> task) {
    if (Thread.currentThread().isVirtual()) {
      return task.get();
    }
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread thread = Thread.ofVirtual().name("richtest-explorer").start(() -> {
      try {
        result.set(task.get());
      } catch (Throwable t) {
        thrown.set(t);
      }
    });
    try {
      thread.join();
    } catch (InterruptedException e) {
      thread.interrupt();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while exploring", e);
    }
    rethrow(thrown.get());
    return result.get();
  }

  /** Throws {@code failure}, a checked one wrapped, if it is not null. */
  static void rethrow(@Nullable Throwable failure) {
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    if (failure != null) {
      throw new RichTestInternalError("exploration failed", failure);
    }
  }
}
