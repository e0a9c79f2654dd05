package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.EventId;
import org.richtest.event.ReceivingEvent;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.Port;
import org.richtest.sync.RichThread;

/**
 * Proves, on small hand-written semaphore programs whose partial orders can be counted, that
 * reachability testing exercises exactly the partial orders of the exhaustive oracle, none twice,
 * with the same deadlocking ones (semantics §8), and that their number is the one worked out by
 * hand in each test's comment. Each program covers one feature of the engine: binary and counting
 * semaphores, independent objects, concurrent {@code V} calls, events that depend on data read in a
 * critical section, a thread spawned after a receive, and deadlocks.
 */
class HandWrittenDifferentialTest {

  /** Paper Fig. 4: binary semaphore {@code s} (1); T1 and T2 each do {@code P; V}. */
  static void fig4() throws Exception {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 = RichThread.start("T1", () -> {
      s.P();
      s.V();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      s.P();
      s.V();
    });
    t1.join();
    t2.join();
  }

  /** Three threads each do {@code P; V} on one counting mutex (1). */
  static void threeThreadMutex() throws Exception {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      threads.add(RichThread.start("T" + i, () -> {
        mutex.P();
        mutex.V();
      }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  /** Two independent counting mutexes, each used by two threads doing {@code P; V}. */
  static void twoIndependentMutexes() throws Exception {
    CountingSemaphore a = new CountingSemaphore(1, "a");
    CountingSemaphore b = new CountingSemaphore(1, "b");
    List<RichThread> threads = new ArrayList<>();
    threads.add(RichThread.start("A1", () -> {
      a.P();
      a.V();
    }));
    threads.add(RichThread.start("A2", () -> {
      a.P();
      a.V();
    }));
    threads.add(RichThread.start("B1", () -> {
      b.P();
      b.V();
    }));
    threads.add(RichThread.start("B2", () -> {
      b.P();
      b.V();
    }));
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  /**
   * A compact copy of the examples' semaphore bounded buffer (richtest-examples depends on this
   * module for its tests, so it cannot be a dependency here): producers deposit once, consumers
   * withdraw once.
   */
  static Program boundedBuffer(int producers, int consumers, int capacity) {
    return () -> {
      CountingSemaphore notFull = new CountingSemaphore(capacity, "notFull");
      CountingSemaphore notEmpty = new CountingSemaphore(0, "notEmpty");
      CountingSemaphore mutexD = new CountingSemaphore(1, "mutexD");
      CountingSemaphore mutexW = new CountingSemaphore(1, "mutexW");
      int[] slots = new int[capacity];
      int[] inOut = new int[2];
      List<RichThread> threads = new ArrayList<>();
      for (int p = 1; p <= producers; p++) {
        int value = p;
        threads.add(RichThread.start("p" + p, () -> {
          mutexD.P();
          notFull.P();
          slots[inOut[0]] = value;
          inOut[0] = (inOut[0] + 1) % capacity;
          notEmpty.V();
          mutexD.V();
        }));
      }
      for (int c = 1; c <= consumers; c++) {
        threads.add(RichThread.start("c" + c, () -> {
          mutexW.P();
          notEmpty.P();
          slots[inOut[1]] = 0;
          inOut[1] = (inOut[1] + 1) % capacity;
          notFull.V();
          mutexW.V();
        }));
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }

  /**
   * T1 (id 1) and T2 (id 2) each do {@code mutex.P(); x = x + id; read = x; mutex.V()}, then
   * {@code s.V()} if {@code read} is even, else {@code s.P()}; T3 does {@code s.V(); s.V()} so no
   * order deadlocks. Which events T1 and T2 issue on {@code s} depends on who entered first.
   */
  static void dataDependent() throws Exception {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    CountingSemaphore s = new CountingSemaphore(0, "s");
    int[] x = new int[1];
    List<RichThread> threads = new ArrayList<>();
    for (int id = 1; id <= 2; id++) {
      int addend = id;
      threads.add(RichThread.start("T" + id, () -> {
        mutex.P();
        x[0] = x[0] + addend;
        int read = x[0];
        mutex.V();
        if (read % 2 == 0) {
          s.V();
        } else {
          s.P();
        }
      }));
    }
    threads.add(RichThread.start("T3", () -> {
      s.V();
      s.V();
    }));
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  /**
   * T1 does {@code s.P()} and only then starts child T1.1, which does {@code m.P(); m.V()}; T2 does
   * {@code s.V(); m.P(); m.V()}. The child's race with T2 exists only after T1's receive.
   */
  static void spawnAfterReceive() throws Exception {
    CountingSemaphore s = new CountingSemaphore(0, "s");
    CountingSemaphore m = new CountingSemaphore(1, "m");
    RichThread t1 = RichThread.start("T1", () -> {
      s.P();
      RichThread child = new RichThread(() -> {
        m.P();
        m.V();
      });
      child.start();
      child.join();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      s.V();
      m.P();
      m.V();
    });
    t1.join();
    t2.join();
  }

  /** Binary semaphores {@code a} and {@code b} (1), taken in opposite orders by T1 and T2. */
  static void oppositeOrder() throws Exception {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    RichThread t1 = RichThread.start("T1", () -> {
      a.P();
      b.P();
      b.V();
      a.V();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      b.P();
      a.P();
      a.V();
      b.V();
    });
    t1.join();
    t2.join();
  }

  /** Counting semaphore {@code s} (0): T1 does {@code V; V}, T2 and T3 each do {@code P}. */
  static void concurrentVsAndPs() throws Exception {
    CountingSemaphore s = new CountingSemaphore(0, "s");
    RichThread t1 = RichThread.start("T1", () -> {
      s.V();
      s.V();
    });
    RichThread t2 = RichThread.start("T2", s::P);
    RichThread t3 = RichThread.start("T3", s::P);
    t1.join();
    t2.join();
    t3.join();
  }

  @Test
  void fig4_bothStrategies_twoSequences() {
    // Whoever completes P first also completes the next V: T1 first or T2 first.
    assertAgreesWith(HandWrittenDifferentialTest::fig4, 2);
  }

  @Test
  void threeThreadsOnOneMutex_bothStrategies_sixSequences() {
    // Each P completion is followed by the same thread's V: one partial order per order of the
    // three critical sections, 3! = 6.
    assertAgreesWith(HandWrittenDifferentialTest::threeThreadMutex, 6);
  }

  @Test
  void twoIndependentMutexes_bothStrategies_partialOrdersMultiply() {
    // Two orders on a times two orders on b; the interleaving of a and b events is not a
    // different partial order: 2 * 2 = 4.
    assertAgreesWith(HandWrittenDifferentialTest::twoIndependentMutexes, 4);
  }

  @Test
  void boundedBufferOneProducerOneConsumerOneSlot_bothStrategies_oneSequence() {
    // Every line has a forced order: notEmpty's P cannot complete before the producer's V, and
    // notFull's V comes after that, so a single partial order.
    assertAgreesWith(boundedBuffer(1, 1, 1), 1);
  }

  @Test
  void boundedBufferTwoProducersTwoConsumersOneSlot_bothStrategies_fourSequences() {
    // Two orders on mutexD times two on mutexW; with one slot notFull and notEmpty alternate
    // deposit and withdrawal, so they add no choice: 2 * 2 = 4 (the oracle agrees).
    assertAgreesWith(boundedBuffer(2, 2, 1), 4);
  }

  @Test
  void boundedBufferTwoProducersTwoConsumersTwoSlots_bothStrategies_twelveSequences() {
    // Two orders on mutexD times two on mutexW. notEmpty (mutex-ordered V, V and P, P) goes
    // V V P P or V P V P; after V V P P notFull is forced to P P V V, after V P V P it may be
    // P P V V or P V P V: 3 combinations, 2 * 2 * 3 = 12 (the oracle agrees).
    assertAgreesWith(boundedBuffer(2, 2, 2), 12);
  }

  @Test
  void dataReadInCriticalSection_bothStrategies_thirteenSequences() {
    // T1 enters first: x = 1 (odd, T1 does P), then x = 3 (odd, T2 does P). On s the completions
    // of P1, P2 and T3's ordered V, V follow V V P P or V P V P, each with 2 orders of the Ps: 4.
    // T2 enters first: x = 2 (even, T2 does V), then x = 3 (odd, T1 does P). On s the orders of
    // {V2, P1, V3a < V3b} are 4!/2 = 12, minus the 3 that start with P1: 9. Total 4 + 9 = 13.
    assertAgreesWith(HandWrittenDifferentialTest::dataDependent, 13);
  }

  @Test
  void threadSpawnedAfterReceive_bothStrategies_twoSequences() {
    // s has one order (V before P); on m the child T1.1 or T2 goes first: 2.
    assertAgreesWith(HandWrittenDifferentialTest::spawnAfterReceive, 2);
  }

  @Test
  void oppositeLockOrder_bothStrategies_threeSequencesOneDeadlock() {
    // T1 takes both first, T2 takes both first, or each takes its first one and they deadlock.
    assertAgreesWith(HandWrittenDifferentialTest::oppositeOrder, 3);
    assertEquals(1, deadlocks(HandWrittenDifferentialTest::oppositeOrder, Strategy.REACHABILITY));
    assertEquals(1, deadlocks(HandWrittenDifferentialTest::oppositeOrder, Strategy.EXHAUSTIVE));
  }

  @Test
  void concurrentVsAndPs_bothStrategies_fourSequences() {
    // Completions on s follow V V P P or V P V P (T1's Vs in program order), each with T2 or T3
    // taking the first P: 2 * 2 = 4.
    assertAgreesWith(HandWrittenDifferentialTest::concurrentVsAndPs, 4);
  }

  @Test
  void unmatchedEventWithOnlyOldPartners_bothStrategies_threeSequencesOnePartialRun() {
    // T1 first on lock: T1 and T3 both take b, in 2 orders; T2 first: only T3 takes b. 2 + 1 = 3.
    Differential.Comparison comparison =
        Differential.compare(PaperFig11::run);

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(3, comparison.oracleSequences());
    assertEquals(3, comparison.reachabilitySequences());
    assertEquals(1, comparison.partialRuns(), "the variant changing lock:1 stops partial at b:1");
    assertEquals(4, comparison.reachabilityRuns());
  }

  /**
   * The same shape with a port: R's only receive takes T1's message unless T2 wins {@code lock}
   * first, in which case T1 sends nothing and R may not take T3's old message in that variant.
   */
  static void unmatchedReceiveOnAThreadLine() throws Exception {
    int[] x = {0};
    CountingSemaphore lock = new CountingSemaphore(1, "lock");
    Port<Integer> port = new Port<>("p");
    CountingSemaphore c = new CountingSemaphore(0, "c");
    RichThread t1 = RichThread.start("T1", () -> {
      lock.P();
      int seen = x[0];
      x[0] = 1;
      lock.V();
      if (seen == 0) {
        port.send(1);
      }
    });
    RichThread t2 = RichThread.start("T2", () -> {
      lock.P();
      x[0] = 2;
      lock.V();
    });
    RichThread t3 = RichThread.start("T3", () -> {
      for (int i = 0; i < 4; i++) {
        c.V();
      }
      port.send(3);
    });
    RichThread receiver = RichThread.start("R", port::receive);
    t1.join();
    t2.join();
    t3.join();
    receiver.join();
  }

  @Test
  void unmatchedReceiveOnAThreadLine_bothStrategies_partialRunRecordsIt() {
    // T1 first on lock: R takes T1's or T3's message; T2 first: only T3's. 2 + 1 = 3.
    Differential.Comparison comparison =
        Differential.compare(HandWrittenDifferentialTest::unmatchedReceiveOnAThreadLine);
    List<RunResult> partial = new ArrayList<>();
    RichTest.explore(HandWrittenDifferentialTest::unmatchedReceiveOnAThreadLine,
        ExplorationOptions.defaults().withListener(run -> {
          if (run.outcome() instanceof RunOutcome.PartialRun) {
            partial.add(run);
          }
        }));

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(3, comparison.reachabilitySequences());
    assertEquals(1, comparison.partialRuns());
    assertEquals(1, partial.size());
    EventId unmatched = new EventId("R", 1);
    assertEquals(List.of(unmatched), ((RunOutcome.PartialRun) partial.get(0).outcome()).unmatched());
    ReceivingEvent recorded = (ReceivingEvent) partial.get(0).sequence().event(unmatched);
    assertTrue(recorded != null && recorded.isUnmatched(), "the partial sequence keeps R:1 unmatched");
  }

  private static void assertAgreesWith(Program program, int expectedSequences) {
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(expectedSequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(expectedSequences, comparison.reachabilitySequences(), "reachability sequences");
    assertEquals(
        comparison.reachabilitySequences() + comparison.partialRuns(),
        comparison.reachabilityRuns(),
        "reachability runs = sequences + partial runs");
  }

  private static int deadlocks(Program program, Strategy strategy) {
    ExplorationResult result = RichTest.explore(program,
        ExplorationOptions.defaults().withStrategy(strategy).withStopAtFirstBug(false));
    assertTrue(result.complete(), "exploration completes");
    assertTrue(result.failures().isEmpty(), "no failures");
    return result.deadlocks().size();
  }
}
