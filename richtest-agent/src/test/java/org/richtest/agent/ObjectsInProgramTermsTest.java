package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.Line;
import org.richtest.trace.TraceJson;

/**
 * A deadlock in plain JDK code is reported in the program's terms: each lock by the field or
 * variable the program stored it in and the line that made it, a condition by its variable, and
 * each blocked thread with the line it waits at. The names the run gives its lines stay the
 * allocation order's, so traces replay and the exploration is the same.
 */
class ObjectsInProgramTermsTest {

  private static final String AT = "org.richtest.agent.fixtures.";

  @Test
  void lockOrderDeadlock_namesTheFieldsTheAllocationsAndWhereEachThreadWaits() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("BankTransfers"));

    RunResult deadlock = result.deadlocks().getFirst();
    assertEquals("deadlock:\n"
        + "  main waits for join(alice) at " + AT + "BankTransfers.run(BankTransfers.java:41)\n"
        + "  alice waits for lock on BankTransfers.Account.lock (main#2, ReentrantLock made at "
        + "BankTransfers.java:14) at " + AT + "BankTransfers.transfer(BankTransfers.java:21)\n"
        + "  bob waits for lock on BankTransfers.Account.lock (main#1, ReentrantLock made at "
        + "BankTransfers.java:14) at " + AT + "BankTransfers.transfer(BankTransfers.java:21)",
        deadlock.outcome().toString());
    assertTrue(deadlock.sequence().toText().contains(
        "  main#1: BankTransfers.Account.lock, ReentrantLock made at BankTransfers.java:14\n"),
        deadlock.sequence().toText());
  }

  @Test
  void conditionWait_namesTheConditionAndItsLockByTheirVariables() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("UnopenedGate"));

    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.deadlocks().getFirst().outcome());
    assertEquals("waiter waits for signal of opened in gate (main#1, ReentrantLock made at "
        + "UnopenedGate.java:15) at " + AT + "UnopenedGate.lambda$run$0(UnopenedGate.java:20)",
        deadlock.blocked().get(1).toString());
    assertTrue(result.deadlocks().getFirst().sequence().toText()
        .startsWith("threads: main, waiter | objects: gate\n"
            + "  gate is main#1: ReentrantLock made at UnopenedGate.java:15\n"
            + "waiter:1  send     lock on gate "));
  }

  @Test
  void describedLines_keepTheirAllocationNames_replayFromTheirJson_andExploreAsTheOracle() {
    Program program = RewritingLoader.program("BankTransfers");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);
    RunResult deadlock = RichTest.explore(program).deadlocks().getFirst();

    RunResult replayed =
        RichTest.replay(program, TraceJson.read(TraceJson.write(deadlock.sequence())));
    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(List.of("main", "main#1", "main#2", "alice", "bob"),
        deadlock.sequence().lines().stream().map(Line::name).toList());
    assertEquals(deadlock.sequence(), replayed.sequence());
    assertEquals(deadlock.outcome().toString(), replayed.outcome().toString());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size(), oracle.summary());
  }
}
