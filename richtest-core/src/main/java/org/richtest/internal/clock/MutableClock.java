package org.richtest.internal.clock;

import java.util.Arrays;
import org.richtest.event.VectorTimestamp;

/**
 * The vector clock a thread or a synchronization object maintains during a run (paper section IV).
 * It grows as threads are created; absent components are 0.
 */
public final class MutableClock {

  private int[] components;

  /** Creates a clock with every component 0. */
  public MutableClock() {
    components = new int[4];
  }

  /** Creates a clock with every component 0, with room for {@code width} components. */
  public MutableClock(int width) {
    components = new int[width];
  }

  /** Creates a copy of {@code other}, as a child thread's clock starts as its parent's. */
  public MutableClock(MutableClock other) {
    components = other.components.clone();
  }

  /** Increments component {@code i}: a thread's own clock at each of its events. */
  public void tick(int i) {
    if (i >= components.length) {
      grow(Math.max(i + 1, components.length * 2));
    }
    components[i]++;
  }

  /** Sets every component to the maximum of its value here and in {@code other}. */
  public void merge(MutableClock other) {
    int[] theirs = other.components;
    fit(theirs.length);
    for (int i = 0; i < theirs.length; i++) {
      if (theirs[i] > components[i]) {
        components[i] = theirs[i];
      }
    }
  }

  /** Sets every component to the maximum of its value here and in {@code timestamp}. */
  public void merge(VectorTimestamp timestamp) {
    fit(timestamp.size());
    for (int i = 0; i < timestamp.size(); i++) {
      components[i] = Math.max(components[i], timestamp.get(i));
    }
  }

  /** Sets every component to the maximum of its value here and in {@code timestamp}. */
  public void merge(int[] timestamp) {
    fit(timestamp.length);
    for (int i = 0; i < timestamp.length; i++) {
      if (timestamp[i] > components[i]) {
        components[i] = timestamp[i];
      }
    }
  }

  /** Returns how many components the clock has room for without growing. */
  public int width() {
    return components.length;
  }

  /** Returns component {@code i}. */
  public int get(int i) {
    return i < components.length ? components[i] : 0;
  }

  /**
   * Returns a copy of the components, as many as the clock holds (at least every thread's so far;
   * absent ones are 0): a timestamp to record without trimming it.
   */
  public int[] copy() {
    return components.clone();
  }

  /**
   * Writes the first {@code length} components into {@code target} from {@code offset}, 0 beyond
   * the clock's: a recording keeps every timestamp in one array, without a copy of its own.
   */
  public void copyTo(int[] target, int offset, int length) {
    int copied = Math.min(length, components.length);
    System.arraycopy(components, 0, target, offset, copied);
    Arrays.fill(target, offset + copied, offset + length, 0);
  }

  /** Returns an immutable copy. */
  public VectorTimestamp snapshot() {
    return VectorTimestamp.of(components);
  }

  /**
   * Makes room for {@code length} components, exactly: a merge that grew the clock to twice its
   * length would make it longer than the clock it learned from, which would grow in turn when it
   * learned back, so that two lines exchanging knowledge doubled their clocks at every round trip
   * (gigabytes of timestamps within one run of threads spinning on an atomic).
   */
  private void fit(int length) {
    if (length > components.length) {
      grow(length);
    }
  }

  private void grow(int length) {
    components = Arrays.copyOf(components, length);
  }

  @Override
  public String toString() {
    return snapshot().toString();
  }
}
