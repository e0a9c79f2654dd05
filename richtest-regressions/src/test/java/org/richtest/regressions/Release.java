package org.richtest.regressions;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A released version of a library: the jar files it runs from (in {@code target/libraries}), what
 * exploring the bug's driver in it must find, and, for a release the agent cannot explore yet, why.
 *
 * @param version the release's version, as published
 * @param jars the file names of its jar and of its runtime dependencies, if any
 * @param expected what the exploration must find
 * @param blockedBy why the agent cannot explore it yet (the test is skipped), or null
 */
record Release(String version, List<String> jars, Outcome expected, @Nullable String blockedBy) {

  Release {
    jars = List.copyOf(jars);
  }

  /** A release of {@code artifact} (its jar {@code <artifact>-<version>.jar}) that is explored. */
  static Release of(String artifact, String version, Outcome expected) {
    return new Release(version, List.of(artifact + "-" + version + ".jar"), expected, null);
  }

  /** The same release, which the agent cannot explore yet, for the reason given. */
  Release blockedBy(String reason) {
    return new Release(version, jars, expected, reason);
  }

  /** Why the release cannot be explored yet, if it cannot. */
  Optional<String> blocked() {
    return Optional.ofNullable(blockedBy);
  }
}
