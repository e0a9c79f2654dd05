package org.richtest.examples.threads;

import java.util.List;
import org.richtest.sync.RichThread;

/** How every example's {@code main} ends: start its threads in order, then join them all. */
public final class Threads {

  private Threads() {}

  /** Returns the threads of {@code threads} whose names start with {@code prefix}, in order. */
  public static List<RichThread> named(List<RichThread> threads, String prefix) {
    return threads.stream().filter(thread -> thread.name().startsWith(prefix)).toList();
  }

  /** Starts {@code threads} in list order, then waits for each to terminate. */
  public static void startAndJoin(List<RichThread> threads) throws InterruptedException {
    for (RichThread thread : threads) {
      thread.start();
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }
}
