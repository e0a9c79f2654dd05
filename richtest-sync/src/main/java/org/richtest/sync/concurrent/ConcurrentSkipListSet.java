package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NavigableSet;
import java.util.SortedSet;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A sorted set for concurrent use with the API of {@link
 * java.util.concurrent.ConcurrentSkipListSet}. Its state is always the JDK's set; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method, and its views ({@code headSet}, {@code descendingSet}, …, and a {@link
 * ConcurrentSkipListMap}'s key sets) are events on the same line. Iterators walk a snapshot taken
 * by one event, one of the behaviours the JDK's weakly consistent iterators may show; bulk
 * operations are one event each. The comparator is no event: it never changes. Outside an
 * exploration it is the JDK's set: which one it is, it decides when it is created.
 *
 * @param <E> the element type
 */
public final class ConcurrentSkipListSet<E> extends DropInCollection<E, NavigableSet<E>>
    implements NavigableSet<E>, Cloneable {

  /** Creates an empty set ordered by its elements' natural order. */
  public ConcurrentSkipListSet() {
    this((String) null);
  }

  /** Creates an empty set ordered by {@code comparator}, natural order when null. */
  public ConcurrentSkipListSet(@Nullable Comparator<? super E> comparator) {
    this(Guard.of("ConcurrentSkipListSet", null),
        new java.util.concurrent.ConcurrentSkipListSet<>(comparator));
  }

  /** Creates a set holding the elements of {@code c}, in their natural order. */
  public ConcurrentSkipListSet(Collection<? extends E> c) {
    this((String) null);
    backing.addAll(read(c));
  }

  /** Creates a set holding the elements of {@code s}, ordered by its comparator. */
  public ConcurrentSkipListSet(SortedSet<E> s) {
    this(s.comparator());
    backing.addAll(read(s));
  }

  /** Creates an empty set whose line is called {@code name}, or the default name when null. */
  public ConcurrentSkipListSet(@Nullable String name) {
    this(Guard.of("ConcurrentSkipListSet", name),
        new java.util.concurrent.ConcurrentSkipListSet<>());
  }

  /** Creates a view of {@code backing} whose methods are events on {@code guard}'s line. */
  ConcurrentSkipListSet(Guard guard, NavigableSet<E> backing) {
    super(guard, backing);
  }

  @Override
  public @Nullable Comparator<? super E> comparator() {
    return backing.comparator();
  }

  @Override
  public E first() {
    return guard.apply("first", backing::first);
  }

  @Override
  public E last() {
    return guard.apply("last", backing::last);
  }

  @Override
  public @Nullable E lower(E e) {
    return guard.apply("lower", () -> backing.lower(e));
  }

  @Override
  public @Nullable E floor(E e) {
    return guard.apply("floor", () -> backing.floor(e));
  }

  @Override
  public @Nullable E ceiling(E e) {
    return guard.apply("ceiling", () -> backing.ceiling(e));
  }

  @Override
  public @Nullable E higher(E e) {
    return guard.apply("higher", () -> backing.higher(e));
  }

  @Override
  public @Nullable E pollFirst() {
    return guard.apply("pollFirst", backing::pollFirst);
  }

  @Override
  public @Nullable E pollLast() {
    return guard.apply("pollLast", backing::pollLast);
  }

  /** Returns the JDK's iterator outside an exploration, a snapshot taken by one event inside. */
  @Override
  public Iterator<E> descendingIterator() {
    return guard.iterator("descendingIterator", backing.descendingSet(), backing::remove);
  }

  @Override
  public NavigableSet<E> descendingSet() {
    return view(backing.descendingSet());
  }

  @Override
  public NavigableSet<E> subSet(
      E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
    return view(backing.subSet(fromElement, fromInclusive, toElement, toInclusive));
  }

  @Override
  public NavigableSet<E> headSet(E toElement, boolean inclusive) {
    return view(backing.headSet(toElement, inclusive));
  }

  @Override
  public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
    return view(backing.tailSet(fromElement, inclusive));
  }

  @Override
  public NavigableSet<E> subSet(E fromElement, E toElement) {
    return subSet(fromElement, true, toElement, false);
  }

  @Override
  public NavigableSet<E> headSet(E toElement) {
    return headSet(toElement, false);
  }

  @Override
  public NavigableSet<E> tailSet(E fromElement) {
    return tailSet(fromElement, true);
  }

  /** Returns a copy with a line of its own and the same order, read by one event. */
  @Override
  @SuppressWarnings("MethodDoesntCallSuperMethod")
  public ConcurrentSkipListSet<E> clone() {
    return new ConcurrentSkipListSet<>(this);
  }

  private NavigableSet<E> view(NavigableSet<E> range) {
    return new ConcurrentSkipListSet<>(guard, range);
  }
}
