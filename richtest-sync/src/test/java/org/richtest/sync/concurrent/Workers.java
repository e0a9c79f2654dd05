package org.richtest.sync.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.richtest.sync.RichThread;

/**
 * Real threads for production-mode tests (a {@link RichThread} outside an exploration is a platform
 * thread) that keep what a thread throws, so that {@link #joinAll()} fails the test with it.
 */
final class Workers {

  private final List<RichThread> threads = new ArrayList<>();
  private final Queue<Thread> running = new ConcurrentLinkedQueue<>();
  private final Queue<Throwable> thrown = new ConcurrentLinkedQueue<>();

  /** Starts a thread running {@code body}. */
  void start(String name, RichThread.Body body) {
    threads.add(
        RichThread.start(
            name,
            () -> {
              running.add(Thread.currentThread());
              try {
                body.run();
              } catch (Throwable t) {
                thrown.add(t);
              }
            }));
  }

  /**
   * Waits until every started thread is blocked (parked or waiting) or has terminated, so that a
   * test acts only once its workers have reached their blocking call.
   */
  void awaitBlockedOrDone() throws InterruptedException {
    while (running.size() < threads.size()
        || !running.stream()
            .allMatch(
                t ->
                    t.getState() == Thread.State.WAITING
                        || t.getState() == Thread.State.TIMED_WAITING
                        || t.getState() == Thread.State.TERMINATED)) {
      Thread.sleep(1);
    }
  }

  /** Joins every thread, then fails with the first throwable any of them threw. */
  void joinAll() throws InterruptedException {
    for (RichThread thread : threads) {
      thread.join();
    }
    Throwable first = thrown.peek();
    if (first != null) {
      throw new AssertionError(thrown.size() + " worker(s) threw", first);
    }
  }
}
