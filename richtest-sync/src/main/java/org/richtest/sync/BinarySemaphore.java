package org.richtest.sync;

import org.jspecify.annotations.Nullable;

/**
 * A binary semaphore (paper section II.C): completions of {@code P} and {@code V} alternate, so both
 * may block — {@code V} on a semaphore whose value is 1 waits for a {@code P}. The open list of a
 * completion is {@code {P}} when the value is 1, else {@code {V}}.
 */
public final class BinarySemaphore extends SemaphoreLine implements PVSemaphore {

  /** Creates a semaphore with the default name. */
  public BinarySemaphore(int initialValue) {
    this(initialValue, null);
  }

  /**
   * Creates a semaphore.
   *
   * @throws IllegalArgumentException if {@code initialValue} is neither 0 nor 1
   */
  public BinarySemaphore(int initialValue, @Nullable String name) {
    super(name, initialValue, true);
  }

  @Override
  int next(int value, boolean p) {
    return p ? 0 : 1;
  }
}
