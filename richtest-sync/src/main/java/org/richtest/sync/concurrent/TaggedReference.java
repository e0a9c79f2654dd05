package org.richtest.sync.concurrent;

import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * What {@link AtomicStampedReference} and {@link AtomicMarkableReference} have in common: a
 * reference and a tag (a stamp, a mark) held as one immutable pair in an {@link AtomicReference}
 * drop-in. Under an exploration the pair is a shared variable of its own: a read is a read event,
 * and an update ({@code compareAndSet}, {@code attemptStamp}, failing or not) one read-modify-write
 * event. References are compared by {@code ==}, tags by value.
 *
 * @param <V> the type of the reference
 * @param <T> the type of the tag
 */
abstract sealed class TaggedReference<V extends @Nullable Object, T>
    permits AtomicStampedReference, AtomicMarkableReference {

  private final AtomicReference<Pair<V, T>> pair;

  /** A reference and its tag, compared by identity when compare-and-set. */
  private record Pair<V extends @Nullable Object, T>(V reference, T tag) {

    boolean holds(@Nullable Object expectedReference, T expectedTag) {
      return reference == expectedReference && tag.equals(expectedTag);
    }
  }

  TaggedReference(V initialRef, T initialTag, @Nullable String name) {
    this.pair = new AtomicReference<>(new Pair<>(initialRef, Objects.requireNonNull(initialTag)),
        name);
  }

  /** Returns the line name. */
  public final String name() {
    return pair.name();
  }

  /** Returns the reference, a read. */
  public final V getReference() {
    return pair.get().reference();
  }

  final T tag() {
    return pair.get().tag();
  }

  /** Returns the reference and stores the tag in {@code holder[0]}, in one read. */
  final V read(T[] holder) {
    Pair<V, T> current = pair.get();
    holder[0] = current.tag();
    return current.reference();
  }

  /**
   * Sets the pair to {@code newReference} and {@code newTag} if it holds {@code expectedReference}
   * and {@code expectedTag}, in one read-modify-write event.
   */
  final boolean compareAndSetTagged(
      V expectedReference, V newReference, T expectedTag, T newTag) {
    return update(current -> current.holds(expectedReference, expectedTag)
        ? new Pair<>(newReference, newTag)
        : null);
  }

  /** Sets the reference and the tag, one write. */
  final void setTagged(V newReference, T newTag) {
    pair.set(new Pair<>(newReference, newTag));
  }

  /** Sets the tag if the reference is {@code expectedReference}, in one event. */
  final boolean attemptTag(V expectedReference, T newTag) {
    return update(current -> current.reference() == expectedReference
        ? new Pair<>(expectedReference, newTag)
        : null);
  }

  /**
   * Replaces the pair by {@code change}'s result unless it is null, in one read-modify-write
   * event, and returns whether it was not. The JDK reads the pair and then compare-and-sets it,
   * which fails also when another thread wrote an equal pair in between; one event is the
   * interleaving in which nothing came between, so every outcome here is one the JDK has.
   */
  private boolean update(Function<Pair<V, T>, @Nullable Pair<V, T>> change) {
    boolean[] changed = new boolean[1];
    pair.updateAndGet(current -> {
      Pair<V, T> next = change.apply(current);
      changed[0] = next != null;
      return next != null ? next : current;
    });
    return changed[0];
  }
}
