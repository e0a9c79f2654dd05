package org.richtest.sync.concurrent;

import static org.richtest.sync.internal.concurrent.DropInOperations.creatingUnderExploration;

import java.util.Collection;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.JdkQueue;
import org.richtest.sync.internal.concurrent.ModelledQueue;
import org.richtest.sync.internal.concurrent.QueueOperations;

/**
 * An optionally bounded blocking FIFO queue with the API of {@link
 * java.util.concurrent.LinkedBlockingQueue}: under an exploration a line of its own ({@link
 * java.util.concurrent.BlockingQueue} operations as events, {@code put} open while there is room,
 * {@code take} while there is an element), outside one the JDK's queue: which one it is, it decides
 * when it is created.
 *
 * @param <E> the element type
 */
public final class LinkedBlockingQueue<E> extends DropInQueue<E> {

  private final int capacity;

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
    super(side(checkCapacity(capacity), name));
    this.capacity = capacity;
  }

  private static <E> QueueOperations<E> side(int capacity, @Nullable String name) {
    return creatingUnderExploration()
        ? new ModelledQueue<>(capacity, name)
        : new JdkQueue<>(
            new java.util.concurrent.LinkedBlockingQueue<>(capacity), "LinkedBlockingQueue", name);
  }

  /** Returns the most elements the queue holds; not an event. */
  int capacity() {
    return capacity;
  }
}
