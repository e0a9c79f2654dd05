package org.richtest.junit5;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.richtest.NondeterminismException;
import org.richtest.RichTest;
import org.richtest.testkit.Corruptions;
import org.richtest.testkit.Corruptions.Corruption;
import org.richtest.trace.TraceJson;

/**
 * Fuzzes {@code @ReachabilityTest(replay = …)} with seeded corruptions of a saved trace: the test
 * either replays (it passes, or fails with the program's outcome) or fails with an {@link
 * IllegalArgumentException} whose message is one line naming the file and the line and column of
 * the problem, or with a {@link NondeterminismException} naming the event that diverged; never with
 * another exception.
 */
class ReplayFuzzTest {

  private static final int CASES = 40;

  @Test
  void replay_corruptedTraces_failWithOneLineNamingFileAndPlace() throws IOException {
    String trace = TraceJson.write(RichTest.explore(Fixtures::lostUpdate).bugs().get(0).sequence());
    Path file = Path.of(Fixtures.CORRUPT_REPLAY_FILE);
    Files.createDirectories(file.getParent());
    String prefix = "@ReachabilityTest(replay): " + file.toAbsolutePath() + " is not a saved "
        + "sequence: line ";
    List<String> broken = new ArrayList<>();
    int rejected = 0;
    List<Corruption> corruptions = Corruptions.of(trace, 5, CASES);
    for (int i = 0; i < corruptions.size(); i++) {
      Files.write(file, corruptions.get(i).content());
      Optional<Throwable> thrown = outcome();
      if (thrown.isEmpty() || thrown.get() instanceof AssertionError) {
        continue;
      }
      Throwable error = thrown.get();
      String message = String.valueOf(error.getMessage());
      boolean oneLine = message.lines().count() == 1;
      if (error instanceof IllegalArgumentException && oneLine && message.startsWith(prefix)
          || error instanceof NondeterminismException && oneLine) {
        rejected++;
      } else {
        broken.add("case " + i + " (" + corruptions.get(i) + "): " + error);
      }
    }
    if (!broken.isEmpty() || rejected < corruptions.size() / 2) {
      throw new AssertionError(rejected + " rejected; broken: " + broken);
    }
  }

  /** Runs the fixture once; returns what it failed with, or empty if it passed. */
  private static Optional<Throwable> outcome() {
    return EngineTestKit.engine("junit-jupiter")
        .configurationParameter(EngineTestKitOnly.KEY, "true")
        .selectors(selectClass(Fixtures.CorruptReplay.class))
        .execute()
        .testEvents()
        .finished()
        .stream()
        .findFirst()
        .orElseThrow()
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable();
  }
}
