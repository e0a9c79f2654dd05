package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.LineKind;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SynEvent;
import org.richtest.trace.TraceJson;

/**
 * Shared variables under exploration: reads race only with the writes they could read, so two reads
 * of one write are one sequence; the count equals the oracle's under the same equivalence.
 */
class SharedVariableTest {

  private static final ExplorationOptions ALL = ExplorationOptions.defaults().withStopAtFirstBug(false);

  /** Two threads each read, then write the value read plus one: a lost update. */
  static void lostUpdate() throws Exception {
    SharedInt x = new SharedInt(0, "x");
    RichThread.Body bump = () -> {
      int read = x.get();
      x.set(read + 1);
    };
    RichThread t1 = RichThread.start("T1", bump);
    RichThread t2 = RichThread.start("T2", bump);
    t1.join();
    t2.join();
    if (x.get() != 2) {
      throw new AssertionError("lost update: x = " + x.get());
    }
  }

  @Test
  void lostUpdate_explored_fourSequencesTwoOfWhichLoseAnUpdateLikeTheOracle() {
    ExplorationResult result = RichTest.explore(SharedVariableTest::lostUpdate, ALL);
    ExplorationResult oracle =
        RichTest.explore(SharedVariableTest::lostUpdate, ALL.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size());
  }

  @Test
  void twoReadersOfOneWrite_explored_readsDoNotRace() {
    ExplorationResult result = RichTest.explore(() -> {
      SharedInt x = new SharedInt(0, "x");
      RichThread r1 = RichThread.start("R1", x::get);
      RichThread r2 = RichThread.start("R2", x::get);
      r1.join();
      r2.join();
    }, ALL);

    assertEquals(1, result.sequences(), result.summary());
  }

  @Test
  void readerAndWriter_explored_theReadSeesOldOrNew() {
    ExplorationResult result = RichTest.explore(() -> {
      SharedVariable<String> x = new SharedVariable<>("old", "x");
      RichThread writer = RichThread.start("W", () -> x.set("new"));
      RichThread reader = RichThread.start("R", x::get);
      writer.join();
      reader.join();
    }, ALL);

    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void read_recorded_receivingEventOnTheReadersLineFromTheWriteOnTheVariablesLine() {
    RunResult run = RichTest.runOnce(() -> {
      SharedInt x = new SharedInt(7, "x");
      RichThread.start("R", x::get).join();
    });

    assertEquals(LineKind.VARIABLE, run.sequence().line("x").kind());
    SynEvent read = run.sequence().eventsOn("R").get(0);
    ReceivingEvent receiving = (ReceivingEvent) read;
    assertEquals("x:1", String.valueOf(receiving.partner()), "the initial write: x's first event");
    assertTrue(run.sequence().happenedBefore(run.sequence().eventsOn("x").get(0), read));
    assertEquals(run.sequence(), TraceJson.read(TraceJson.write(run.sequence())));
  }

  @Test
  void productionMode_sharedInt_isAnAtomicInteger() throws Exception {
    SharedInt x = new SharedInt(0);
    RichThread a = RichThread.start("a", () -> {
      for (int i = 0; i < 10_000; i++) {
        x.incrementAndGet();
      }
    });
    RichThread b = RichThread.start("b", () -> {
      for (int i = 0; i < 10_000; i++) {
        x.updateAndGet(v -> v + 1);
      }
    });
    a.join();
    b.join();
    assertEquals(20_000, x.get());
  }

  /**
   * A spin-wait that reads two shared variables a turn has sequences without end (any number of
   * reads before the write: each read ends the other's streak, so the spin rule of
   * docs/decisions.md, "Spin loops", does not apply). A run budget must still end the exploration
   * promptly, although no probe of the estimate can finish on such a tree.
   */
  @Test
  void explore_spinWaitUnderARunBudget_endsAtTheBudgetWithoutAnEstimate() {
    ExplorationResult result = assertTimeoutPreemptively(Duration.ofSeconds(20), () ->
        RichTest.explore(
            () -> {
              SharedInt ready = new SharedInt(0, "ready");
              SharedInt cancelled = new SharedInt(0, "cancelled");
              RichThread setter = RichThread.start("setter", () -> ready.set(1));
              while (ready.get() == 0 && cancelled.get() == 0) {
                Thread.onSpinWait();
              }
              setter.join();
            },
            ExplorationOptions.defaults().withMaxRuns(20)));

    assertEquals(20, result.runs(), result.summary());
    assertFalse(result.complete(), result.summary());
  }
}
