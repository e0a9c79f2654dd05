package org.richtest.sync.concurrent;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.ListIterator;
import java.util.RandomAccess;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A list whose every change copies it, with the API of {@link
 * java.util.concurrent.CopyOnWriteArrayList}. Its state is always the JDK's list; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method, and {@code subList} views are events on the same line. Iterators and spliterators are
 * snapshots, as the JDK's are, taken by one event, and do not remove. Outside an exploration it is
 * the JDK's list: which one it is, it decides when it is created.
 *
 * @param <E> the element type
 */
public final class CopyOnWriteArrayList<E> extends SequencedDropIn<E, List<E>>
    implements List<E>, RandomAccess, Cloneable {

  /** Creates an empty list. */
  public CopyOnWriteArrayList() {
    this((String) null);
  }

  /** Creates a list holding the elements of {@code c}, in its iteration order. */
  public CopyOnWriteArrayList(Collection<? extends E> c) {
    this((String) null);
    backing.addAll(read(c));
  }

  /** Creates a list holding a copy of {@code toCopyIn}. */
  public CopyOnWriteArrayList(E[] toCopyIn) {
    this(Arrays.asList(toCopyIn));
  }

  /** Creates an empty list whose line is called {@code name}, or the default name when null. */
  public CopyOnWriteArrayList(@Nullable String name) {
    this(Guard.of("CopyOnWriteArrayList", name),
        new java.util.concurrent.CopyOnWriteArrayList<>());
  }

  private CopyOnWriteArrayList(Guard guard, List<E> backing) {
    super(guard, backing);
  }

  /** The JDK's copy-on-write iterators do not remove. */
  @Override
  @Nullable Consumer<? super E> remover() {
    return null;
  }

  @Override
  public E get(int index) {
    return guard.apply("get", () -> backing.get(index));
  }

  @Override
  public E set(int index, E element) {
    return guard.apply("set", () -> backing.set(index, element));
  }

  @Override
  public void add(int index, E element) {
    guard.run("add", () -> backing.add(index, element));
  }

  @Override
  public E remove(int index) {
    return guard.apply("remove", () -> backing.remove(index));
  }

  @Override
  public int indexOf(Object o) {
    return guard.apply("indexOf", () -> backing.indexOf(o));
  }

  /** Returns the first index of {@code e} at or after {@code index}, or -1. */
  public int indexOf(E e, int index) {
    return guard.apply("indexOf", () -> jdk().indexOf(e, index));
  }

  @Override
  public int lastIndexOf(Object o) {
    return guard.apply("lastIndexOf", () -> backing.lastIndexOf(o));
  }

  /** Returns the last index of {@code e} at or before {@code index}, or -1. */
  public int lastIndexOf(E e, int index) {
    return guard.apply("lastIndexOf", () -> jdk().lastIndexOf(e, index));
  }

  /** Appends {@code e} unless present, in one event; returns whether it was added. */
  public boolean addIfAbsent(E e) {
    return guard.apply("addIfAbsent", () -> jdk().addIfAbsent(e));
  }

  /** Appends each element of {@code c} not present, in one event; returns how many were added. */
  public int addAllAbsent(Collection<? extends E> c) {
    Collection<? extends E> elements = read(c);
    return guard.apply("addAllAbsent", () -> jdk().addAllAbsent(elements));
  }

  @Override
  public boolean addAll(int index, Collection<? extends E> c) {
    Collection<? extends E> elements = read(c);
    return guard.apply("addAll", () -> backing.addAll(index, elements));
  }

  /** Replaces each element by {@code operator}'s result, in one event, in the calling thread. */
  @Override
  public void replaceAll(UnaryOperator<E> operator) {
    guard.run("replaceAll", () -> backing.replaceAll(operator));
  }

  @Override
  public void sort(@Nullable Comparator<? super E> c) {
    guard.run("sort", () -> backing.sort(c));
  }

  @Override
  public ListIterator<E> listIterator() {
    return listIterator(0);
  }

  /** Returns a snapshot, as the JDK's, taken by one event under an exploration. */
  @Override
  public ListIterator<E> listIterator(int index) {
    return guard.listIterator("listIterator", backing, index);
  }

  /** Returns a snapshot, as the JDK's, taken by one event under an exploration. */
  @Override
  public Spliterator<E> spliterator() {
    return Spliterators.spliterator(
        toArray(), Spliterator.IMMUTABLE | Spliterator.ORDERED);
  }

  /** Returns a view of a range, whose methods are events on this list's line. */
  @Override
  public List<E> subList(int fromIndex, int toIndex) {
    return new CopyOnWriteArrayList<>(
        guard, guard.apply("subList", () -> backing.subList(fromIndex, toIndex)));
  }

  /** Returns a copy with a line of its own, read by one event. */
  @Override
  @SuppressWarnings("MethodDoesntCallSuperMethod")
  public CopyOnWriteArrayList<E> clone() {
    return new CopyOnWriteArrayList<>(this);
  }

  private java.util.concurrent.CopyOnWriteArrayList<E> jdk() {
    if (backing instanceof java.util.concurrent.CopyOnWriteArrayList<E> list) {
      return list;
    }
    throw new UnsupportedOperationException("not on a subList view");
  }
}
