package org.richtest.examples.unmodified;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hit counter on an {@link AtomicInteger} that reads and then writes in two steps: each call is
 * atomic, the increment is not, so two concurrent hits can count as one.
 */
public final class HitCounter {

  private final AtomicInteger hits = new AtomicInteger();

  /** Counts one hit (the mistake: {@code get()} then {@code set()}, not {@code incrementAndGet}). */
  public void hit() {
    int seen = hits.get();
    hits.set(seen + 1);
  }

  /** Returns the hits counted. */
  public int hits() {
    return hits.get();
  }
}
