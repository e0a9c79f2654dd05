package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.event.Line;

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

  @Test
  void atomicInteger_getThenSet_isASharedVariable_fourSequencesTwoLoseAnUpdate() {
    assertFourSequencesTwoFailuresAsTheOracle(RewritingLoader.program("AtomicLostUpdate"));
  }

  @Test
  void atomicLongBooleanReference_rewrittenToSharedVariables_sameCountsAsTheOracle() {
    Program program = RewritingLoader.program("AtomicKinds");
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(3, RichTest.runOnce(program).sequence().lines().stream()
        .filter(Line::isVariable).count(), "one variable line per atomic");
    assertTrue(result.sequences() > 4, result.summary());
    assertFalse(result.failures().isEmpty(), "the AtomicLong's get-then-set loses an update");
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
  }

  @Test
  void volatileFields_instanceLongAndStaticDouble_readsFromExplored_fourSequencesTwoFail() {
    Program program = RewritingLoader.program("VolatileFlags");

    assertFourSequencesTwoFailuresAsTheOracle(program);
    assertTrue(RichTest.runOnce(program).sequence().toString().contains("Holder.a"),
        "the volatile field's line is named by class and field");
  }

  @Test
  void plainFields_unguardedAndAfterUnlock_racesReportedOnTheirLines_guardedAndJoinedNot() {
    Program program = RewritingLoader.program("PlainRaces");

    ExplorationResult result = RichTest.explore(program);
    ExplorationResult undetected =
        RichTest.explore(program, ExplorationOptions.defaults().withDataRaceDetection(false));

    Set<String> fields = result.dataRaces().stream().map(DataRace::field)
        .collect(Collectors.toSet());
    assertEquals(Set.of("hits", "late"), fields, result.dataRaces().toString());
    DataRace race = result.dataRaces().get(0);
    assertEquals("org.richtest.agent.fixtures.PlainRaces$Stats", race.className());
    assertTrue(race.first().site().startsWith(
        "org.richtest.agent.fixtures.PlainRaces$Stats.hit(PlainRaces.java:"), race.toString());
    assertTrue(race.first().write() || race.second().write(), race.toString());
    assertTrue(result.summary().contains("data race"), result.summary());
    assertEquals(undetected.sequences(), result.sequences(), "no new scheduling point");
    assertTrue(undetected.dataRaces().isEmpty(), undetected.dataRaces().toString());
  }

  @Test
  void synchronizedCounter_everyAccessUnderTheMonitor_noDataRace() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("SynchronizedCounter"));

    assertTrue(result.dataRaces().isEmpty(), result.dataRaces().toString());
  }

  @Test
  void exploredField_plainCounter_becomesASharedVariable_moreSequencesNoRaceReportedOnIt() {
    Program program = RewritingLoader.program("PlainRaces");
    ExplorationOptions explored = ExplorationOptions.defaults().withStopAtFirstBug(false)
        .withExploredFields("PlainRaces$Stats.hits");

    ExplorationResult result = RichTest.explore(program, explored);
    ExplorationResult oracle =
        RichTest.explore(program, explored.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.dataRaces().stream().noneMatch(race -> race.field().equals("hits")),
        result.dataRaces().toString());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertTrue(result.sequences() > RichTest.explore(program).sequences(), result.summary());
  }

  @Test
  @SuppressWarnings("unchecked")
  void objectWait_interruptRacesWithNotify_everyOutcomeAsTheOracle() throws Exception {
    Program program = RewritingLoader.program("InterruptedWait");
    Set<String> seen = (Set<String>) program.getClass().getField("SEEN").get(null);
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    result.assertNoBugs();
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(Set.of("holds the monitor true", "interrupted, status false",
        "woken, interrupted false", "woken, interrupted true"), seen);
  }

  @Test
  void interrupt_ofAThreadTheRunDidNotStart_failsTheRunNamingIt() throws Exception {
    Program program = RewritingLoader.program("ForeignInterrupt");
    Thread outsider = new Thread(() -> {
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        // ended by the test
      }
    }, "outsider");
    outsider.start();
    try {
      program.getClass().getField("outsider").set(null, outsider);

      ExplorationResult result = RichTest.explore(program);

      RunOutcome.Failure failure =
          assertInstanceOf(RunOutcome.Failure.class, result.bugs().get(0).outcome());
      assertEquals("interrupt of thread 'outsider', which the run under exploration does not "
          + "manage; start threads of the program under test inside the program",
          failure.cause().getMessage());
      assertTrue(outsider.isAlive() && !outsider.isInterrupted(), "the outsider was interrupted");
    } finally {
      outsider.interrupt();
      outsider.join();
    }
  }

  private static void assertFourSequencesTwoFailuresAsTheOracle(Program program) {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size(), oracle.summary());
  }

  /**
   * A thread named {@code "Dispatcher-" + getName()} carries the JVM's thread counter, which differs
   * in every run: its logical name takes RichTest's name by creation in its place, so runs replay.
   */
  @Test
  void threadNamedAfterTheJdksCounter_replaysUnderItsNameByCreation() {
    ExplorationResult result = RichTest.explore(RewritingLoader.program("CounterNamedThreads"));

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
    assertTrue(result.complete(), result.summary());
  }
}
