package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkQueue;
import org.richtest.sync.internal.concurrent.ModelledQueue;
import org.richtest.sync.internal.concurrent.NotModelled;
import org.richtest.sync.internal.concurrent.QueueOperations;

/**
 * A bounded blocking FIFO queue of fixed capacity with the API of {@link
 * java.util.concurrent.ArrayBlockingQueue}: under an exploration a line of its own ({@link
 * java.util.concurrent.BlockingQueue} operations as events, {@code put} open while there is room,
 * {@code take} while there is an element), outside one the JDK's queue: which one it is, it decides
 * when it is created.
 *
 * @param <E> the element type
 */
public final class ArrayBlockingQueue<E> extends DropInQueue<E> {

  private final int capacity;

  /**
   * Creates an empty queue holding at most {@code capacity} elements.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public ArrayBlockingQueue(int capacity) {
    this(capacity, false, (String) null);
  }

  /**
   * Creates an empty queue, fair or not.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public ArrayBlockingQueue(int capacity, boolean fair) {
    this(capacity, fair, (String) null);
  }

  /**
   * Creates a queue, fair or not, holding the elements of {@code initial} in their iteration order,
   * one {@code add} each.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1 or below {@code initial}'s
   *     size
   * @throws UnsupportedOperationException if {@code fair} under an exploration
   */
  public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> initial) {
    this(capacity, fair, (String) null);
    if (initial.size() > capacity) {
      throw new IllegalArgumentException(
          "capacity " + capacity + " is below the " + initial.size() + " elements given");
    }
    addAll(initial);
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
    super(side(checkCapacity(capacity), fair, name));
    this.capacity = capacity;
  }

  /** Returns the capacity, without an event: a pool built on this queue reads it. */
  int capacity() {
    return capacity;
  }

  private static <E> QueueOperations<E> side(int capacity, boolean fair, @Nullable String name) {
    if (!creatingUnderExploration()) {
      return new JdkQueue<>(new java.util.concurrent.ArrayBlockingQueue<>(capacity, fair),
          "ArrayBlockingQueue", name);
    }
    if (fair) {
      throw NotModelled.fairness("ArrayBlockingQueue(capacity, fair)");
    }
    return new ModelledQueue<>(capacity, name);
  }
}
