package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.NamedPoolScenario;

/**
 * Executors in plain JDK code, through the agent: pools whose threads the program's own {@code
 * ThreadFactory} makes run their tasks on those threads (name and daemon flag kept), and are
 * explored as the exhaustive oracle explores them.
 */
class UnmodifiedExecutorsTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void namedFactoryPool_losesAnUpdate_onTheFactorysThreads_asTheOracleFinds() {
    ExplorationResult result = RichTest.explore(new NamedPoolScenario(), ALL);
    ExplorationResult oracle =
        RichTest.explore(new NamedPoolScenario(), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertFalse(result.failures().isEmpty(), result.summary());
    result.failures().forEach(bug -> {
      RunOutcome.Failure failure = (RunOutcome.Failure) bug.outcome();
      assertEquals("lost update: 2 hits counted as 1", failure.cause().getMessage(),
          failure.cause().toString());
    });
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }
}
