package org.richtest.regressions;

import java.util.List;

/**
 * A released version of a library: the jar files it runs from (in {@code target/libraries}) and
 * what exploring the bug's driver in it must find.
 *
 * @param version the release's version, as published
 * @param jars the file names of its jar and of its runtime dependencies, if any
 * @param expected what the exploration must find
 */
record Release(String version, List<String> jars, Outcome expected) {

  Release {
    jars = List.copyOf(jars);
  }

  /** A release of {@code artifact} (its jar {@code <artifact>-<version>.jar}) that is explored. */
  static Release of(String artifact, String version, Outcome expected) {
    return new Release(version, List.of(artifact + "-" + version + ".jar"), expected);
  }
}
