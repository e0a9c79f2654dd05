package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * An optionally bounded blocking FIFO queue, the drop-in for {@link
 * java.util.concurrent.LinkedBlockingQueue}; unbounded means a capacity of {@link
 * Integer#MAX_VALUE}. It is built on the modelled {@link org.richtest.sync.ReentrantLock} with
 * conditions {@code notEmpty} and {@code notFull}, so an exploration covers it with
 * signal-and-continue monitor semantics: every operation is a lock entry and decides inside the
 * lock. Outside an exploration it is an ordinary blocking queue for real threads.
 *
 * <p>Not modelled: the JDK's separate put and take locks (one lock serializes both ends, which
 * changes performance, not behaviour), interruption ({@code put} and {@code take} never throw
 * {@link InterruptedException}) and the timed {@code offer} and {@code poll}, which are rejected
 * with {@link UnsupportedOperationException}. Iterators work on a snapshot rather than being weakly
 * consistent.
 *
 * @param <E> the element type
 */
public final class LinkedBlockingQueue<E> extends LockedQueue<E> {

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

  /**
   * Creates an empty queue whose lock has the line name {@code name}, or the default when null.
   *
   * @throws IllegalArgumentException if {@code capacity} is less than 1
   */
  public LinkedBlockingQueue(int capacity, @Nullable String name) {
    super(capacity, name);
  }
}
