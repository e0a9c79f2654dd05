package org.richtest.sync.concurrent;

import java.util.SequencedCollection;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * What the collection drop-ins with two ends have in common ({@code ConcurrentLinkedDeque}, {@code
 * CopyOnWriteArrayList}): the {@link SequencedCollection} methods, each one operation of the JDK's
 * collection, atomic as the JDK's, where the interface's defaults would make two of them.
 *
 * @param <E> the element type
 * @param <C> the type of the JDK collection
 */
abstract sealed class SequencedDropIn<E, C extends SequencedCollection<E>>
    extends DropInCollection<E, C> implements SequencedCollection<E>
    permits ConcurrentLinkedDeque, CopyOnWriteArrayList {

  SequencedDropIn(Guard guard, C backing) {
    super(guard, backing);
  }

  @Override
  public final void addFirst(E e) {
    guard.run("addFirst", () -> backing.addFirst(e));
  }

  @Override
  public final void addLast(E e) {
    guard.run("addLast", () -> backing.addLast(e));
  }

  @Override
  public final E getFirst() {
    return guard.apply("getFirst", backing::getFirst);
  }

  @Override
  public final E getLast() {
    return guard.apply("getLast", backing::getLast);
  }

  @Override
  public final E removeFirst() {
    return guard.apply("removeFirst", backing::removeFirst);
  }

  @Override
  public final E removeLast() {
    return guard.apply("removeLast", backing::removeLast);
  }
}
