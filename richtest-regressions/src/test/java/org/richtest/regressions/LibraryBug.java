package org.richtest.regressions;

import java.util.List;
import org.richtest.Program;

/**
 * A concurrency bug from a library's public tracker: its driver, the exploration options it needs,
 * and the releases explored (the buggy one first, then the fix).
 *
 * @param tracker the tracker's id, as the project names it ({@code POOL-147}, {@code log4j 44032})
 * @param library the library's name
 * @param summary what goes wrong, in one line
 * @param driver the plain-JDK program that shows it
 * @param exploreArguments further arguments of {@code explore} (none but {@code --explore-fields})
 * @param releases the buggy release, then the fixed one (and any further one)
 */
record LibraryBug(
    String tracker,
    String library,
    String summary,
    Class<? extends Program> driver,
    List<String> exploreArguments,
    List<Release> releases) {

  /**
   * The package of the drivers, which the agent must be told to rewrite: it skips {@code
   * org.richtest.} by default.
   */
  static final String DRIVER_PACKAGE = "org.richtest.regressions.drivers.";

  LibraryBug {
    exploreArguments = List.copyOf(exploreArguments);
    releases = List.copyOf(releases);
  }

  /**
   * The agent's options: the drivers' package alone. The library's jar is rewritten by default, as
   * any dependency is; the drivers live under {@code org.richtest.}, which the agent leaves alone.
   */
  String agentOptions() {
    return "include=" + DRIVER_PACKAGE;
  }
}
