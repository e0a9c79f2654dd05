package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.Port;
import org.richtest.sync.RichThread;
import org.richtest.sync.Symmetry;

/**
 * Proves each reduction's rule on small hand-written programs whose counts can be worked out: what
 * a label is (a chain of call sites plus a context), that only declared groups and ports are
 * reduced, that a {@code V} completion of a counting semaphore is never reversed while a binary
 * semaphore is not reduced, and that a wrong declaration or option is a clear error. This class is
 * outside the library's packages on purpose: calls made from there are not user code.
 */
class ReductionRulesTest {

  /** Two threads doing {@code P; V} on a counting mutex (1); grouped if {@code grouped}. */
  private static Program mutexUsers(boolean grouped) {
    return mutexUsers(grouped, 1, false);
  }

  /**
   * Two threads doing {@code P; V} on a counting mutex (1) {@code rounds} times, grouped if {@code
   * grouped}, the round in their labels if {@code roundInLabel}.
   */
  private static Program mutexUsers(boolean grouped, int rounds, boolean roundInLabel) {
    return () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      List<RichThread> threads = new ArrayList<>();
      for (int i = 1; i <= 2; i++) {
        threads.add(RichThread.start("T" + i, () -> {
          for (int round = 0; round < rounds; round++) {
            if (roundInLabel) {
              Symmetry.context("round " + round);
            }
            mutex.P();
            mutex.V();
          }
        }));
      }
      if (grouped) {
        Symmetry.group("users", threads);
      }
      joinAll(threads);
    };
  }

  @Test
  void symmetry_groupedMutexUsers_oneSequence() {
    assertEquals(2, sequences(mutexUsers(true)));
    assertEquals(1, sequences(mutexUsers(true), Reduction.SYMMETRY));
  }

  @Test
  void symmetry_threadsInNoGroup_notReduced() {
    assertEquals(2, sequences(mutexUsers(false), Reduction.SYMMETRY));
  }

  @Test
  void symmetry_sameOperationFromTwoCallSites_notTakenForOneAnother() {
    Program program = () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      RichThread t1 = RichThread.start("T1", () -> {
        mutex.P();
        mutex.V();
      });
      RichThread t2 = RichThread.start("T2", () -> {
        mutex.P();
        mutex.V();
      });
      Symmetry.group("users", t1, t2);
      joinAll(List.of(t1, t2));
    };

    assertEquals(2, sequences(program, Reduction.SYMMETRY));
  }

  @Test
  void symmetry_helperCalledFromTwoPlaces_twoLabels() {
    assertEquals(2, sequences(helperUsers(false), Reduction.SYMMETRY));
    assertEquals(1, sequences(helperUsers(true), Reduction.SYMMETRY));
  }

  /** Two grouped threads entering through one helper, from one call site or from two. */
  private static Program helperUsers(boolean oneSite) {
    return () -> {
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      List<RichThread> threads = new ArrayList<>();
      for (int i = 1; i <= 2; i++) {
        boolean first = oneSite || i == 1;
        threads.add(RichThread.start("T" + i, () -> {
          if (first) {
            criticalSection(mutex);
          } else {
            criticalSection(mutex);
          }
        }));
      }
      Symmetry.group("users", threads);
      joinAll(threads);
    };
  }

  private static void criticalSection(CountingSemaphore mutex) {
    mutex.P();
    mutex.V();
  }

  @Test
  void symmetry_loopIterationsInContext_areToldApart() {
    long unreduced = sequences(mutexUsers(true, 2, false));
    long sameLabel = sequences(mutexUsers(true, 2, false), Reduction.SYMMETRY);
    long iterationInLabel = sequences(mutexUsers(true, 2, true), Reduction.SYMMETRY);

    assertEquals(unreduced, sequences(mutexUsers(true, 2, true)));
    assertTrue(sameLabel < iterationInLabel, sameLabel + " vs " + iterationInLabel);
    assertTrue(iterationInLabel < unreduced, iterationInLabel + " vs " + unreduced);
  }

  /** Threads each doing one {@code V}, then threads each doing one {@code P}, on {@code s} (0). */
  private static Program vsThenPs(int vs, int ps) {
    return () -> {
      CountingSemaphore s = new CountingSemaphore(0, "s");
      List<RichThread> threads = new ArrayList<>();
      for (int i = 1; i <= vs + ps; i++) {
        threads.add(RichThread.start("T" + i, i <= vs ? s::V : s::P));
      }
      joinAll(threads);
    };
  }

  @Test
  void pv_twoConcurrentVs_oneOrder() {
    Program program = vsThenPs(2, 0);

    assertEquals(2, sequences(program));
    assertEquals(1, sequences(program, Reduction.PV));
  }

  @Test
  void pv_racingPs_bothOrdersOfPCompletions() {
    Program program = vsThenPs(2, 2);
    List<String> orders = new ArrayList<>();

    RichTest.explore(program, ExplorationOptions.defaults().withReductions(Reduction.PV)
        .withListener(run -> orders.add(run.sequence().eventsOn("s").stream()
            .filter(e -> e.partner() != null && e.partner().line().matches("T[34]"))
            .map(e -> e.partner().line())
            .toList()
            .toString())));

    assertTrue(orders.contains("[T3, T4]") && orders.contains("[T4, T3]"), orders.toString());
    assertTrue(orders.size() < sequences(program), orders.toString());
  }

  @Test
  void pv_binarySemaphore_notReduced() {
    Program program = () -> {
      BinarySemaphore s = new BinarySemaphore(0, "s");
      RichThread t1 = RichThread.start("T1", s::V);
      RichThread t2 = RichThread.start("T2", () -> {
        s.P();
        s.P();
      });
      RichThread t3 = RichThread.start("T3", s::V);
      joinAll(List.of(t1, t2, t3));
    };

    assertEquals(2, sequences(program));
    assertEquals(2, sequences(program, Reduction.PV));
  }

  /** Two senders and a receiver that takes both messages; the port declared if {@code declared}. */
  private static Program replies(boolean declared) {
    return () -> {
      Port<Integer> port = declared ? new Port<Integer>("replies").orderInsensitive()
          : new Port<Integer>("replies");
      RichThread receiver = RichThread.start("R", () -> {
        port.receive();
        port.receive();
      });
      RichThread a = RichThread.start("A", () -> port.send(1));
      RichThread b = RichThread.start("B", () -> port.send(2));
      joinAll(List.of(receiver, a, b));
    };
  }

  @Test
  void commute_orderInsensitivePort_oneOrderOfItsMessages() {
    assertEquals(2, sequences(replies(true)));
    assertEquals(1, sequences(replies(true), Reduction.COMMUTE));
    assertEquals(2, sequences(replies(false), Reduction.COMMUTE));
  }

  @Test
  void symmetry_threadInTwoGroups_failsTheRunNamingIt() {
    Program program = () -> {
      RichThread t1 = RichThread.start("T1", () -> { });
      Symmetry.group("producers", t1);
      Symmetry.group("consumers", t1);
      t1.join();
    };

    RunOutcome outcome = RichTest.runOnce(program).outcome();

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertEquals("thread T1 is declared in symmetry groups producers and consumers; a thread "
        + "belongs to at most one group", failure.cause().getMessage());
  }

  @Test
  void symmetry_emptyGroupName_failsTheRun() {
    Program program = () -> {
      RichThread t1 = RichThread.start("T1", () -> { });
      Symmetry.group("", t1);
      t1.join();
    };

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, RichTest.runOnce(program).outcome());
    assertEquals("a symmetry group needs a non-empty name", failure.cause().getMessage());
  }

  @Test
  void symmetry_threadOfAnotherRun_failsTheRun() {
    RichThread outside = new RichThread("outside", () -> { });
    Program program = () -> Symmetry.group("g", outside);

    RunOutcome.Failure failure =
        assertInstanceOf(RunOutcome.Failure.class, RichTest.runOnce(program).outcome());
    assertInstanceOf(IllegalStateException.class, failure.cause());
    assertTrue(failure.cause().getMessage().contains("outside"), failure.cause().getMessage());
  }

  @Test
  void declarations_outsideAnExploration_doNothing() throws Exception {
    RichThread thread = new RichThread("worker", () -> { });
    Symmetry.group("workers", thread);
    Symmetry.context("iteration 1");
    Port<Integer> port = new Port<Integer>("replies").orderInsensitive();
    thread.start();
    thread.join();
    port.send(1);

    assertEquals(1, port.receive());
  }

  @Test
  void reductions_withTheExhaustiveStrategy_rejected() {
    ExplorationOptions options = ExplorationOptions.defaults()
        .withStrategy(Strategy.EXHAUSTIVE)
        .withReductions(Reduction.SYMMETRY);

    IllegalArgumentException e = assertThrows(
        IllegalArgumentException.class, () -> RichTest.explore(mutexUsers(true), options));
    assertEquals("the reductions [SYMMETRY] apply to reachability testing only, not to strategy "
        + "EXHAUSTIVE", e.getMessage());
  }

  @Test
  void reductionLabel_unknown_rejectedNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Reduction.ofLabel("sym"));
    assertEquals("unknown reduction 'sym': expected symmetry, pv or commute", e.getMessage());
  }

  @Test
  void summary_withReductions_namesThem() {
    ExplorationResult result = RichTest.explore(mutexUsers(true),
        ExplorationOptions.defaults().withReductions(Reduction.PV, Reduction.SYMMETRY));

    assertTrue(result.summary().startsWith("reachability reduced by symmetry,pv: 1 sequences"),
        result.summary());
  }

  private static long sequences(Program program, Reduction... reductions) {
    ExplorationResult result =
        RichTest.explore(program, ExplorationOptions.defaults().withReductions(reductions));
    assertTrue(result.complete());
    assertEquals(0, result.partialRuns());
    assertEquals(result.sequences(), result.runs());
    return result.sequences();
  }

  private static void joinAll(List<RichThread> threads) throws InterruptedException {
    for (RichThread thread : threads) {
      thread.join();
    }
  }
}
