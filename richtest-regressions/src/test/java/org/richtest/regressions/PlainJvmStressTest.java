package org.richtest.regressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * How often a plain JVM shows each bug: {@link StressLoop} on each release's driver in a fresh JVM
 * without the agent, for at most {@value #RUNS} runs or {@value #SECONDS} seconds, a run hung after
 * {@value #HANG_MILLIS} ms. Prints one Markdown row per release for docs/benchmarks.md; a release
 * RichTest explored without a bug must show none here either. About three minutes, so tagged slow:
 * {@code mvn -pl richtest-regressions -am verify -Drichtest.excludedGroups=none -Dgroups=slow}.
 */
@Tag("slow")
class PlainJvmStressTest {

  private static final int RUNS = 10_000;
  private static final int SECONDS = 10;
  private static final int HANG_MILLIS = 1000;
  private static final Pattern LINE =
      Pattern.compile("runs=(\\d+) failed=(\\d+) hung=(\\d+) seconds=([0-9.]+)");

  @TestFactory
  Stream<DynamicNode> everyBug_inEachRelease_stressedOnAPlainJvm() {
    return LibraryBugs.all().stream().map(bug -> dynamicContainer(bug.tracker(),
        bug.releases().stream().map(release -> dynamicTest(
            bug.library() + " " + release.version(), () -> stress(bug, release)))));
  }

  private static void stress(LibraryBug bug, Release release) throws Exception {
    ChildJvm.Ran ran = ChildJvm.run(release, List.of(), StressLoop.class.getName(),
        List.of(bug.driver().getName(), Integer.toString(RUNS), Integer.toString(SECONDS),
            Integer.toString(HANG_MILLIS)),
        Duration.ofSeconds(SECONDS + 60));
    Matcher matcher = LINE.matcher(ran.out());
    assertTrue(ran.status() == 0 && matcher.find(), ran.describe());
    int shown = Integer.parseInt(matcher.group(2)) + Integer.parseInt(matcher.group(3));
    System.out.println("| " + bug.tracker() + " | " + bug.library() + " " + release.version()
        + " | " + shown + " of " + matcher.group(1) + " runs (" + matcher.group(2) + " failed, "
        + matcher.group(3) + " hung) | " + matcher.group(4) + " s |");
    if (release.expected() == Outcome.NO_BUG) {
      assertEquals(0, shown, "a release explored without a bug showed one: " + ran.describe());
    }
  }
}
