package org.richtest.sync.concurrent;

import java.util.Collection;
import org.jspecify.annotations.Nullable;

/**
 * An optionally bounded blocking FIFO queue with the API of {@link
 * java.util.concurrent.LinkedBlockingQueue}: under an exploration a line of its own ({@link
 * java.util.concurrent.BlockingQueue} operations as events, {@code put} open while there is room,
 * {@code take} while there is an element), outside one the JDK's queue.
 *
 * @param <E> the element type
 */
public final class LinkedBlockingQueue<E> extends ModelledQueue<E> {

  /** Creates an empty queue of capacity {@link Integer#MAX_VALUE}. */
  public LinkedBlockingQueue() {
    this(Integer.MAX_VALUE, null);
  }

  /**
   * Creates an empty queue holding at most {@code capacity} elements.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public LinkedBlockingQueue(int capacity) {
    this(capacity, null);
  }

  /** Creates an unbounded queue holding the elements of {@code c}, one {@code add} each. */
  public LinkedBlockingQueue(Collection<? extends E> c) {
    this(Integer.MAX_VALUE, null);
    addAll(c);
  }

  /**
   * Creates an empty queue whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public LinkedBlockingQueue(int capacity, @Nullable String name) {
    super(
        checkCapacity(capacity),
        name,
        creatingUnderExploration() ? null : new java.util.concurrent.LinkedBlockingQueue<>(capacity));
  }

  private static int checkCapacity(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
    }
    return capacity;
  }
}
