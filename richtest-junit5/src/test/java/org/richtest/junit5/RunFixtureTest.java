package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntry;
import static org.richtest.junit5.EngineRuns.run;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Every run of an explored test gets what a plain JUnit execution would give it ({@link
 * RunFixture}): a fresh instance, or the one instance under {@code PER_CLASS}, with its {@code
 * BeforeEach} and {@code AfterEach} methods around the body; where that cannot be done the fixture
 * is made once and the report entry says why.
 */
class RunFixtureTest {

  @BeforeEach
  void resetCounts() {
    LifecycleFixtures.reset();
  }

  @Test
  void perMethod_everyRunAFreshInstanceSetUpAndTornDown() {
    EngineExecutionResults results = run(LifecycleFixtures.PerMethod.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("2", entry.get("richtest.sequences"));
    assertEquals("run", entry.get("richtest.fixture"));
    int runs = Fixtures.BODY_RUNS.get();
    assertTrue(runs >= 2, runs + " runs");
    assertEquals(runs + 1, LifecycleFixtures.INSTANCES.get(), "one per run, and JUnit's own");
    assertEquals(runs, LifecycleFixtures.BEFORE_EACH.get());
    assertEquals(runs, LifecycleFixtures.AFTER_EACH.get());
  }

  @Test
  void perClass_oneInstanceSetUpInEveryRun() {
    EngineExecutionResults results = run(LifecycleFixtures.PerClass.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertEquals("run", reportEntry(results.testEvents()).get("richtest.fixture"));
    assertEquals(1, LifecycleFixtures.INSTANCES.get());
    assertEquals(Fixtures.BODY_RUNS.get(), LifecycleFixtures.BEFORE_EACH.get());
  }

  @Test
  void bodyFails_afterEachRunsAndTheBodysFailureIsReported() {
    Throwable failure = failure(run(LifecycleFixtures.BodyFails.class));

    assertTrue(failure.getCause().getMessage().startsWith("the body failed"),
        failure.getMessage());
    assertEquals(Fixtures.BODY_RUNS.get(), LifecycleFixtures.AFTER_EACH.get());
  }

  @Test
  void afterEachFails_theRunFails() {
    Throwable failure = failure(run(LifecycleFixtures.AfterEachFails.class));

    assertEquals("@AfterEach failed", failure.getCause().getMessage(), failure.getMessage());
    assertEquals(Fixtures.BODY_RUNS.get(), LifecycleFixtures.AFTER_EACH.get());
  }

  @Test
  void tempDirField_fixtureOncePerExplorationSayingWhy() {
    EngineExecutionResults results = run(LifecycleFixtures.TempDirField.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("exploration", entry.get("richtest.fixture"));
    assertTrue(entry.get("richtest.fixtureOnce").contains("@TempDir"), entry.toString());
    assertEquals(1, LifecycleFixtures.BEFORE_EACH.get());
  }

  @Test
  void nestedClass_fixtureOncePerExplorationSayingWhy() {
    EngineExecutionResults results = run(ExistingTestFixtures.ClassAnnotatedOuter.class);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("exploration", entry.get("richtest.fixture"));
    assertTrue(entry.get("richtest.fixtureOnce").contains("@Nested"), entry.toString());
  }
}
