package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * Never silent: synchronization in code the agent keeps out of the rewriting (here by {@code
 * exclude=}) is reported where an exploration's threads run it, with the option that would explore
 * it, instead of an exploration that looks complete and clean.
 */
class UncontrolledSynchronizationTest {

  @Test
  void excludedClassEntersAMonitorInARun_resultWarnsNamingTheSiteAndTheOption() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("ExcludedCounterThreads",
        Map.of(), "exclude=org.richtest.agent.fixtures.Legacy"));

    assertEquals(1, result.warnings().size(), result.warnings().toString());
    assertEquals("org.richtest.agent.fixtures.LegacyCounter.increment(LegacyCounter.java) enters a"
        + " synchronized method in code the agent did not rewrite (excluded by"
        + " exclude=org.richtest.agent.fixtures.Legacy; include it to explore it), so it ran"
        + " unexplored", result.warnings().get(0));
  }

  @Test
  void threadStuckInAnExcludedWait_watchdogNamesTheFrameAndThatItWasNotRewritten() {
    ExplorationResult result = RichTest.explore(
        RewritingLoader.program("StuckThreads", Map.of(), "exclude=org.richtest.agent.fixtures.Legacy"),
        ExplorationOptions.defaults().withWatchdog(Duration.ofMillis(300)));

    RunOutcome.WatchdogStop stop = (RunOutcome.WatchdogStop) result.bugs().get(0).outcome();
    assertTrue(stop.where().startsWith(
        "in org.richtest.agent.fixtures.LegacyGate.pass(LegacyGate.java:"), stop.toString());
    assertTrue(stop.where().endsWith(", which the agent did not rewrite (it was excluded, or the"
        + " agent is not attached: -javaagent:richtest-agent.jar=include="
        + "org.richtest.agent.fixtures.)"), stop.where());
    assertTrue(stop.toString().contains(stop.where()), stop.toString());
  }

  @Test
  void sameClassRewritten_noWarningAndBothOrdersOfEntry() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("ExcludedCounterThreads"));

    assertTrue(result.warnings().isEmpty(), result.warnings().toString());
    assertEquals(2, result.sequences(), result.summary());
  }
}
