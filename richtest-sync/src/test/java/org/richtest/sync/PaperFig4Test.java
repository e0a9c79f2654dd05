package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RaceTableView;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.SyncPair;
import org.richtest.event.VectorTimestamp;

/**
 * Proves that the controlled runtime records the paper's Fig. 4 (binary semaphore {@code s} = 1,
 * threads T1 and T2 each doing {@code s.P(); s.V();}) exactly as the paper's rules prescribe: every
 * event's identity, kind, descriptor, open list, partner and vector timestamp of the default
 * oldest-pending run, worked out by hand below; that the derived happened-before relation is the
 * expected one; and that exploration finds exactly the two partial orders implied by the single
 * race between the two P calls.
 */
class PaperFig4Test {

  /** The program of Fig. 4: main starts T1 then T2 and joins both. */
  static void fig4() throws InterruptedException {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 =
        RichThread.start(
            "T1",
            () -> {
              s.P();
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
  }

  private static EventId id(String text) {
    return EventId.parse(text);
  }

  private static VectorTimestamp ts(int... components) {
    return VectorTimestamp.of(components);
  }

  private static SendingEvent send(
      String id, String operation, VectorTimestamp ts, String partner) {
    return new SendingEvent(id(id), "s", operation, ts, id(partner));
  }

  private static ReceivingEvent receive(
      String id, String open, VectorTimestamp ts, VectorTimestamp before, String partner) {
    return new ReceivingEvent(id(id), OpenList.on("s", open), ts, before, id(partner));
  }

  /**
   * The oldest-pending run, derived by hand. Components: 0 = main, 1 = T1, 2 = T2 (main never has
   * an event, so component 0 stays 0; trailing zeros are dropped). T1 and T2 start with main's
   * clock [0,0,0]. Both issue P before anything fires; oldest pending first, so T1's P is received
   * first.
   *
   * <ul>
   *   <li>T1:1 P: T1 ticks to [0,1].
   *   <li>T2:1 P: T2 ticks to [0,0,1].
   *   <li>s:1 receives T1:1, s = 1 so open {P}: s.v = max([], [0,1]) = [0,1]; T1 merges [0,1].
   *   <li>T1:2 V: T1 ticks to [0,2].
   *   <li>s:2 receives T1:2, s = 0 so open {V}: s.v = max([0,1], [0,2]) = [0,2]; T1 merges.
   *   <li>T1 ends; main's join merges [0,2]; main now joins T2, whose P is open again.
   *   <li>s:3 receives T2:1, open {P}: s.v = max([0,2], [0,0,1]) = [0,2,1]; T2 merges it.
   *   <li>T2:2 V: T2 ticks to [0,2,2].
   *   <li>s:4 receives T2:2, open {V}: s.v = max([0,2,1], [0,2,2]) = [0,2,2].
   * </ul>
   *
   * <p>{@code before} of an object event is s.v just before it: [], [0,1], [0,2], [0,2,1].
   */
  private static List<SynEvent> expectedEvents() {
    return List.of(
        send("T1:1", "P", ts(0, 1), "s:1"),
        send("T2:1", "P", ts(0, 0, 1), "s:3"),
        receive("s:1", "P", ts(0, 1), ts(), "T1:1"),
        send("T1:2", "V", ts(0, 2), "s:2"),
        receive("s:2", "V", ts(0, 2), ts(0, 1), "T1:2"),
        receive("s:3", "P", ts(0, 2, 1), ts(0, 2), "T2:1"),
        send("T2:2", "V", ts(0, 2, 2), "s:4"),
        receive("s:4", "V", ts(0, 2, 2), ts(0, 2, 1), "T2:2"));
  }

  @Test
  void raceTable_fig4Run_isThePapersSingleRace() {
    // Paper section V.B: race_set(e1) = {c3}, the other race sets are empty. e1 is s:1 (T1's P
    // completes first), c3 is T2's P call T2:1; the table has one column and one row, changing it.
    RaceTableView table = RichTest.raceTable(RichTest.runOnce(PaperFig4Test::fig4).sequence(), 10);

    assertEquals(List.of(new EventId("s", 1)), table.heading());
    assertEquals(List.of(List.of(new EventId("T2", 1))), table.raceSets());
    assertEquals(List.of(List.of(1)), table.rows());
    assertFalse(table.truncated());
  }

  @Test
  void runOnce_defaultPolicy_completes() {
    RunResult run = RichTest.runOnce(PaperFig4Test::fig4);

    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
  }

  @Test
  void runOnce_defaultPolicy_recordsLinesInCreationOrder() {
    SynSequence sequence = RichTest.runOnce(PaperFig4Test::fig4).sequence();

    assertEquals(List.of("main", "T1", "T2"), sequence.threads());
    assertEquals(
        List.of(
            new Line("main", LineKind.THREAD),
            new Line("s", LineKind.OBJECT),
            new Line("T1", LineKind.THREAD),
            new Line("T2", LineKind.THREAD)),
        sequence.lines());
    assertEquals(0, sequence.component("main"));
    assertEquals(1, sequence.component("T1"));
    assertEquals(2, sequence.component("T2"));
  }

  @Test
  void runOnce_defaultPolicy_recordsEveryEventAsDerivedByHand() {
    SynSequence sequence = RichTest.runOnce(PaperFig4Test::fig4).sequence();
    List<SynEvent> expected = expectedEvents();

    assertEquals(expected.size(), sequence.size(), sequence.toText());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), sequence.events().get(i), "event #" + (i + 1));
    }
  }

  @Test
  void runOnce_defaultPolicy_exposesDescriptorFields() {
    SynSequence sequence = RichTest.runOnce(PaperFig4Test::fig4).sequence();

    SendingEvent t2p = assertInstanceOf(SendingEvent.class, sequence.event(id("T2:1")));
    assertEquals("s", t2p.destination());
    assertEquals("P", t2p.operation());
    assertEquals(ts(0, 0, 1), t2p.timestamp());
    assertEquals(id("s:3"), t2p.partner());

    ReceivingEvent s2 = assertInstanceOf(ReceivingEvent.class, sequence.event(id("s:2")));
    assertEquals(OpenList.on("s", "V"), s2.openList());
    assertFalse(s2.openList().admits("s", "P"));
    assertEquals(ts(0, 2), s2.timestamp());
    assertEquals(id("T1:2"), s2.partner());
  }

  @Test
  void runOnce_defaultPolicy_recordsSyncPairsAndClockExchanges() {
    SynSequence sequence = RichTest.runOnce(PaperFig4Test::fig4).sequence();

    assertEquals(
        Set.of(
            new SyncPair(id("T1:1"), id("s:1")),
            new SyncPair(id("T1:2"), id("s:2")),
            new SyncPair(id("T2:1"), id("s:3")),
            new SyncPair(id("T2:2"), id("s:4"))),
        new HashSet<>(sequence.pairs()));
    // T1 learns s:1 before its V; T2 learns s:3 before its V. main has no events to receive any.
    assertEquals(
        List.of(new ClockExchange(id("s:1"), id("T1:2")), new ClockExchange(id("s:3"), id("T2:2"))),
        sequence.exchanges());
  }

  @Test
  void happenedBefore_fig4Run_matchesPaperRelation() {
    SynSequence sequence = RichTest.runOnce(PaperFig4Test::fig4).sequence();
    SynEvent t1p = sequence.event(id("T1:1"));
    SynEvent t1v = sequence.event(id("T1:2"));
    SynEvent t2p = sequence.event(id("T2:1"));
    SynEvent t2v = sequence.event(id("T2:2"));
    SynEvent s1 = sequence.event(id("s:1"));
    SynEvent s2 = sequence.event(id("s:2"));
    SynEvent s3 = sequence.event(id("s:3"));

    assertTrue(sequence.happenedBefore(s1, s2), "s:1 -> s:2 (line order)");
    assertTrue(sequence.happenedBefore(s2, s3), "s:2 -> s:3 (line order)");
    assertTrue(sequence.happenedBefore(t1p, s1), "T1:1 -> s:1 (sync pair)");
    assertTrue(sequence.happenedBefore(s1, t1v), "s:1 -> T1:2 (completion)");
    assertTrue(sequence.happenedBefore(t1p, t2v), "T1:1 -> T2:2 (through s)");
    assertFalse(sequence.happenedBefore(t1p, t2p), "T1:1 -/-> T2:1 (concurrent calls)");
    assertFalse(sequence.happenedBefore(t2p, t1p), "T2:1 -/-> T1:1 (concurrent calls)");
    assertFalse(sequence.happenedBefore(t2p, s1), "T2:1 -/-> s:1 (not its partner)");
    assertFalse(sequence.happenedBefore(s2, s1), "s:2 -/-> s:1");
    assertFalse(sequence.happenedBefore(s1, s1), "irreflexive");
  }

  @Test
  void happenedBefore_bothFig4Sequences_equalsClosureOfExplicitEdges() {
    List<SynSequence> sequences = new ArrayList<>();
    RichTest.explore(
        PaperFig4Test::fig4,
        ExplorationOptions.defaults().withListener(run -> sequences.add(run.sequence())));

    assertEquals(2, sequences.size());
    sequences.forEach(Causality::assertTimestampsMatchExplicitEdges);
  }

  @Test
  void explore_fig4_exercisesBothOrdersOfTheRacingCalls() {
    List<Set<SyncPair>> seen = new ArrayList<>();
    ExplorationResult result =
        RichTest.explore(
            PaperFig4Test::fig4,
            ExplorationOptions.defaults()
                .withListener(run -> seen.add(new HashSet<>(run.sequence().pairs()))));

    assertEquals(2, result.sequences(), result.summary());
    assertEquals(2, result.runs(), result.summary());
    assertEquals(0, result.partialRuns(), result.summary());
    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().isEmpty(), result.summary());
    // The only race: T2:1 is open at s:1 (both P, s = 1). Its variant lets T2 in first.
    assertEquals(
        List.of(
            Set.of(
                new SyncPair(id("T1:1"), id("s:1")),
                new SyncPair(id("T1:2"), id("s:2")),
                new SyncPair(id("T2:1"), id("s:3")),
                new SyncPair(id("T2:2"), id("s:4"))),
            Set.of(
                new SyncPair(id("T2:1"), id("s:1")),
                new SyncPair(id("T2:2"), id("s:2")),
                new SyncPair(id("T1:1"), id("s:3")),
                new SyncPair(id("T1:2"), id("s:4")))),
        seen);
  }

  @Test
  void explore_fig4Exhaustive_findsTheSameTwoSequences() {
    ExplorationResult result =
        RichTest.explore(
            PaperFig4Test::fig4, ExplorationOptions.defaults().withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(2, result.sequences(), result.summary());
    assertTrue(result.complete(), result.summary());
  }
}
