package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.NoSuchElementException;
import java.util.Queue;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * An unbounded non-blocking queue with the API of {@link
 * java.util.concurrent.ConcurrentLinkedQueue}. Its state is always the JDK's queue; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method, so that a check-then-act ({@code if (!q.isEmpty()) q.poll()}) is explored with every
 * operation of another thread in between. Iterators walk a snapshot taken by one event, one of the
 * behaviours the JDK's weakly consistent iterators may show; bulk operations are one event each.
 * Outside an exploration it is the JDK's queue: which one it is, it decides when it is created.
 *
 * @param <E> the element type
 */
public final class ConcurrentLinkedQueue<E>
    extends DropInCollection<E, java.util.concurrent.ConcurrentLinkedQueue<E>>
    implements Queue<E> {

  /** Creates an empty queue. */
  public ConcurrentLinkedQueue() {
    this((String) null);
  }

  /** Creates a queue holding the elements of {@code c}, in its iteration order. */
  public ConcurrentLinkedQueue(Collection<? extends E> c) {
    this((String) null);
    backing.addAll(read(c));
  }

  /** Creates an empty queue whose line is called {@code name}, or the default name when null. */
  public ConcurrentLinkedQueue(@Nullable String name) {
    super(Guard.of("ConcurrentLinkedQueue", name),
        new java.util.concurrent.ConcurrentLinkedQueue<>());
  }

  @Override
  public boolean offer(E e) {
    return guard.apply("offer", () -> backing.offer(e));
  }

  @Override
  public @Nullable E poll() {
    return guard.apply("poll", backing::poll);
  }

  @Override
  public @Nullable E peek() {
    return guard.apply("peek", backing::peek);
  }

  /**
   * Removes the head.
   *
   * @throws NoSuchElementException if the queue is empty
   */
  @Override
  public E remove() {
    return guard.apply("remove", backing::remove);
  }

  /**
   * Returns the head.
   *
   * @throws NoSuchElementException if the queue is empty
   */
  @Override
  public E element() {
    return guard.apply("element", backing::element);
  }
}
