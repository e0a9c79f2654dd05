package org.richtest.junit5;

/**
 * Stands for a library in a jar: the integration tests' agent rewrites only the fixtures, so this
 * class's threads are the JDK's own, and nothing controls them.
 */
final class UnrewrittenLibrary {

  private UnrewrittenLibrary() {}

  /** Does some work on a thread of its own and waits for it. */
  static void work() throws InterruptedException {
    Thread worker = new Thread(() -> {}, "library-worker");
    worker.start();
    worker.join();
  }
}
