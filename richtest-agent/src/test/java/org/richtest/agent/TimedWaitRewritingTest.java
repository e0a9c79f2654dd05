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
    RunOutcome first = RichTest.runOnce(program).outcome();
    assertEquals("timed-deadlock", first.kind(), first.toString());

    ExplorationResult result = everyRunATimedDeadlockAsTheOracle(program, 20,
        "A waits for wake(timed) on first (PollingEachOther$Gate@main.1, PollingEachOther.Gate"
            + " made at PollingEachOther.java:53), where it timed out");
    assertTrue(result.elapsed().compareTo(Duration.ofSeconds(30)) < 0, result.summary());
  }

  @Test
  void pollingQueues_poll1SecondInLoops_timedDeadlockInEveryRunAsTheOracle() {
    everyRunATimedDeadlockAsTheOracle(RewritingLoader.program("PollingQueues"), 30,
        "A waits for poll on toA", "B waits for poll on toB",
        "where it timed out and waits again with nothing changed since: only its timeout remains");
  }

  /**
   * Explores {@code program} both ways, bounded so that a program whose runs do not end as timed
   * deadlocks fails fast, and checks that every run is a timed deadlock of fewer than {@code
   * events} events whose report says each of {@code says}.
   */
  private static ExplorationResult everyRunATimedDeadlockAsTheOracle(
      Program program, int events, String... says) {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withMaxRunEvents(1_000).withMaxRuns(100);
    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), "every run deadlocks");
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    RunResult run = result.deadlocks().get(0);
    RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) run.outcome();
    assertEquals("timed-deadlock", deadlock.kind(), deadlock.toString());
    for (String text : says) {
      assertTrue(deadlock.toString().contains(text), deadlock.toString());
    }
    assertTrue(run.sequence().events().size() < events,
        "a short run, not one that grows: " + run.sequence().events().size() + " events");
    return result;
  }

  /**
   * A ticker's writes of an array element between its timed waits end its streak, as a field's
   * do, so the sections that write it reopen the watcher's repeated wait on the same lock: no run
   * deadlocks, as the oracle finds.
   */
  @Test
  void tickingWaiters_arrayWritesBetweenWaits_reopenTheOtherWaiter_noRunDeadlocks() {
    Program program = RewritingLoader.program("TickingWaiters");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withMaxRunEvents(1_000).withMaxRuns(1_000);
    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertTrue(oracle.bugs().isEmpty(), oracle.summary());
  }

  @Test
  void pollingEachOtherByTimeUnit_timedWaitHooked_timedDeadlock() {
    RunOutcome outcome = RichTest.runOnce(RewritingLoader.program("PollingEachOtherByTimeUnit"))
        .outcome();

    assertEquals("timed-deadlock", outcome.kind(), outcome.toString());
    // main's timedJoin of A times out (A never ends), as in a plain JVM; then it joins B.
    assertTrue(outcome.toString().contains("main waits for join(B)"), outcome.toString());
  }
}
