package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;

/**
 * Plain JDK timed waits in loops, rewritten: a program a plain JVM shows hung, its threads timing
 * out and waiting again for ever, ends as a timed deadlock, in short runs, instead of growing until
 * the process is killed.
 */
class TimedWaitRewritingTest {

  @Test
  void pollingEachOther_wait1000InLoops_timedDeadlockInEveryRunAsTheOracle() {
    Program program = RewritingLoader.program("PollingEachOther");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    RunOutcome first = RichTest.runOnce(program).outcome();
    assertEquals("timed-deadlock", first.kind(), first.toString());

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), "every run deadlocks");
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    RunResult run = result.deadlocks().get(0);
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
    assertTrue(deadlock.timed(), deadlock.toString());
    assertTrue(deadlock.toString().contains("A waits for wake(timed) on first "
        + "(PollingEachOther$Gate@main.1, PollingEachOther.Gate made at PollingEachOther.java:53),"
        + " where it timed out"), deadlock.toString());
    assertTrue(run.sequence().events().size() < 20,
        "a short run, not one that grows: " + run.sequence().events().size() + " events");
    assertTrue(result.elapsed().compareTo(Duration.ofSeconds(30)) < 0, result.summary());
  }

  @Test
  void pollingQueues_poll1SecondInLoops_timedDeadlockInEveryRunAsTheOracle() {
    Program program = RewritingLoader.program("PollingQueues");
    ExplorationOptions all =
        ExplorationOptions.defaults().withStopAtFirstBug(false).withMaxRunEvents(1_000)
            .withMaxRuns(100);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), "every run deadlocks");
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    RunResult run = result.deadlocks().get(0);
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
    assertEquals("timed-deadlock", deadlock.kind(), deadlock.toString());
    assertTrue(deadlock.toString().contains("A waits for poll on toA")
        && deadlock.toString().contains("B waits for poll on toB")
        && deadlock.toString().contains("where it timed out and waits again with nothing changed"
            + " since: only its timeout remains"), deadlock.toString());
    assertTrue(run.sequence().events().size() < 30,
        "a short run, not one that grows: " + run.sequence().events().size() + " events");
  }

  @Test
  void pollingEachOtherByTimeUnit_timedWaitHooked_timedDeadlock() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("PollingEachOtherByTimeUnit"))
        .outcome();

    assertEquals("timed-deadlock", outcome.kind(), outcome.toString());
    assertTrue(outcome.toString().contains("main waits for join(A)"), outcome.toString());
  }
}
