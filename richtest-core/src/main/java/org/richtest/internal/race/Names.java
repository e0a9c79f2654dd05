package org.richtest.internal.race;

import java.util.Arrays;

/**
 * Numbers names in the order they are first seen. A sequence has a handful of lines and
 * destinations, so a scan beats hashing.
 */
final class Names {
  private String[] names = new String[8];
  private int size;

  /** Returns the number of {@code name}, numbering it if it is new. */
  int number(String name) {
    int found = find(name);
    if (found >= 0) {
      return found;
    }
    if (size == names.length) {
      names = Arrays.copyOf(names, size * 2);
    }
    names[size] = name;
    return size++;
  }

  /**
   * Returns the number of {@code name}, or -1 if it has none. A run names a line with one string
   * throughout, so an identity scan finds most names without comparing characters.
   */
  int find(String name) {
    for (int i = 0; i < size; i++) {
      if (names[i] == name) {
        return i;
      }
    }
    for (int i = 0; i < size; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  int size() {
    return size;
  }
}
