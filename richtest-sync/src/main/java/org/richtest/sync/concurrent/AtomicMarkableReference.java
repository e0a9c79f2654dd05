package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A reference and a {@code boolean} mark updated atomically together, with the API of {@link
 * java.util.concurrent.atomic.AtomicMarkableReference}: under an exploration a shared variable of
 * its own, each update one read-modify-write event (see {@link TaggedReference}); outside one
 * a JDK {@code AtomicReference} of the pair.
 *
 * @param <V> the type of the reference
 */
public final class AtomicMarkableReference<V extends @Nullable Object>
    extends TaggedReference<V, Boolean> {

  /** Creates a reference holding {@code initialRef} with {@code initialMark}. */
  public AtomicMarkableReference(V initialRef, boolean initialMark) {
    this(initialRef, initialMark, null);
  }

  /**
   * Creates a reference holding {@code initialRef} with {@code initialMark}, whose line is called
   * {@code name}, or has the default name when null.
   */
  public AtomicMarkableReference(V initialRef, boolean initialMark, @Nullable String name) {
    super(initialRef, initialMark, name);
  }

  /** Returns the mark, a read. */
  public boolean isMarked() {
    return tag();
  }

  /** Returns the reference and stores the mark in {@code markHolder[0]}, in one read. */
  public V get(boolean[] markHolder) {
    Boolean[] holder = new Boolean[1];
    V reference = read(holder);
    markHolder[0] = holder[0];
    return reference;
  }

  /** As {@link #compareAndSet}: never fails spuriously. */
  public boolean weakCompareAndSet(
      V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
    return compareAndSet(expectedReference, newReference, expectedMark, newMark);
  }

  /** Sets both if the reference is {@code expectedReference} (by {@code ==}) and the mark too. */
  public boolean compareAndSet(
      V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
    return compareAndSetTagged(expectedReference, newReference, expectedMark, newMark);
  }

  /** Sets the reference and the mark. */
  public void set(V newReference, boolean newMark) {
    setTagged(newReference, newMark);
  }

  /** Sets the mark if the reference is {@code expectedReference} (by {@code ==}). */
  public boolean attemptMark(V expectedReference, boolean newMark) {
    return attemptTag(expectedReference, newMark);
  }
}
