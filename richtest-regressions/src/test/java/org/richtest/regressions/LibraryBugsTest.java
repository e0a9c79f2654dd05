package org.richtest.regressions;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Every library bug explored in each of its releases through the agent and the command line, in a
 * fresh JVM each, with the default options: the buggy release must show the bug, the fixed one
 * must be explored completely without any (but for POOL-189, whose fix leaves a window). Each test
 * prints its figures (the sequences, the seconds) for docs/benchmarks.md.
 */
class LibraryBugsTest {

  @TestFactory
  Stream<DynamicNode> everyBug_inEachRelease_givesItsOutcome() {
    return LibraryBugs.all().stream().map(bug -> dynamicContainer(
        bug.tracker() + ": " + bug.summary(),
        bug.releases().stream().map(release -> dynamicTest(
            bug.library() + " " + release.version() + " -> " + release.expected(),
            () -> explore(bug, release)))));
  }

  private static void explore(LibraryBug bug, Release release) throws Exception {
    Exploration exploration = Exploration.of(bug, release);
    System.out.println(String.format(Locale.ROOT,
        "explored %s %s %s: %s, %d sequences, %.3f s, complete %s",
        bug.tracker(), bug.library(), release.version(), release.expected(),
        exploration.sequences(), exploration.seconds(), exploration.complete()));
    assertTrue(exploration.found(release.expected()),
        bug.tracker() + " in " + release.version() + " should give " + release.expected() + ":\n"
            + exploration.output());
  }
}
