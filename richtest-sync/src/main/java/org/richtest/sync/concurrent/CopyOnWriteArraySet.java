package org.richtest.sync.concurrent;

import java.util.Collection;
import java.util.Set;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.richtest.sync.internal.concurrent.Guard;

/**
 * A set whose every change copies it, with the API of {@link
 * java.util.concurrent.CopyOnWriteArraySet}. Its state is always the JDK's set; under an
 * exploration every method is first one event on a line of its own, open at any time, named by the
 * method. Iterators are snapshots, as the JDK's are, taken by one event, and do not remove. Outside
 * an exploration it is the JDK's set: which one it is, it decides when it is created.
 *
 * @param <E> the element type
 */
public final class CopyOnWriteArraySet<E>
    extends DropInCollection<E, java.util.concurrent.CopyOnWriteArraySet<E>> implements Set<E> {

  /** Creates an empty set. */
  public CopyOnWriteArraySet() {
    this((String) null);
  }

  /** Creates a set holding the elements of {@code c}. */
  public CopyOnWriteArraySet(Collection<? extends E> c) {
    this((String) null);
    backing.addAll(read(c));
  }

  /** Creates an empty set whose line is called {@code name}, or the default name when null. */
  public CopyOnWriteArraySet(@Nullable String name) {
    super(Guard.of("CopyOnWriteArraySet", name), new java.util.concurrent.CopyOnWriteArraySet<>());
  }

  /** The JDK's copy-on-write iterators do not remove. */
  @Override
  @Nullable Consumer<? super E> remover() {
    return null;
  }

}
