package org.richtest.sync;

import org.jspecify.annotations.Nullable;

/**
 * A counting semaphore (paper section II.C). {@code P} completes only while the value is positive;
 * {@code V} always can, and in production never blocks. Both are calls whose completions are events
 * on the semaphore's line, with open list {@code {V}} plus {@code P} while the value is positive.
 */
public final class CountingSemaphore extends SemaphoreLine implements PVSemaphore {

  /** Creates a semaphore with the default name. */
  public CountingSemaphore(int initialValue) {
    this(initialValue, null);
  }

  /**
   * Creates a semaphore.
   *
   * @throws IllegalArgumentException if {@code initialValue} is negative
   */
  public CountingSemaphore(int initialValue, @Nullable String name) {
    super(name, initialValue, false);
  }

  @Override
  int next(int value, boolean p) {
    return p ? value - 1 : value + 1;
  }

  /** Returns true for {@code V}: it only raises the value, so it never disables a call. */
  @Override
  public boolean onlyEnables(String operation) {
    return operation.equals("V");
  }
}
