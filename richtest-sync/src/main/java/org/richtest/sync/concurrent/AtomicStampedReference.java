package org.richtest.sync.concurrent;

import org.jspecify.annotations.Nullable;

/**
 * A reference and an {@code int} stamp updated atomically together, with the API of {@link
 * java.util.concurrent.atomic.AtomicStampedReference}: under an exploration a shared variable of
 * its own, each update one read-modify-write event (see {@link TaggedReference}); outside one
 * a JDK {@code AtomicReference} of the pair.
 *
 * @param <V> the type of the reference
 */
public final class AtomicStampedReference<V extends @Nullable Object>
    extends TaggedReference<V, Integer> {

  /** Creates a reference holding {@code initialRef} with {@code initialStamp}. */
  public AtomicStampedReference(V initialRef, int initialStamp) {
    this(initialRef, initialStamp, null);
  }

  /**
   * Creates a reference holding {@code initialRef} with {@code initialStamp}, whose line is called
   * {@code name}, or has the default name when null.
   */
  public AtomicStampedReference(V initialRef, int initialStamp, @Nullable String name) {
    super(initialRef, initialStamp, name);
  }

  /** Returns the stamp, a read. */
  public int getStamp() {
    return tag();
  }

  /** Returns the reference and stores the stamp in {@code stampHolder[0]}, in one read. */
  public V get(int[] stampHolder) {
    Integer[] holder = new Integer[1];
    V reference = read(holder);
    stampHolder[0] = holder[0];
    return reference;
  }

  /** As {@link #compareAndSet}: never fails spuriously. */
  public boolean weakCompareAndSet(
      V expectedReference, V newReference, int expectedStamp, int newStamp) {
    return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
  }

  /** Sets both if the reference is {@code expectedReference} (by {@code ==}) and the stamp too. */
  public boolean compareAndSet(
      V expectedReference, V newReference, int expectedStamp, int newStamp) {
    return compareAndSetTagged(expectedReference, newReference, expectedStamp, newStamp);
  }

  /** Sets the reference and the stamp. */
  public void set(V newReference, int newStamp) {
    setTagged(newReference, newStamp);
  }

  /** Sets the stamp if the reference is {@code expectedReference} (by {@code ==}). */
  public boolean attemptStamp(V expectedReference, int newStamp) {
    return attemptTag(expectedReference, newStamp);
  }
}
