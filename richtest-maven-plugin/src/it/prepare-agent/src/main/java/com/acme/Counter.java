package com.acme;

/** A hit counter with a planted bug: volatile makes each read and write visible, not the increment atomic. */
public final class Counter {

  private volatile int hits;

  /** Counts one hit. */
  public void hit() {
    hits = hits + 1;
  }

  /** Returns the hits counted. */
  public int hits() {
    return hits;
  }
}
