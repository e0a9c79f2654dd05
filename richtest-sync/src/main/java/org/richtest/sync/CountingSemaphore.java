package org.richtest.sync;

import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * A counting semaphore (paper section II.C). {@code P} completes only while the value is positive;
 * {@code V} always can. Both are calls whose completions are events on the semaphore's line, with
 * open list {@code {V}} plus {@code P} while the value is positive.
 */
public final class CountingSemaphore extends SyncObject {

  private final OpenList onlyV;
  private final OpenList both;
  private int value;

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
    super(name);
    if (initialValue < 0) {
      throw new IllegalArgumentException(
          "counting semaphore " + name() + ": initial value must be >= 0, was " + initialValue);
    }
    this.value = initialValue;
    this.onlyV = OpenList.on(name(), "V");
    this.both = OpenList.on(name(), "P", "V");
  }

  /** Waits until the value is positive, then decrements it. */
  @SuppressWarnings("MethodName")
  public void P() {
    controller().call(this, "P");
  }

  /** Increments the value. Under exploration its completion is still a scheduled event. */
  @SuppressWarnings("MethodName")
  public void V() {
    controller().call(this, "V");
  }

  /** Returns the current value. */
  public synchronized int value() {
    return value;
  }

  @Override
  public synchronized OpenList openList() {
    return value > 0 ? both : onlyV;
  }

  @Override
  public synchronized void accept(String operation, ThreadHandle caller) {
    value += operation.equals("P") ? -1 : 1;
  }
}
