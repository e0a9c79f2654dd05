package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A bounded blocking FIFO queue of fixed capacity, the drop-in for {@link
 * java.util.concurrent.ArrayBlockingQueue}. It is built on the modelled {@link
 * org.richtest.sync.ReentrantLock} with conditions {@code notEmpty} and {@code notFull}, so an
 * exploration covers it with signal-and-continue monitor semantics: every operation, including the
 * non-blocking {@code offer}, {@code poll}, {@code peek} and {@code size}, is a lock entry and
 * decides inside the lock. Outside an exploration it is an ordinary bounded queue for real threads.
 *
 * <p>Not modelled: fairness, interruption ({@code put} and {@code take} never throw {@link
 * InterruptedException}) and the timed {@code offer} and {@code poll}, which are rejected with
 * {@link UnsupportedOperationException}. Iterators work on a snapshot rather than being weakly
 * consistent.
 *
 * @param <E> the element type
 */
public final class ArrayBlockingQueue<E> extends LockedQueue<E> {

  /**
   * Creates an empty queue holding at most {@code capacity} elements.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public ArrayBlockingQueue(int capacity) {
    this(capacity, null);
  }

  /**
   * Creates an empty queue whose lock has the line name {@code name}, or the default when null.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public ArrayBlockingQueue(int capacity, @Nullable String name) {
    super(capacity, name);
  }
}
