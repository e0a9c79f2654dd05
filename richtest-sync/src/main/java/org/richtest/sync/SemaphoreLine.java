package org.richtest.sync;

import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * What counting and binary semaphores share: the value, {@code P} and {@code V} as calls whose
 * completions are events on the semaphore's line, and the two open lists a completion can have. The
 * subclasses say which operations are open at a value and what completing one does to it.
 */
abstract sealed class SemaphoreLine extends SyncObject permits CountingSemaphore, BinarySemaphore {

  private final OpenList whenPositive;
  private final OpenList whenZero;
  private int value;

  SemaphoreLine(@Nullable String name, int initialValue, boolean binary) {
    super(name);
    String kind = binary ? "binary" : "counting";
    boolean valid = binary ? initialValue == 0 || initialValue == 1 : initialValue >= 0;
    if (!valid) {
      throw new IllegalArgumentException(
          kind + " semaphore " + name() + ": initial value must be "
              + (binary ? "0 or 1" : ">= 0") + ", was " + initialValue);
    }
    this.value = initialValue;
    this.whenPositive = binary ? OpenList.on(name(), "P") : OpenList.on(name(), "P", "V");
    this.whenZero = OpenList.on(name(), "V");
  }

  /** Waits until {@code P} can complete, then completes it. */
  @SuppressWarnings("MethodName")
  public final void P() {
    controller().call(this, "P");
  }

  /** Completes a {@code V}; under exploration its completion is a scheduled event. */
  @SuppressWarnings("MethodName")
  public final void V() {
    controller().call(this, "V");
  }

  /** Returns the current value. */
  public final synchronized int value() {
    return value;
  }

  @Override
  public final synchronized OpenList openList() {
    return value > 0 ? whenPositive : whenZero;
  }

  @Override
  public final synchronized void accept(String operation, ThreadHandle caller) {
    value = next(value, operation.equals("P"));
  }

  /** Returns the value after completing a {@code P} (if {@code p}) or a {@code V} at {@code value}. */
  abstract int next(int value, boolean p);
}
