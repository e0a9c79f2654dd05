package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * An unbounded non-blocking deque with the API of {@link
 * java.util.concurrent.ConcurrentLinkedDeque}. Its state is always the JDK's deque; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method. Iterators, descending ones included, walk a snapshot taken by one event, one of the
 * behaviours the JDK's weakly consistent iterators may show; bulk operations are one event each.
 * Outside an exploration it is the JDK's deque: which one it is, it decides when it is created.
 *
 * @param <E> the element type
 */
public final class ConcurrentLinkedDeque<E>
    extends SequencedDropIn<E, java.util.concurrent.ConcurrentLinkedDeque<E>>
    implements Deque<E> {

  /** Creates an empty deque. */
  public ConcurrentLinkedDeque() {
    this((String) null);
  }

  /** Creates a deque holding the elements of {@code c}, in its iteration order. */
  public ConcurrentLinkedDeque(Collection<? extends E> c) {
    this((String) null);
    backing.addAll(read(c));
  }

  /** Creates an empty deque whose line is called {@code name}, or the default name when null. */
  public ConcurrentLinkedDeque(@Nullable String name) {
    super(Guard.of("ConcurrentLinkedDeque", name),
        new java.util.concurrent.ConcurrentLinkedDeque<>());
  }

  @Override
  public boolean offerFirst(E e) {
    return guard.apply("offerFirst", () -> backing.offerFirst(e));
  }

  @Override
  public boolean offerLast(E e) {
    return guard.apply("offerLast", () -> backing.offerLast(e));
  }

  @Override
  public @Nullable E pollFirst() {
    return guard.apply("pollFirst", backing::pollFirst);
  }

  @Override
  public @Nullable E pollLast() {
    return guard.apply("pollLast", backing::pollLast);
  }

  @Override
  public @Nullable E peekFirst() {
    return guard.apply("peekFirst", backing::peekFirst);
  }

  @Override
  public @Nullable E peekLast() {
    return guard.apply("peekLast", backing::peekLast);
  }

  @Override
  public boolean removeFirstOccurrence(Object o) {
    return guard.apply("removeFirstOccurrence", () -> backing.removeFirstOccurrence(o));
  }

  @Override
  public boolean removeLastOccurrence(Object o) {
    return guard.apply("removeLastOccurrence", () -> backing.removeLastOccurrence(o));
  }

  @Override
  public boolean offer(E e) {
    return guard.apply("offer", () -> backing.offer(e));
  }

  @Override
  public E remove() {
    return guard.apply("remove", backing::remove);
  }

  @Override
  public @Nullable E poll() {
    return guard.apply("poll", backing::poll);
  }

  @Override
  public E element() {
    return guard.apply("element", backing::element);
  }

  @Override
  public @Nullable E peek() {
    return guard.apply("peek", backing::peek);
  }

  @Override
  public void push(E e) {
    guard.run("push", () -> backing.push(e));
  }

  @Override
  public E pop() {
    return guard.apply("pop", backing::pop);
  }

  /** Returns the JDK's iterator outside an exploration, a snapshot taken by one event inside. */
  @Override
  public Iterator<E> descendingIterator() {
    return guard.iterator(
        "descendingIterator", backing.reversed(), backing::removeLastOccurrence);
  }
}
