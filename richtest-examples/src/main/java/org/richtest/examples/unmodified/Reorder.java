package org.richtest.examples.unmodified;

/**
 * Two {@code volatile} fields a setter updates one after the other, and a checker that expects to
 * see both old or both new: it can read {@code a} before the update and {@code b} after it, or the
 * other way round (the SCTBench "reorder" pattern, on sequentially consistent fields).
 */
public final class Reorder {

  private volatile int a;
  private volatile int b;

  /** Sets both fields, one after the other. */
  public void set() {
    a = 1;
    b = -1;
  }

  /** Reads both fields and fails unless they are both old or both new. */
  public void check() {
    int seenA = a;
    int seenB = b;
    if (!(seenA == 0 && seenB == 0 || seenA == 1 && seenB == -1)) {
      throw new AssertionError("a = " + seenA + " but b = " + seenB);
    }
  }
}
