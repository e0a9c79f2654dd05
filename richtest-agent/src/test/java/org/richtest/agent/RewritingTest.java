package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.Strategy;

/** Rewritten fixtures explored: JDK threads, monitors and wait/notify become modelled ones. */
class RewritingTest {

  @Test
  void synchronizedCounter_rewritten_twoOrdersOfEntryAndNoLostIncrement() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("SynchronizedCounter"));

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void notifyBuffer_rewritten_deadlockFoundAndOracleAgrees() {
    Program program = RewritingLoader.program("NotifyBuffer");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertFalse(result.deadlocks().isEmpty(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.deadlocks().size(), result.deadlocks().size());
  }

  @Test
  void queueAndLatch_jdkClassesRewrittenToDropIns_sameCountAsThePcQueueExample() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("QueueAndLatch"));

    result.assertNoBugs();
    assertEquals(72, result.sequences(), result.summary());
  }
}
