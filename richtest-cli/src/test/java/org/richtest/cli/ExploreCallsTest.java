package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.richtest.examples.unmodified.ConnectionRegistryScenario;
import org.richtest.junit5.ReachabilityTest;

/**
 * {@code --explore-calls} and {@code @ReachabilityTest(exploreCalls = …)} on the unsynchronized
 * static map of plain JDK code.
 */
class ExploreCallsTest {

  /** The key that enables the fixtures ({@link UnmodifiedThroughFrontDoorsTest.FixturesOnly}). */
  private static final String KEY = "richtest.examples.fixtures";

  @Test
  void reachabilityTest_exploreCalls_failsWithTheConcurrentModification() {
    EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
        .configurationParameter(KEY, "true")
        .selectors(DiscoverySelectors.selectMethod(Fixtures.class, "unsafeMap"))
        .execute();

    assertEquals(1, results.testEvents().failed().count());
    Throwable failure = results.testEvents().failed().list().get(0).getRequiredPayload(
        org.junit.platform.engine.TestExecutionResult.class).getThrowable().orElseThrow();
    assertTrue(causes(failure, ConcurrentModificationException.class), failure.toString());
  }

  private static boolean causes(Throwable failure, Class<? extends Throwable> type) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause) || cause.toString().contains(type.getName())) {
        return true;
      }
    }
    return false;
  }

  @Test
  void commandLine_unsafeMap_violationReportedWithItsCalls_andExploredReachesTheFailures() {
    ByteArrayOutputStream detected = new ByteArrayOutputStream();
    ByteArrayOutputStream explored = new ByteArrayOutputStream();

    int reported = run(detected, List.of("explore", "unmodified-unsafe-map", "--json"));
    int failing = run(explored, List.of("explore", "unmodified-unsafe-map", "--explore-calls",
        "HashMap", "--all-bugs", "--json"));

    String json = detected.toString(StandardCharsets.UTF_8);
    assertEquals(3, reported, "a violation is a finding: " + json);
    assertTrue(json.contains("\"class\":\"java.util.HashMap\",\"field\":\"\",\"on\":\"object\""), json);
    assertTrue(json.contains("\"call\":\"Map.put\",\"thread\":\"opener\""), json);
    String exploredJson = explored.toString(StandardCharsets.UTF_8);
    assertEquals(3, failing, exploredJson);
    assertTrue(exploredJson.contains("\"sequences\":9,"), exploredJson);
    assertTrue(exploredJson.contains("ConcurrentModificationException"), exploredJson);
  }

  @Test
  void commandLine_exploreCallsOfAThreadSafeClass_usageErrorListingTheClasses() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = Main.run(
        List.of("explore", "unmodified-unsafe-map", "--explore-calls", "Vector"),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    String message = err.toString(StandardCharsets.UTF_8);
    assertEquals(2, status, message);
    assertTrue(message.contains("--explore-calls: explored calls 'Vector': not one of the JDK "
        + "classes that are not thread-safe"), message);
    assertTrue(message.contains("HashMap"), message);
  }

  private static int run(ByteArrayOutputStream out, List<String> args) {
    return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  /** The scenario as a user's reachability test would explore its map's calls. */
  @ExtendWith(UnmodifiedThroughFrontDoorsTest.FixturesOnly.class)
  static class Fixtures {
    @ReachabilityTest(exploreCalls = "HashMap")
    void unsafeMap() throws Exception {
      new ConnectionRegistryScenario().run();
    }
  }
}
