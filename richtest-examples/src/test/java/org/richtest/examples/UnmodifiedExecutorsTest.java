package org.richtest.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.examples.unmodified.GracefulShutdownScenario;
import org.richtest.examples.unmodified.InterruptedGetScenario;
import org.richtest.examples.unmodified.NamedPoolScenario;
import org.richtest.examples.unmodified.WarmUpScenario;

/**
 * Executors in plain JDK code, through the agent: pools whose threads the program's own {@code
 * ThreadFactory} makes run their tasks on those threads (name and daemon flag kept), a scheduled
 * task's delay expires before or after what the program does meanwhile, a sleeping task's future
 * may be done before an interrupted getter waits for it, a stop that waits for its pool in a timed
 * loop that can only time out ends as a timed deadlock, and each is explored as the exhaustive
 * oracle explores it.
 */
class UnmodifiedExecutorsTest {

  private static final ExplorationOptions ALL =
      ExplorationOptions.defaults().withStopAtFirstBug(false);

  @Test
  void namedFactoryPool_losesAnUpdate_onTheFactorysThreads_asTheOracleFinds() {
    ExplorationResult result = failsAsTheOracle(new NamedPoolScenario());

    result.failures().forEach(bug -> assertEquals("lost update: 2 hits counted as 1",
        cause(bug.outcome()).getMessage(), cause(bug.outcome()).toString()));
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void scheduledTaskAssumingItsDelay_runsBeforeTheConfiguration_asTheOracleFinds() {
    ExplorationResult result = failsAsTheOracle(new WarmUpScenario());

    result.failures().forEach(bug -> assertTrue(cause(bug.outcome()).getMessage().startsWith(
        "the warm-up ran before the configuration: java.lang.NullPointerException"),
        cause(bug.outcome()).toString()));
  }

  @Test
  void interruptedGet_whileTheLoaderSleeps_returnsWhereTheSleepEndsFirst_asTheOracleFinds() {
    ExplorationResult result = failsAsTheOracle(new InterruptedGetScenario(true));

    result.failures().forEach(bug -> assertEquals(
        "get returned without an InterruptedException: the loader was done",
        cause(bug.outcome()).getMessage(), cause(bug.outcome()).toString()));
  }

  @Test
  void interruptedGet_whileTheLoaderWaitsForTheShutdown_alwaysThrows_asTheOracleFinds() {
    Program program = new InterruptedGetScenario(false);
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertTrue(result.failures().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertTrue(oracle.failures().isEmpty(), oracle.summary());
  }

  @Test
  void stopWaitingForItsPoolInATimedLoop_isATimedDeadlockInEveryRun_asTheOracleFinds() {
    ExplorationResult result = RichTest.explore(new GracefulShutdownScenario(), ALL);
    ExplorationResult oracle = RichTest.explore(
        new GracefulShutdownScenario(), ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size(), oracle.summary());
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) result.deadlocks().get(0).outcome();
    assertTrue(deadlock.timed(), deadlock.toString());
    assertTrue(deadlock.toString().contains("main waits for awaitTermination"), deadlock.toString());
  }

  /**
   * Explores {@code program} completely and returns the result, checking that it failed in some
   * run and that the exhaustive oracle counts the same sequences and failures.
   */
  private static ExplorationResult failsAsTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, ALL);
    ExplorationResult oracle = RichTest.explore(program, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertFalse(result.failures().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
    return result;
  }

  private static Throwable cause(RunOutcome outcome) {
    return ((RunOutcome.Failure) outcome).cause();
  }
}
