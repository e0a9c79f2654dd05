package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.event.LineKind;

/**
 * The JDK's field updaters in plain code: an updater's operations are events on the shared
 * variable of the {@code volatile} field they update, the one the program's own reads and writes
 * of the field are on, so lost updates through an updater, and races between an updater and the
 * field itself, are explored as the oracle explores them.
 */
class FieldUpdaterRewritingTest {

  @Test
  void incrementAndUpdateOnAPrivateField_rewritten_oneVariableWithThePlainRead_noLostHitAsTheOracle()
      throws Exception {
    Program program = RewritingLoader.program("UpdaterHits");
    program.run(); // outside an exploration: the JDK's updater alone

    ExplorationResult result = exploreLikeTheOracle(program);

    assertEquals(1, variables(program), "the updater and the field are one variable");
    result.assertNoBugs();
    // The increment before the update's get (1), after its compareAndSet (1), or between them,
    // failing the compareAndSet, which is retried (1).
    assertEquals(3, result.sequences(), result.summary());
  }

  /**
   * A spin lock through an updater ends with the spin rule on: a failing compareAndSet wrote
   * nothing, so its repeat waits for the release. The spinner's first try comes before the release
   * (it fails, then succeeds once released) or after it (2 sequences); with every failure a write,
   * every number of turns was another sequence, up to the run's length limit.
   */
  @Test
  void spinLockOnAnUpdater_spinRuleOn_retriesWaitForTheReleaseAsTheOracle() {
    Program program = RewritingLoader.program("UpdaterSpinLock");

    ExplorationResult result = exploreLikeTheOracle(program,
        ExplorationOptions.defaults().withReadsInARow(1).withMaxRunEvents(200));

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void getThenSetThroughALongUpdater_rewritten_lostUpdateFoundAsTheOracle() {
    Program program = RewritingLoader.program("UpdaterLostUpdate");

    ExplorationResult result = exploreLikeTheOracle(program);

    assertEquals(1, variables(program), result.summary());
    // The two get-then-set pairs interleave in 4 orders, 2 of them losing an update.
    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
  }

  @Test
  void compareAndSetAgainstAReadThenWriteOfTheField_rewritten_overwrittenClaimFoundAsTheOracle() {
    Program program = RewritingLoader.program("UpdaterClaim");

    ExplorationResult result = exploreLikeTheOracle(program);

    assertEquals(1, variables(program), result.summary());
    // The read sees the claim (1), or sees none and its write goes before the CAS (1) or after
    // it, overwriting the claim (1, the bug).
    assertEquals(3, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  @Test
  void updaterOnAPlainField_rewritten_theJdksOwnErrorAtTheCall() {
    Program program = RewritingLoader.program("UpdaterOnPlainField");

    RunOutcome outcome = RichTest.runOnce(program).outcome();

    assertTrue(outcome instanceof RunOutcome.Failure failure
        && failure.cause() instanceof IllegalArgumentException e
        && e.getMessage().contains("volatile"), outcome.toString());
  }

  private static long variables(Program program) {
    return RichTest.runOnce(program).sequence().lines().stream()
        .filter(line -> line.kind() == LineKind.VARIABLE).count();
  }
}
