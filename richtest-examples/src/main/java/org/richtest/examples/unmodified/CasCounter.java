package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicInteger;

/** A counter incremented by a compare-and-set loop: correct, whatever the interleaving. */
public final class CasCounter {

  private final AtomicInteger count = new AtomicInteger();

  /** Adds one, retrying when another thread got in between the read and the compare-and-set. */
  public void increment() {
    int seen;
    do {
      seen = count.get();
    } while (!count.compareAndSet(seen, seen + 1));
  }

  /** Returns the count. */
  public int count() {
    return count.get();
  }
}
