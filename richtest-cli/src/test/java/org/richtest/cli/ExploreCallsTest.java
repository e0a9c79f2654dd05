package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --explore-calls} on the unsynchronized static map of plain JDK code. */
class ExploreCallsTest {

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
}
