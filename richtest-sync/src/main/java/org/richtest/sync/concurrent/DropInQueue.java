package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.QueueOperations;
import org.richtest.spi.Describable;

/**
 * What the queue drop-ins have in common: each forwards every {@link BlockingQueue} method to the
 * side it chose when it was created, the JDK's queue or its modelled line, after checking that the
 * calling thread may use it; {@code addAll} and the one-argument {@code drainTo} it makes of the
 * others, as the JDK's queues do.
 *
 * @param <E> the element type
 */
abstract sealed class DropInQueue<E> implements BlockingQueue<E>, Describable
    permits ArrayBlockingQueue, LinkedBlockingQueue, SynchronousQueue {

  private final QueueOperations<E> queue;

  DropInQueue(QueueOperations<E> queue) {
    this.queue = queue;
  }

  /**
   * Returns {@code capacity}, checked as the capacity of a bounded queue.
   *
   * @throws IllegalArgumentException if it is less than 1
   */
  static int checkCapacity(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
    }
    return capacity;
  }

  /** Returns the line name. */
  public final String name() {
    return queue.name();
  }

  /** Returns the side, after checking that the calling thread may use it. */
  final QueueOperations<E> checked() {
    queue.checkCaller();
    return queue;
  }

  @Override
  public final void put(E e) throws InterruptedException {
    Objects.requireNonNull(e);
    checked().put(e);
  }

  @Override
  public final E take() throws InterruptedException {
    return checked().take();
  }

  @Override
  public final boolean offer(E e) {
    Objects.requireNonNull(e);
    return checked().offer(e);
  }

  @Override
  public final boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
    Objects.requireNonNull(e);
    return checked().offer(e, timeout, unit);
  }

  /**
   * Appends {@code e}.
   *
   * @throws IllegalStateException if the queue has no room for it now
   */
  @Override
  public final boolean add(E e) {
    Objects.requireNonNull(e);
    return checked().add(e);
  }

  @Override
  public final @Nullable E poll() {
    return checked().poll();
  }

  @Override
  public final @Nullable E poll(long timeout, TimeUnit unit) throws InterruptedException {
    return checked().poll(timeout, unit);
  }

  @Override
  public final E remove() {
    return checked().remove();
  }

  @Override
  public final @Nullable E peek() {
    return checked().peek();
  }

  @Override
  public final E element() {
    return checked().element();
  }

  @Override
  public final int size() {
    return checked().size();
  }

  @Override
  public final boolean isEmpty() {
    return checked().isEmpty();
  }

  @Override
  public final int remainingCapacity() {
    return checked().remainingCapacity();
  }

  @Override
  public final boolean contains(@Nullable Object o) {
    return checked().contains(o);
  }

  @Override
  public final boolean containsAll(Collection<?> c) {
    return checked().containsAll(c);
  }

  @Override
  public final boolean remove(@Nullable Object o) {
    return checked().remove(o);
  }

  @Override
  public final boolean removeIf(Predicate<? super E> filter) {
    Objects.requireNonNull(filter);
    return checked().removeIf(filter);
  }

  @Override
  public boolean removeAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return checked().removeAll(c);
  }

  @Override
  public boolean retainAll(Collection<?> c) {
    Objects.requireNonNull(c);
    return checked().retainAll(c);
  }

  /**
   * Adds every element of {@code c}, one {@code add} at a time as the JDK's queues do.
   *
   * @throws IllegalStateException when an element finds no room
   */
  @Override
  public final boolean addAll(Collection<? extends E> c) {
    if (c == this) {
      throw new IllegalArgumentException("a queue cannot add itself");
    }
    boolean modified = false;
    for (E e : c) {
      modified |= add(e);
    }
    return modified;
  }

  @Override
  public final void clear() {
    checked().clear();
  }

  @Override
  public final int drainTo(Collection<? super E> c) {
    return drainTo(c, Integer.MAX_VALUE);
  }

  @Override
  public final int drainTo(Collection<? super E> c, int maxElements) {
    Objects.requireNonNull(c);
    if (c == this) {
      throw new IllegalArgumentException("a queue cannot drain to itself");
    }
    return checked().drainTo(c, maxElements);
  }

  @Override
  public final Object[] toArray() {
    return checked().toArray();
  }

  @Override
  public final <T> T[] toArray(T[] a) {
    return checked().toArray(a);
  }

  /** Under exploration, an iterator over a snapshot taken by one event. */
  @Override
  public final Iterator<E> iterator() {
    return checked().iterator();
  }

  /** Returns the elements in order, like the JDK's; not an event under exploration. */
  @Override
  public String toString() {
    return queue.toString();
  }
}
