package org.richtest.examples.unmodified;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A bounded buffer that tests its condition with {@code if} instead of {@code while} before {@code
 * wait()}: a consumer woken by {@code notifyAll()} does not look again, and if another consumer took
 * the item first, it takes from an empty buffer.
 */
public final class IfWaitBuffer {

  private final Deque<Object> items = new ArrayDeque<>();
  private final int capacity;

  /** Creates a buffer of {@code capacity} slots. */
  public IfWaitBuffer(int capacity) {
    this.capacity = capacity;
  }

  /** Deposits {@code value}, waiting while the buffer is full. */
  public synchronized void put(Object value) throws InterruptedException {
    while (items.size() == capacity) {
      wait();
    }
    items.addLast(value);
    notifyAll();
  }

  /**
   * Takes the oldest value, waiting once if the buffer is empty.
   *
   * @throws IllegalStateException if the buffer is empty after the wait
   */
  public synchronized Object take() throws InterruptedException {
    if (items.isEmpty()) {
      wait();
    }
    if (items.isEmpty()) {
      throw new IllegalStateException("take from an empty buffer");
    }
    Object value = items.removeFirst();
    notifyAll();
    return value;
  }
}
