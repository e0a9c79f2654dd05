package org.richtest.regressions.drivers;

/**
 * Starts the drivers' threads: a named {@link Thread} whose body may throw a checked exception,
 * which then fails the thread (and so the run) as an {@link IllegalStateException}.
 */
final class DriverThreads {

  /** A thread's body; the library's calls throw checked exceptions. */
  @FunctionalInterface
  interface Body {
    void run() throws Exception;
  }

  private DriverThreads() {}

  /** Starts and returns a thread called {@code name} running {@code body}. */
  static Thread start(String name, Body body) {
    Thread thread = new Thread(() -> {
      try {
        body.run();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(name + ": " + e, e);
      }
    }, name);
    thread.start();
    return thread;
  }

  /** Joins every thread, in order. */
  static void joinAll(Thread... threads) throws InterruptedException {
    for (Thread thread : threads) {
      thread.join();
    }
  }
}
