package org.richtest.sync;

import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;
import org.richtest.spi.SyncObject;
import org.richtest.spi.ThreadHandle;

/**
 * A binary semaphore (paper section II.C): completions of {@code P} and {@code V} alternate, so both
 * may block — {@code V} on a semaphore whose value is 1 waits for a {@code P}. The open list of a
 * completion is {@code {P}} when the value is 1, else {@code {V}}.
 */
public final class BinarySemaphore extends SyncObject {

  private final OpenList onlyP;
  private final OpenList onlyV;
  private int value;

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
    super(name);
    if (initialValue != 0 && initialValue != 1) {
      throw new IllegalArgumentException(
          "binary semaphore " + name() + ": initial value must be 0 or 1, was " + initialValue);
    }
    this.value = initialValue;
    this.onlyP = OpenList.on(name(), "P");
    this.onlyV = OpenList.on(name(), "V");
  }

  /** Waits until the value is 1, then sets it to 0. */
  @SuppressWarnings("MethodName")
  public void P() {
    controller().call(this, "P");
  }

  /** Waits until the value is 0, then sets it to 1. */
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
    return value == 1 ? onlyP : onlyV;
  }

  @Override
  public synchronized void accept(String operation, ThreadHandle caller) {
    value = operation.equals("P") ? 0 : 1;
  }
}
