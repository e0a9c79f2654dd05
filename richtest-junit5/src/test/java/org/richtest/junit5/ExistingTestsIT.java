package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.junit5.EngineRuns.explored;
import static org.richtest.junit5.EngineRuns.failure;
import static org.richtest.junit5.EngineRuns.reportEntry;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Existing tests explored by the switch {@code richtest.explore} in a JVM started with the agent
 * (Failsafe's {@code -javaagent}, rewriting the fixtures only), as in a user's build: plain JDK
 * threads explored, a sequential test run once and passed, the threads of a library the agent did
 * not rewrite failing the test.
 */
class ExistingTestsIT {

  private static final String FIXTURES = "org.richtest.junit5.ExistingTestFixtures.*";

  @BeforeEach
  void resetCounter() {
    Fixtures.BODY_RUNS.set(0);
  }

  @Test
  void switch_plainThreadsLostUpdate_failsWithTheLostUpdate() {
    Throwable failure = failure(explored(ExistingTestFixtures.PlainLostUpdate.class, FIXTURES));

    assertTrue(failure.getMessage().startsWith("failure in thread main"), failure.getMessage());
    assertTrue(failure.getCause().getMessage().startsWith("lost update"), failure.getMessage());
    assertTrue(failure.getMessage().contains("\nsequence:\n"), failure.getMessage());
  }

  @Test
  void switch_sequentialTest_passesAfterOneRunSayingSo() {
    EngineExecutionResults results = explored(ExistingTestFixtures.Sequential.class, FIXTURES);

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    Map<String, String> entry = reportEntry(results.testEvents());
    assertEquals("false", entry.get("richtest.controlled"));
    assertEquals("1", entry.get("richtest.runs"));
    assertEquals(1, Fixtures.BODY_RUNS.get());
  }

  @Test
  void switch_threadOfALibraryNotRewritten_failsAsUncontrolled() {
    Throwable failure = failure(explored(ExistingTestFixtures.LibraryThread.class, FIXTURES));

    assertTrue(failure.getMessage().contains("started platform threads RichTest did not control"),
        failure.getMessage());
  }

  @Test
  void annotatedMethod_noSynchronizationEvent_failsAsItClaimedConcurrency() {
    Throwable failure = failure(EngineRuns.run(ExistingTestFixtures.SequentialAnnotated.class));

    assertTrue(failure.getMessage().contains("nothing was controlled"), failure.getMessage());
    assertTrue(failure.getMessage().contains("The RichTest agent is attached"),
        failure.getMessage());
  }
}
