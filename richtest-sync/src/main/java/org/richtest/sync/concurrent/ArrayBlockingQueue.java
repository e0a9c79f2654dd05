package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.NotModelled;

/**
 * A bounded blocking FIFO queue of fixed capacity with the API of {@link
 * java.util.concurrent.ArrayBlockingQueue}: under an exploration a line of its own ({@link
 * java.util.concurrent.BlockingQueue} operations as events, {@code put} open while there is room,
 * {@code take} while there is an element), outside one the JDK's queue.
 *
 * @param <E> the element type
 */
public final class ArrayBlockingQueue<E> extends ModelledQueue<E> {

  /**
   * Creates an empty queue holding at most {@code capacity} elements.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public ArrayBlockingQueue(int capacity) {
    this(capacity, false, null);
  }

  /**
   * Creates an empty queue, fair or not.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public ArrayBlockingQueue(int capacity, boolean fair) {
    this(capacity, fair, null);
  }

  /**
   * Creates an empty queue whose line is called {@code name}, or the default name when null.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public ArrayBlockingQueue(int capacity, @Nullable String name) {
    this(capacity, false, name);
  }

  private ArrayBlockingQueue(int capacity, boolean fair, @Nullable String name) {
    super(checkCapacity(capacity), name, real(capacity, fair));
  }

  private static int checkCapacity(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
    }
    return capacity;
  }

  private static <E> java.util.concurrent.@Nullable ArrayBlockingQueue<E> real(
      int capacity, boolean fair) {
    if (creatingUnderExploration()) {
      if (fair) {
        throw NotModelled.fairness("ArrayBlockingQueue(capacity, fair)");
      }
      return null;
    }
    return new java.util.concurrent.ArrayBlockingQueue<>(capacity, fair);
  }
}
