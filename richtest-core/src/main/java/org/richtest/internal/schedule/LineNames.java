package org.richtest.internal.schedule;

import java.util.concurrent.ConcurrentHashMap;

/**
 * One instance of each line name an executor's runs give: a run names its threads and objects
 * with strings of its own ({@code "p" + i}), and replaying a variant compares them with the names
 * of the earlier run it came from, event by event, which then takes a reference comparison instead
 * of comparing characters. Shared by an exploration's workers; bounded, so that a program naming
 * its lines anew in every run keeps its names as they are once the table is full.
 */
final class LineNames {

  /** The most names kept: far more than a program's lines, few enough to stay small. */
  private static final int MOST = 4096;

  private final ConcurrentHashMap<String, String> names = new ConcurrentHashMap<>();

  /** Returns the instance of {@code name} the executor's runs use: {@code name} if it is new. */
  String canonical(String name) {
    String known = names.get(name);
    if (known != null) {
      return known;
    }
    if (names.size() >= MOST) {
      return name;
    }
    known = names.putIfAbsent(name, name);
    return known == null ? name : known;
  }
}
