package org.richtest.examples.unmodified;

import org.jspecify.annotations.Nullable;

/**
 * A one-slot buffer written the classic way, with one mistake: {@code notify()} where {@code
 * notifyAll()} is needed. A notification meant for a producer can wake a consumer instead, and then
 * everyone waits.
 */
public final class NotifyBuffer {

  private @Nullable Object item;

  /** Deposits {@code value}, waiting while the slot is full. */
  public synchronized void put(Object value) throws InterruptedException {
    while (item != null) {
      wait();
    }
    item = value;
    notify();
  }

  /** Takes the value, waiting while the slot is empty. */
  public synchronized Object take() throws InterruptedException {
    while (item == null) {
      wait();
    }
    Object value = item;
    item = null;
    notify();
    return value;
  }
}
