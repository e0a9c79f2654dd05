package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.richtest.examples.Example;
import org.richtest.examples.Examples;
import org.richtest.examples.unmodified.CasCounterScenario;
import org.richtest.examples.unmodified.HitCounterScenario;
import org.richtest.examples.unmodified.IfWaitBufferScenario;
import org.richtest.examples.unmodified.InventoryScenario;
import org.richtest.examples.unmodified.LazyConfigScenario;
import org.richtest.examples.unmodified.NotifyBufferScenario;
import org.richtest.examples.unmodified.PageRendererScenario;
import org.richtest.examples.unmodified.PipelineScenario;
import org.richtest.examples.unmodified.ReorderScenario;
import org.richtest.examples.unmodified.SessionRegistryScenario;
import org.richtest.examples.unmodified.StartupGateScenario;
import org.richtest.junit5.ReachabilityTest;

/**
 * The unmodified examples through the two doors users take: a {@code @ReachabilityTest} whose body
 * runs the plain JDK scenario, and {@code richtest explore <name> --json}. Each gives the count and
 * the bugs its registration pins (which {@link UnmodifiedExamplesTest} checks against the twin and
 * the oracle).
 */
class UnmodifiedThroughFrontDoorsTest {

  private static final String KEY = "richtest.examples.fixtures";

  static Stream<Arguments> examples() {
    return Stream.of(
        Arguments.of("unmodified-notify-buffer", "notifyBuffer"),
        Arguments.of("unmodified-if-wait", "ifWait"),
        Arguments.of("unmodified-sessions", "sessions"),
        Arguments.of("unmodified-startup-gate", "startupGate"),
        Arguments.of("unmodified-pipeline", "pipeline"),
        Arguments.of("unmodified-future-get", "futureGet"),
        Arguments.of("unmodified-lost-update", "lostUpdate"),
        Arguments.of("unmodified-reorder", "reorder"),
        Arguments.of("unmodified-cas-counter", "casCounter"));
  }

  /** The examples whose plain fields race: no failure, but a data race fails the test. */
  static Stream<Arguments> racy() {
    return Stream.of(
        Arguments.of("unmodified-wrong-lock", "wrongLock", 3),
        Arguments.of("unmodified-double-checked", "doubleChecked", 1));
  }

  @ParameterizedTest
  @MethodSource("racy")
  void reachabilityTest_dataRace_failsUnlessAllowed(String name, String fixture, int races) {
    EngineExecutionResults failing = execute(fixture);
    EngineExecutionResults allowed = execute(fixture + "Allowed");

    assertEquals(1, failing.testEvents().failed().count(), name);
    String message = failing.testEvents().failed().stream().findFirst().orElseThrow()
        .getRequiredPayload(org.junit.platform.engine.TestExecutionResult.class)
        .getThrowable().orElseThrow().getMessage();
    assertTrue(message.startsWith(races + " data race"), message);
    assertTrue(message.contains("failOnDataRace = false"), message);
    assertEquals(0, allowed.testEvents().failed().count(), name);
    Map<String, String> entry = allowed.testEvents().reportingEntryPublished().stream()
        .findFirst().orElseThrow().getRequiredPayload(ReportEntry.class).getKeyValuePairs();
    assertEquals(Integer.toString(races), entry.get("richtest.dataRaces"));
  }

  @ParameterizedTest
  @MethodSource("racy")
  void commandLine_dataRace_exitsThreeWithTheRacesInJson(String name, String fixture, int races) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    int status = Main.run(List.of("explore", name, "--json"),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    String json = out.toString(StandardCharsets.UTF_8);
    assertEquals(3, status, json);
    assertTrue(json.contains("\"dataRaces\":" + races + ",\"races\":[{\"class\":"), json);
    assertTrue(json.contains("\"first\":{\"access\":"), json);
  }

  @Test
  void commandLine_exploreFields_wrongLockFieldInterleaved_losesAnUpdate() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = Main.run(
        List.of("explore", "unmodified-wrong-lock", "--explore-fields", "Inventory.stock",
            "--all-bugs", "--json"),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    String json = out.toString(StandardCharsets.UTF_8);
    assertEquals(3, status, json);
    assertTrue(json.contains("\"sequences\":4,"), json);
    assertTrue(json.contains("\"failures\":2,\"deadlocks\":0,\"dataRaces\":0,"), json);
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void commandLine_exploreFieldsNoRunAccesses_warnsNamingTheField() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    Main.run(
        List.of("explore", "unmodified-wrong-lock", "--explore-fields",
            "Inventory.stock,Inventory.nosuch", "--json"),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    String warnings = err.toString(StandardCharsets.UTF_8);
    assertTrue(warnings.contains("richtest: warning: explored fields [Inventory.nosuch]: no run "
        + "accessed such a field"), warnings);
  }

  @Test
  void commandLine_exploreFieldsWithoutClass_usageError() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = Main.run(
        List.of("explore", "unmodified-wrong-lock", "--explore-fields", "stock"),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    assertEquals(2, status);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("'stock'"), err::toString);
  }

  private static EngineExecutionResults execute(String fixture) {
    return EngineTestKit.engine("junit-jupiter")
        .configurationParameter(KEY, "true")
        .selectors(selectMethod(Fixtures.class, fixture))
        .execute();
  }

  @ParameterizedTest
  @MethodSource("examples")
  void reachabilityTest_unmodifiedScenario_countAndBugAsRegistered(String name, String fixture) {
    Example example = Examples.byName(name).orElseThrow();

    EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
        .configurationParameter(KEY, "true")
        .selectors(selectMethod(Fixtures.class, fixture))
        .execute();

    Map<String, String> entry = results.testEvents().reportingEntryPublished().stream()
        .findFirst()
        .orElseThrow()
        .getRequiredPayload(ReportEntry.class)
        .getKeyValuePairs();
    assertEquals(Long.toString(example.expectedSequences()), entry.get("richtest.sequences"));
    assertEquals("true", entry.get("richtest.complete"));
    long failed = results.testEvents().failed().count();
    assertEquals(example.expectBug() ? 1 : 0, failed, name);
  }

  @ParameterizedTest
  @MethodSource("examples")
  void commandLine_explore_countAndBugAsRegistered(String name, String fixture) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = Main.run(List.of("explore", name, "--all-bugs", "--json"),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    Example example = Examples.byName(name).orElseThrow();
    String json = out.toString(StandardCharsets.UTF_8);
    assertTrue(json.contains("\"sequences\":" + example.expectedSequences() + ","), json);
    assertTrue(json.contains("\"complete\":true"), json);
    assertEquals(example.expectBug() ? 3 : 0, status, "exit status: 3 a bug found, 0 none; " + err);
  }

  /** Enables {@link Fixtures} only under {@code EngineTestKit}: some fail on purpose. */
  static final class FixturesOnly implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
      return context.getConfigurationParameter(KEY).isPresent()
          ? ConditionEvaluationResult.enabled("run by EngineTestKit")
          : ConditionEvaluationResult.disabled("a fixture, run only through EngineTestKit");
    }
  }

  /** The scenarios as a user's reachability tests would run them. */
  @ExtendWith(FixturesOnly.class)
  static class Fixtures {
    @ReachabilityTest(stopAtFirstBug = false)
    void notifyBuffer() throws Exception {
      new NotifyBufferScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void ifWait() throws Exception {
      new IfWaitBufferScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void sessions() throws Exception {
      new SessionRegistryScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void startupGate() throws Exception {
      new StartupGateScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void pipeline() throws Exception {
      new PipelineScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void futureGet() throws Exception {
      new PageRendererScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void lostUpdate() throws Exception {
      new HitCounterScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void reorder() throws Exception {
      new ReorderScenario().run();
    }

    @ReachabilityTest(stopAtFirstBug = false)
    void casCounter() throws Exception {
      new CasCounterScenario().run();
    }

    @ReachabilityTest
    void wrongLock() throws Exception {
      new InventoryScenario().run();
    }

    @ReachabilityTest(failOnDataRace = false)
    void wrongLockAllowed() throws Exception {
      new InventoryScenario().run();
    }

    @ReachabilityTest
    void doubleChecked() throws Exception {
      new LazyConfigScenario().run();
    }

    @ReachabilityTest(failOnDataRace = false)
    void doubleCheckedAllowed() throws Exception {
      new LazyConfigScenario().run();
    }
  }
}
