package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * A thread's life through the agent: {@code getState()} and {@code isAlive()} race with the
 * thread's end, as the oracle explores them, and a daemon thread blocked at the end of a run does
 * not make it a deadlock.
 */
class ThreadLifeRewritingTest {

  @Test
  void stateCheck_getStateRacesWithTheEnd_threeSequencesAsTheOracle() {
    Program program = RewritingLoader.program("StateCheck");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(3, result.sequences(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
  }

  /**
   * An explorer reuses its runs' JVM threads, but not one the program got as a {@code Thread}
   * object: main's threads of earlier runs are ended, as without reuse, and never run a later one.
   */
  @Test
  void earlierRunsThreads_keptByTheProgram_endedAndNeverReused() {
    Program program = RewritingLoader.program("EarlierRunsThreads");

    ExplorationResult result = RichTest.explore(program);

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary() + result.bugs());
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void blockedDaemon_atTheEnd_completedNamingIt() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("BlockedDaemon")).outcome();

    RunOutcome.Completed completed = assertInstanceOf(RunOutcome.Completed.class, outcome);
    assertEquals("housekeeper", completed.daemons().get(0).thread(), outcome.toString());
  }

  @Test
  void blockedWorker_noDaemon_deadlock() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("BlockedWorker")).outcome();

    assertInstanceOf(RunOutcome.Deadlock.class, outcome);
  }

  @Test
  void blockedPlainThread_flagAsConstructed_deadlockNotACompletedRun() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("BlockedPlainThread")).outcome();

    assertInstanceOf(RunOutcome.Deadlock.class, outcome, outcome.toString());
  }

  /**
   * Threads a library excluded from rewriting makes get a plain JVM's daemon flag, the creating
   * thread's, not the virtual thread's the run's threads run on (always a daemon), unless the
   * library sets it: the two it leaves as constructed hang the run, a deadlock (the program fails
   * first if a flag is not a plain JVM's), which lists the daemons blocked too.
   */
  @Test
  void unrewrittenThreads_flagsAsInAPlainJvm_deadlockOfTheNonDaemons() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("UnrewrittenThreadsBlocked",
        Map.of(), "exclude=org.richtest.agent.fixtures.Legacy")).outcome();

    RunOutcome.Deadlock deadlock = assertInstanceOf(
        RunOutcome.Deadlock.class, outcome, outcome.toString());
    assertNull(deadlock.cause(), outcome.toString());
    assertEquals(List.of("child", "daemon", "daemonWorker", "madeHere", "plain", "worker"),
        deadlock.blocked().stream().map(RunOutcome.BlockedThread::thread).sorted().toList(),
        outcome.toString());
  }

  @Test
  void blockedBuiltThreads_builderFlagAsInAPlainJvm_deadlockOfTheWorker() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("BlockedBuiltThreads")).outcome();

    RunOutcome.Deadlock deadlock = assertInstanceOf(
        RunOutcome.Deadlock.class, outcome, outcome.toString());
    assertEquals(List.of("helper", "worker"),
        deadlock.blocked().stream().map(RunOutcome.BlockedThread::thread).sorted().toList(),
        outcome.toString());
  }

  @Test
  void methodReferences_threadStartAndIsAlive_boundToTheHooks() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("MethodReferenceThreads"));

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Millis", "OfDuration", "ByUnit"})
  void interruptedTimedJoin_throwsOnlyWhileTheWorkerLives_asTheOracle(String join) {
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(
        RewritingLoader.program("InterruptedTimedJoin$" + join));

    Set<String> causes = new TreeSet<>();
    result.failures().forEach(failure -> causes.add(
        ((RunOutcome.Failure) failure.outcome()).cause().getMessage()));
    assertEquals(Set.of("interrupted while the worker lived"), causes, result.summary());
    assertTrue(result.deadlocks().isEmpty(), result.summary());
    // The interrupt before the joiner's wait: it asks isAlive, before the worker's end (throws)
    // or after; after the wait: the timed join before the end (times out) or after. 4 sequences,
    // 1 failing; no courier: a join that may time out at any point is never waiting for one.
    assertEquals(4, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Millis", "MillisNanos", "OfDuration", "ByUnit"})
  void timedJoin_timesOutWhileTheWorkerLives_asTheOracle(String join) {
    ExplorationResult result = OracleComparison.exploreLikeTheOracle(
        RewritingLoader.program("TimedJoinOutcome$" + join));

    // On worker.end: the end before the join (it ended), between the join and isAlive (it timed
    // out, then the worker ended), or after both (it timed out and the worker is late): 3.
    assertEquals(3, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
    assertEquals("timed out: the worker is late",
        ((RunOutcome.Failure) result.failures().get(0).outcome()).cause().getMessage());
    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  /** A thread's timed join of itself needs no end modelled: its own end cannot come first. */
  @Test
  void selfTimedJoin_waitsItsTimeoutOut_withoutStartingOver() {
    List<String> restarts = new ArrayList<>();
    ExplorationResult result = RichTest.explore(RewritingLoader.program("SelfTimedJoin"),
        ExplorationOptions.defaults().withListener(new RunListener() {
          @Override
          public void onRun(RunResult run) {}

          @Override
          public void onRestart(String reason) {
            restarts.add(reason);
          }
        }));

    result.assertNoBugs();
    assertEquals(1, result.sequences(), result.summary());
    assertEquals(List.of(), restarts);
  }
}
