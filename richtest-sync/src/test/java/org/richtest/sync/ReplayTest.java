package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.trace.TraceJson;

/**
 * Proves deterministic replay (the paper's deterministic testing): replaying a recorded sequence of
 * a bounded-buffer program reproduces an equal sequence, also after a JSON round trip; and every
 * way the program and the sequence can disagree is a {@link NondeterminismException} that names the
 * event: a receiving event edited to a partner it cannot receive, a changed operation, an extra
 * event, and a program that is nondeterministic outside synchronization during exploration.
 */
class ReplayTest {

  private static final int ITEMS = 3;

  /**
   * A two-slot bounded buffer: "producer" deposits {@code produced} items, "consumer" withdraws
   * {@code ITEMS}, checking their order. If {@code consumerMistake}, the consumer's first mutex
   * call is V instead of P.
   */
  static Program boundedBuffer(int produced, boolean consumerMistake) {
    return () -> {
      CountingSemaphore full = new CountingSemaphore(0, "full");
      CountingSemaphore empty = new CountingSemaphore(2, "empty");
      BinarySemaphore mutex = new BinarySemaphore(1, "mutex");
      Deque<Integer> buffer = new ArrayDeque<>();
      RichThread producer =
          RichThread.start(
              "producer",
              () -> {
                for (int i = 1; i <= produced; i++) {
                  empty.P();
                  mutex.P();
                  buffer.addLast(i);
                  mutex.V();
                  full.V();
                }
              });
      RichThread consumer =
          RichThread.start(
              "consumer",
              () -> {
                for (int i = 1; i <= ITEMS; i++) {
                  full.P();
                  if (consumerMistake && i == 1) {
                    mutex.V();
                  } else {
                    mutex.P();
                  }
                  int item = buffer.removeFirst();
                  if (item != i) {
                    throw new AssertionError("expected item " + i + ", got " + item);
                  }
                  mutex.V();
                  empty.V();
                }
              });
      producer.join();
      consumer.join();
    };
  }

  private static Program boundedBuffer() {
    return boundedBuffer(ITEMS, false);
  }

  private static SynSequence record(long seed) {
    RunResult run =
        RichTest.runOnce(
            boundedBuffer(),
            ExplorationOptions.defaults().withFreeRunPolicy(FreeRunPolicy.seededRandom(seed)));
    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
    return run.sequence();
  }

  @Test
  void replay_recordedRandomRuns_reproduceEqualSequences() {
    for (long seed = 1; seed <= 4; seed++) {
      SynSequence recorded = record(seed);

      RunResult replayed = RichTest.replay(boundedBuffer(), recorded);

      assertInstanceOf(RunOutcome.Completed.class, replayed.outcome(), "seed " + seed);
      assertEquals(recorded, replayed.sequence(), "seed " + seed + "\n" + recorded.toText());
    }
  }

  @Test
  void replay_everyExploredSequence_reproducesIt() {
    List<SynSequence> explored = new ArrayList<>();
    RichTest.explore(
        boundedBuffer(),
        ExplorationOptions.defaults()
            .withMaxRuns(15)
            .withListener(r -> explored.add(r.sequence())));
    assertEquals(15, explored.size());

    for (SynSequence sequence : explored) {
      assertEquals(sequence, RichTest.replay(boundedBuffer(), sequence).sequence());
    }
  }

  @Test
  void happenedBefore_everyBoundedBufferSequence_equalsClosureOfExplicitEdges() {
    List<SynSequence> explored = new ArrayList<>();
    RichTest.explore(
        boundedBuffer(),
        ExplorationOptions.defaults().withListener(r -> explored.add(r.sequence())));

    ExplorationResult oracle =
        RichTest.explore(
            boundedBuffer(), ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(oracle.sequences(), explored.size(), oracle.summary());
    // Each run issues 3 * 4 calls per thread, and each call completes once.
    for (SynSequence sequence : explored) {
      assertEquals(48, sequence.size());
      Causality.assertTimestampsMatchExplicitEdges(sequence);
    }
  }

  @Test
  void replay_afterJsonRoundTrip_reproducesEqualSequence() {
    SynSequence recorded = record(7);

    SynSequence read = TraceJson.read(TraceJson.write(recorded));

    assertEquals(recorded, read);
    assertEquals(recorded, RichTest.replay(boundedBuffer(), read).sequence());
  }

  @Test
  void replay_partnerEditedToUnreceivableCall_throwsInfeasibleAtEvent() {
    SynSequence recorded = record(3);
    // A V completion on mutex (value 0, open {V}) cannot receive a P: take the next P on mutex.
    ReceivingEvent target = null;
    EventId nextP = null;
    for (SynEvent event : recorded.events()) {
      if (event instanceof ReceivingEvent r && r.line().equals("mutex")) {
        if (target == null && r.openList().equals(OpenList.on("mutex", "V"))) {
          target = r;
        } else if (target != null && nextP == null) {
          nextP = r.partner();
        }
      }
    }
    assertTrue(target != null && nextP != null, recorded.toText());
    SendingEvent call = (SendingEvent) recorded.event(nextP);
    assertEquals("P", call.operation());
    // Built through the constructor: the JSON reader refuses a partner that is not mutual.
    SynSequence infeasible = withPartner(recorded, target, nextP);
    assertEquals(nextP, infeasible.event(target.id()).partner());

    NondeterminismException error =
        assertThrows(
            NondeterminismException.class, () -> RichTest.replay(boundedBuffer(), infeasible));

    String message = error.getMessage();
    assertTrue(message.contains("infeasible at event " + target.id()), message);
    assertTrue(message.contains("received from " + nextP), message);
  }

  /** Returns {@code sequence} with receiving event {@code receive} taking {@code partner}. */
  private static SynSequence withPartner(
      SynSequence sequence, ReceivingEvent receive, EventId partner) {
    List<SynEvent> events = new ArrayList<>();
    for (SynEvent event : sequence.events()) {
      events.add(event.equals(receive)
          ? new ReceivingEvent(
              receive.id(), receive.openList(), receive.timestamp(), receive.before(), partner)
          : event);
    }
    return new SynSequence(sequence.threads(), sequence.lines(), events, sequence.exchanges());
  }

  @Test
  void replay_programChangedOperation_throwsNamingEventAndBothOperations() {
    SynSequence recorded = record(5);
    SendingEvent consumerMutex = (SendingEvent) recorded.event(EventId.parse("consumer:2"));
    assertEquals("mutex", consumerMutex.destination());
    assertEquals("P", consumerMutex.operation());

    NondeterminismException error =
        assertThrows(
            NondeterminismException.class,
            () -> RichTest.replay(boundedBuffer(ITEMS, true), recorded));

    String message = error.getMessage();
    assertTrue(message.contains("expected event consumer:2 to be P on mutex"), message);
    assertTrue(message.contains("issued V on mutex"), message);
  }

  @Test
  void replay_programIssuesExtraEvent_throwsNamingTheEvent() {
    SynSequence recorded = record(6);
    assertEquals(4 * ITEMS, recorded.eventsOn("producer").size());

    NondeterminismException error =
        assertThrows(
            NondeterminismException.class,
            () -> RichTest.replay(boundedBuffer(ITEMS + 1, false), recorded));

    String message = error.getMessage();
    assertTrue(message.contains("producer:" + (4 * ITEMS + 1)), message);
    assertTrue(message.contains("P on empty"), message);
    assertTrue(message.contains("does not contain"), message);
  }

  @Test
  void explore_programNondeterministicOutsideSynchronization_throwsExpectedEvent() {
    AtomicInteger runs = new AtomicInteger();
    Program program =
        () -> {
          boolean firstRun = runs.getAndIncrement() % 2 == 0; // of the exploration and its restart
          BinarySemaphore s = new BinarySemaphore(1, "s");
          RichThread t1 =
              RichThread.start(
                  "T1",
                  () -> {
                    if (firstRun) {
                      s.P();
                    } else {
                      s.V();
                    }
                    s.V();
                  });
          RichThread t2 =
              RichThread.start(
                  "T2",
                  () -> {
                    s.P();
                    s.V();
                  });
          t1.join();
          t2.join();
        };

    NondeterminismException error =
        assertThrows(NondeterminismException.class, () -> RichTest.explore(program));

    String message = error.getMessage();
    assertTrue(message.contains("expected event T1:1 to be P on s"), message);
    assertTrue(message.contains("issued V on s"), message);
    assertTrue(message.contains("it diverged again when explored a second time"), message);
    assertEquals(4, runs.get(), "the second run (T2 first) diverged, and again after starting over");
  }

  /**
   * In every second run, T2 calls P on another semaphore: the first decision still has two
   * choices, but not the same two, so a search that only checked how many there are would go on
   * replaying indices into a tree that does not exist.
   */
  @Test
  void explore_everyReplayingStrategy_enabledDecisionsChangeBetweenRuns_throwsNondeterminism() {
    for (Strategy strategy :
        List.of(Strategy.REACHABILITY, Strategy.EXHAUSTIVE, Strategy.CONTEXT_BOUNDED, Strategy.DPOR)) {
      AtomicInteger runs = new AtomicInteger();
      Program program =
          () -> {
            boolean firstRun = runs.getAndIncrement() % 2 == 0; // and the restart's first
            CountingSemaphore a = new CountingSemaphore(1, "a");
            CountingSemaphore b = new CountingSemaphore(1, "b");
            RichThread t1 = RichThread.start("T1", () -> {
              a.P();
              a.V();
            });
            RichThread t2 = RichThread.start("T2", () -> {
              CountingSemaphore mine = firstRun ? a : b;
              mine.P();
              mine.V();
            });
            t1.join();
            t2.join();
          };

      NondeterminismException error =
          assertThrows(
              NondeterminismException.class,
              () -> RichTest.explore(
                  program, ExplorationOptions.defaults().withStrategy(strategy).withProbeShare(0)),
              strategy.name());

      assertTrue(error.getMessage().contains("nondeterministic")
          || error.getMessage().contains("expected event T2:1"), strategy + ": " + error.getMessage());
    }
  }

  @Test
  void explore_threadKeptFromAnEarlierRun_errorNamesTheMisuse() {
    RichThread[] kept = {null};
    Program program =
        () -> {
          CountingSemaphore s = new CountingSemaphore(1, "s");
          RichThread a = RichThread.start("A", () -> {
            s.P();
            s.V();
          });
          if (kept[0] != null) {
            kept[0].join(); // a thread of an earlier run
          }
          kept[0] = a;
          s.P();
          s.V();
          a.join();
        };

    Throwable error = assertThrows(Throwable.class, () -> RichTest.explore(program,
        ExplorationOptions.defaults().withProbeShare(0)).assertNoBugs());

    assertTrue(error.getMessage().contains("belongs to another run"), error.toString());
  }
}
