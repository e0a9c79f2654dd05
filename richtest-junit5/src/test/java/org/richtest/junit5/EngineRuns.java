package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * Runs fixture classes through JUnit's {@code EngineTestKit}, as a build would, and reads what a
 * developer sees: the verdict, the failure, the report entries, the lines printed.
 */
final class EngineRuns {

  /** JUnit Jupiter's switch for extensions registered through {@code ServiceLoader}. */
  static final String AUTODETECTION = "junit.jupiter.extensions.autodetection.enabled";

  /** What the fixtures of the latest run printed on standard output. */
  private static List<String> printed = List.of();

  private EngineRuns() {}

  /**
   * Runs {@code fixture} with the configuration parameters {@code parameters} (keys and values in
   * turn) besides the one that enables the fixtures.
   */
  static EngineExecutionResults run(Class<?> fixture, String... parameters) {
    EngineTestKit.Builder engine = EngineTestKit.engine("junit-jupiter")
        .configurationParameter(EngineTestKitOnly.KEY, "true");
    for (int i = 0; i + 1 < parameters.length; i += 2) {
      engine = engine.configurationParameter(parameters[i], parameters[i + 1]);
    }
    PrintStream console = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      return engine.selectors(selectClass(fixture)).execute();
    } finally {
      System.setOut(console);
      printed = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
  }

  /**
   * Returns the lines the fixtures of the latest run printed, which {@link #run} keeps off the
   * console: the lines of fixtures that fail on purpose would read as failures in the build's log.
   */
  static List<String> printed() {
    return printed;
  }

  /** Runs {@code fixture} with the existing tests of classes matching {@code pattern} explored. */
  static EngineExecutionResults explored(Class<?> fixture, String pattern) {
    return run(fixture, AUTODETECTION, "true", ExploredTest.EXPLORE, pattern);
  }

  /** Returns the throwable of the one test, which must have failed. */
  static Throwable failure(EngineExecutionResults results) {
    results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    return results.testEvents().failed().stream()
        .findFirst()
        .orElseThrow()
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable()
        .orElseThrow();
  }

  /** Returns the first report entry published. */
  static Map<String, String> reportEntry(Events events) {
    return events.reportingEntryPublished().stream()
        .findFirst()
        .map(EngineRuns::entry)
        .orElseThrow(() -> new AssertionError("no report entry"));
  }

  /** Returns the report entry of each test that published one, by its display name. */
  static Map<String, Map<String, String>> reportEntries(Events events) {
    Map<String, Map<String, String>> entries = new LinkedHashMap<>();
    for (Event event : events.reportingEntryPublished().list()) {
      String test = event.getTestDescriptor().getDisplayName();
      assertTrue(entries.put(test, entry(event)) == null, "two entries for " + test);
    }
    return entries;
  }

  private static Map<String, String> entry(Event event) {
    return event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
  }
}
