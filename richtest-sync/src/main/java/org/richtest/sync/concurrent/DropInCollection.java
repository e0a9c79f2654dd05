package org.richtest.sync.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * What the collection drop-ins and their views have in common: their state is the JDK's own
 * collection, and each {@link Collection} method is one operation on it through the drop-in's
 * {@link Guard}, an event on the drop-in's line under an exploration. Bulk operations ({@code
 * addAll}, {@code removeAll}, {@code containsAll}, …) are one event too: atomic, which the JDK
 * allows though only the copy-on-write classes promise it.
 *
 * @param <E> the element type
 * @param <C> the type of the JDK collection
 */
abstract sealed class DropInCollection<E, C extends Collection<E>> implements Collection<E>
    permits ConcurrentLinkedQueue, SequencedDropIn, CopyOnWriteArraySet, ConcurrentSkipListSet,
        CollectionView, SetView {

  final Guard guard;
  final C backing;

  DropInCollection(Guard guard, C backing) {
    this.guard = guard;
    this.backing = backing;
  }

  /** Returns the line name. */
  public final String name() {
    return guard.name();
  }

  /**
   * Returns what an iterator's {@code remove} does to the collection under an exploration, or null
   * where the JDK's iterators do not remove (the copy-on-write ones).
   */
  @Nullable Consumer<? super E> remover() {
    return backing::remove;
  }

  @Override
  public final int size() {
    return guard.apply("size", backing::size);
  }

  @Override
  public final boolean isEmpty() {
    return guard.apply("isEmpty", backing::isEmpty);
  }

  @Override
  public final boolean contains(Object o) {
    return guard.apply("contains", () -> backing.contains(o));
  }

  /** Returns the JDK's iterator outside an exploration, a snapshot taken by one event inside. */
  @Override
  public final Iterator<E> iterator() {
    return guard.iterator("iterator", backing, remover());
  }

  @Override
  public final Object[] toArray() {
    return guard.apply("toArray", backing::toArray);
  }

  @Override
  public final <T> T[] toArray(T[] a) {
    return guard.apply("toArray", () -> backing.toArray(a));
  }

  @Override
  public final boolean add(E e) {
    return guard.apply("add", () -> backing.add(e));
  }

  @Override
  public final boolean remove(Object o) {
    return guard.apply("remove", () -> backing.remove(o));
  }

  @Override
  public final boolean containsAll(Collection<?> c) {
    Collection<?> elements = read(c);
    return guard.apply("containsAll", () -> backing.containsAll(elements));
  }

  @Override
  public final boolean addAll(Collection<? extends E> c) {
    Collection<? extends E> elements = read(c);
    return guard.apply("addAll", () -> backing.addAll(elements));
  }

  @Override
  public final boolean removeAll(Collection<?> c) {
    Collection<?> elements = read(c);
    return guard.apply("removeAll", () -> backing.removeAll(elements));
  }

  @Override
  public final boolean retainAll(Collection<?> c) {
    Collection<?> elements = read(c);
    return guard.apply("retainAll", () -> backing.retainAll(elements));
  }

  /** Tests each element in the calling thread, after the one event, as a whole. */
  @Override
  public final boolean removeIf(Predicate<? super E> filter) {
    return guard.apply("removeIf", () -> backing.removeIf(filter));
  }

  @Override
  public final void clear() {
    guard.run("clear", backing::clear);
  }

  /** Runs {@code action} on a snapshot taken by one event under an exploration. */
  @Override
  public final void forEach(Consumer<? super E> action) {
    guard.forEach("forEach", backing, action);
  }

  /**
   * Compares as the JDK's collection does: by value for a list or a set, in one event, by identity
   * otherwise (a queue, a map's values).
   */
  @Override
  public final boolean equals(@Nullable Object o) {
    return o == this || (byValue() && guard.apply("equals", () -> backing.equals(o)));
  }

  /** Returns the hash code of the JDK's collection, in one event, or this one's identity. */
  @Override
  public final int hashCode() {
    return byValue() ? guard.apply("hashCode", backing::hashCode) : System.identityHashCode(this);
  }

  private boolean byValue() {
    return backing instanceof List<?> || backing instanceof Set<?>;
  }

  /** Returns the elements as text, like the JDK's; not an event under exploration. */
  @Override
  public final String toString() {
    return guard.describe(backing);
  }

  /**
   * Returns the elements of {@code c} read before the event, since reading another drop-in is an
   * event of its own, which must not come between this one and its effect; for this collection
   * itself the JDK's collection is passed on, so that the JDK's answer to it is kept.
   */
  @SuppressWarnings("unchecked")
  final <T> Collection<T> read(Collection<T> c) {
    return c == this ? (Collection<T>) backing : new ArrayList<>(c);
  }
}
