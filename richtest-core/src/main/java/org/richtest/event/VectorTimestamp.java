package org.richtest.event;

import java.util.Arrays;

/**
 * An immutable vector timestamp (paper section IV). Component {@code i} is the integer clock of the
 * i-th thread of the sequence ({@link SynSequence#threads()}); missing trailing components are 0.
 */
public final class VectorTimestamp {

  /** The timestamp with every component 0. */
  public static final VectorTimestamp ZERO = new VectorTimestamp(new int[0]);

  private final int[] components;

  private VectorTimestamp(int[] components) {
    this.components = components;
  }

  /** Returns a timestamp holding a copy of {@code components}. */
  public static VectorTimestamp of(int... components) {
    int length = components.length;
    while (length > 0 && components[length - 1] == 0) {
      length--;
    }
    return length == 0 ? ZERO : new VectorTimestamp(Arrays.copyOf(components, length));
  }

  /** Returns component {@code i}, which is 0 beyond the stored length. */
  public int get(int i) {
    return i < components.length ? components[i] : 0;
  }

  /** Returns the number of stored components; all later ones are 0. */
  public int size() {
    return components.length;
  }

  /** Returns a copy of the components. */
  public int[] toArray() {
    return components.clone();
  }

  /** Returns whether every component is at most the corresponding component of {@code other}. */
  public boolean lessOrEqual(VectorTimestamp other) {
    for (int i = 0; i < components.length; i++) {
      if (components[i] > other.get(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VectorTimestamp other && Arrays.equals(components, other.components);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(components);
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("[");
    for (int i = 0; i < components.length; i++) {
      text.append(i == 0 ? "" : ",").append(components[i]);
    }
    return text.append(']').toString();
  }
}
