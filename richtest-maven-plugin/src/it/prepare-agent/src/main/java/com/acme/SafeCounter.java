package com.acme;

/** A hit counter whose increments are atomic. */
public final class SafeCounter {

  private int hits;

  /** Counts one hit. */
  public synchronized void hit() {
    hits++;
  }

  /** Returns the hits counted. */
  public synchronized int hits() {
    return hits;
  }
}
