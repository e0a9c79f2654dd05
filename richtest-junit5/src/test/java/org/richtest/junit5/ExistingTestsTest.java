package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.explored;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntries;
import static org.richtest.junit5.EngineRuns.reportEntry;
import static org.richtest.junit5.EngineRuns.run;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Existing tests explored without edits to their methods: by {@link ReachabilityTest} on their
 * class, or by the configuration parameter {@code richtest.explore} with the extension
 * autodetected, in a JVM without the agent ({@link ExistingTestsIT} runs with it).
 */
class ExistingTestsTest {

  private static final String FIXTURES = "org.richtest.junit5.ExistingTestFixtures.";

  @BeforeEach
  void resetCounter() {
    Fixtures.BODY_RUNS.set(0);
  }

  @Test
  void classAnnotation_twoTestMethods_bothExplored() {
    EngineExecutionResults results = run(ExistingTestFixtures.ClassAnnotated.class);

    results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(2));
    Map<String, Map<String, String>> entries = reportEntries(results.testEvents());
    assertEquals("2", entries.get("twoThreads()").get("richtest.sequences"));
    assertEquals("6", entries.get("threeThreads()").get("richtest.sequences"));
    assertEquals(8, Fixtures.BODY_RUNS.get(), "each body once per run");
  }

  @Test
  void classAnnotation_methodWithItsOwn_takesTheMethodsAttributes() {
    EngineExecutionResults results = run(ExistingTestFixtures.ClassBudgetMethodOwn.class);

    results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(2));
    Map<String, Map<String, String>> entries = reportEntries(results.testEvents());
    assertEquals("1", entries.get("budgeted()").get("richtest.runs"));
    assertEquals("false", entries.get("budgeted()").get("richtest.complete"));
    assertEquals("6", entries.get("own()").get("richtest.sequences"));
    assertEquals("true", entries.get("own()").get("richtest.complete"));
  }

  @Test
  void classAnnotation_nestedClass_itsTestsExplored() {
    EngineExecutionResults results = run(ExistingTestFixtures.ClassAnnotatedOuter.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals("2", reportEntry(results.testEvents()).get("richtest.sequences"));
  }

  @Test
  void classAnnotation_replay_failsSayingATraceIsOneTests() {
    Throwable failure = failure(run(ExistingTestFixtures.ClassReplay.class));

    assertInstanceOf(IllegalArgumentException.class, failure);
    assertTrue(failure.getMessage().contains("annotate the method"), failure.getMessage());
    assertEquals(0, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_classMatched_unannotatedTestExplored() {
    EngineExecutionResults results = explored(ExistingTestFixtures.Unannotated.class, FIXTURES + "*");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("2", entry.get("richtest.sequences"));
    assertEquals("true", entry.get("richtest.complete"));
    assertEquals(2, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_classNotMatched_testRunsOnceAsUsual() {
    EngineExecutionResults results =
        explored(ExistingTestFixtures.Unannotated.class, "com.acme.*, org.richtest.*Nothing");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals(0, results.testEvents().reportingEntryPublished().count());
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_annotatedTestMatched_exploredOnceWithItsAttributes() {
    EngineExecutionResults results = explored(Fixtures.MutexBudget.class, "*");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("2", entry.get("richtest.runs"));
    assertEquals("false", entry.get("richtest.complete"));
    assertEquals(1, results.testEvents().reportingEntryPublished().count());
  }

  @Test
  void switchBudget_maxRuns_cutsATestTheSwitchExplores() {
    EngineExecutionResults results = run(ExistingTestFixtures.Unannotated.class,
        EngineRuns.AUTODETECTION, "true", ExploredTest.EXPLORE, FIXTURES + "*",
        Configuration.EXPLORE_MAX_RUNS, "1");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("1", entry.get("richtest.runs"));
    assertEquals("false", entry.get("richtest.complete"));
  }

  @Test
  void switchBudget_classAnnotated_keepsTheAnnotationsBudget() {
    EngineExecutionResults results = run(ExistingTestFixtures.ClassAnnotated.class,
        EngineRuns.AUTODETECTION, "true", ExploredTest.EXPLORE, FIXTURES + "*",
        Configuration.EXPLORE_MAX_RUNS, "1", Configuration.EXPLORE_MAX_SECONDS, "1");

    results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(2));
    Map<String, Map<String, String>> entries = reportEntries(results.testEvents());
    assertEquals("6", entries.get("threeThreads()").get("richtest.sequences"));
    assertEquals("true", entries.get("threeThreads()").get("richtest.complete"));
  }

  @Test
  void switchMaxPeriods_notPositive_failsNamingTheParameter() {
    Throwable failure = failure(run(ExistingTestFixtures.Unannotated.class,
        EngineRuns.AUTODETECTION, "true", ExploredTest.EXPLORE, FIXTURES + "*",
        Configuration.EXPLORE_MAX_PERIODS, "0"));

    assertInstanceOf(IllegalArgumentException.class, failure);
    assertEquals("RichTest: the configuration parameter richtest.explore.maxPeriods must be a "
        + "positive number of periods, was '0'", failure.getMessage());
  }

  @Test
  void maxRunMegabytes_spinningTest_failsWithTheMemoryReport() {
    Throwable failure = failure(run(Fixtures.SpinsForEver.class,
        Configuration.MAX_RUN_MEGABYTES, "1"));

    assertTrue(failure.getMessage().contains("memory limit: the run stopped at "),
        failure.getMessage());
    assertTrue(failure.getMessage().contains("MB recorded, its limit of 1 MB"), failure.getMessage());
  }

  @Test
  void switchBudget_notANumber_failsNamingTheParameter() {
    Throwable failure = failure(run(ExistingTestFixtures.Unannotated.class,
        EngineRuns.AUTODETECTION, "true", ExploredTest.EXPLORE, FIXTURES + "*",
        Configuration.EXPLORE_MAX_SECONDS, "-5"));

    assertInstanceOf(IllegalArgumentException.class, failure);
    assertEquals("RichTest: the configuration parameter richtest.explore.maxSeconds must be a "
        + "number of seconds >= 0 (0 for no limit), was '-5'", failure.getMessage());
    assertEquals(0, Fixtures.BODY_RUNS.get());
  }

  @Test
  void logicalClock_notAFlag_failsNamingTheParameter() {
    Throwable failure = failure(run(ExistingTestFixtures.Unannotated.class,
        EngineRuns.AUTODETECTION, "true", ExploredTest.EXPLORE, FIXTURES + "*",
        Configuration.LOGICAL_CLOCK, "off"));

    assertInstanceOf(IllegalArgumentException.class, failure);
    assertEquals("RichTest: the configuration parameter richtest.logicalClock must be true or "
        + "false, was 'off'", failure.getMessage());
    assertEquals(0, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_sequentialTestWithoutTheAgent_failsNamingTheAgent() {
    Throwable failure = failure(explored(ExistingTestFixtures.Sequential.class, FIXTURES + "*"));

    assertTrue(failure.getMessage().contains("attach the RichTest agent"), failure.getMessage());
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void withoutTheSwitch_autodetectedExtension_leavesPlainTestsAlone() {
    EngineExecutionResults results =
        run(ExistingTestFixtures.Sequential.class, EngineRuns.AUTODETECTION, "true");

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertFalse(results.testEvents().reportingEntryPublished().count() > 0);
  }
}
