package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.EventId;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.race.RaceSets;
import org.richtest.sync.Channel;
import org.richtest.sync.Port;
import org.richtest.sync.RichThread;
import org.richtest.sync.SelectiveWait;

/**
 * Reproduces the paper's message-passing executions (Lei &amp; Carver, section III, Figs. 2 and 3)
 * and the race sets section V.B gives for them, then checks both programs against the exhaustive
 * oracle with their numbers of partial orders pinned.
 *
 * <p>The paper names the sending events {@code s1..s4} and the receiving events {@code r1..r4} so
 * that {@code <sk, rk>} is a synchronization pair; our events are named {@code (line, index)}. The
 * paper's text fixes the mapping, which each test spells out: the race sets it gives are only
 * possible with it.
 *
 * <p>The race-set computation is internal to richtest-core ({@link RaceSets}); this test uses it on
 * purpose, to check the analysis itself rather than its effect on the number of runs.
 */
class PaperMessagePassingTest {

  /**
   * Paper Fig. 2, asynchronous message passing: T1 sends two messages to port {@code p1}; T3 sends
   * one to {@code p1}, then one to {@code p2}; T2 receives from {@code p1}, {@code p1}, {@code p2},
   * {@code p1}. T3 is started first, so that the default free run (oldest pending send first)
   * exercises the paper's execution, in which T3's message to {@code p1} is received first.
   */
  static void fig2() throws Exception {
    Port<String> p1 = new Port<>("p1");
    Port<String> p2 = new Port<>("p2");
    RichThread t3 = RichThread.start("T3", () -> {
      p1.send("T3 to p1");
      p2.send("T3 to p2");
    });
    RichThread t1 = RichThread.start("T1", () -> {
      p1.send("T1 first");
      p1.send("T1 second");
    });
    RichThread t2 = RichThread.start("T2", () -> {
      p1.receive();
      p1.receive();
      p2.receive();
      p1.receive();
    });
    t1.join();
    t2.join();
    t3.join();
  }

  /**
   * Paper Fig. 3, synchronous message passing: T1 sends two messages to channel {@code p1}, T3 two
   * to {@code p2}; T2 runs a selective wait over {@code p1} and {@code p2} four times.
   *
   * <p>The paper does not print T2's guards, only what the open lists of its execution show: each
   * time {@code p2} was selected {@code p1} was open, each time {@code p1} was selected {@code p2}
   * was closed. Our choice: {@code p1} is always open and {@code p2} is open while T2 has received
   * at least as many messages from {@code p1} as from {@code p2}. It gives exactly the paper's open
   * lists along the paper's execution ({@code p2, p1, p2, p1}) and never deadlocks: {@code p2} is
   * closed only while T1 still has a message to send. T3 is started first, so that the default free
   * run exercises the paper's execution.
   */
  static void fig3() throws Exception {
    Channel<String> p1 = new Channel<>("p1");
    Channel<String> p2 = new Channel<>("p2");
    RichThread t3 = RichThread.start("T3", () -> {
      p2.send("T3 first");
      p2.send("T3 second");
    });
    RichThread t1 = RichThread.start("T1", () -> {
      p1.send("T1 first");
      p1.send("T1 second");
    });
    RichThread t2 = RichThread.start("T2", () -> {
      int[] received = new int[2];
      SelectiveWait select = new SelectiveWait()
          .when(p1, message -> received[0]++)
          .when(() -> received[0] >= received[1], p2, message -> received[1]++);
      for (int i = 0; i < 4; i++) {
        select.choose();
      }
    });
    t1.join();
    t2.join();
    t3.join();
  }

  @Test
  void fig2_freeRun_exercisesThePapersExecution() {
    SynSequence q = recorded(PaperMessagePassingTest::fig2);

    assertEquals(paperPairs(fig2PaperNames()), pairs(q), q.toText());
    assertEquals(
        List.of(Set.of("p1"), Set.of("p1"), Set.of("p2"), Set.of("p1")),
        openPorts(q, "T2", 4),
        q.toText());
  }

  @Test
  void fig2_recordedRun_raceSetsMatchSectionVB() {
    SynSequence q = recorded(PaperMessagePassingTest::fig2);
    Map<String, EventId> paper = fig2PaperNames();

    Map<String, Set<String>> expected = new TreeMap<>();
    expected.put("r1", Set.of("s2"));
    expected.put("r2", Set.of());
    expected.put("r3", Set.of());
    expected.put("r4", Set.of());
    assertEquals(expected, raceSets(q, paper), q.toText());
  }

  @Test
  void fig2_bothStrategies_agreeOnThreePartialOrders() {
    // T2's three receives on p1 take T1's two messages in order and T3's one message at any of the
    // three places; the receive on p2 has only T3's message.
    assertAgrees(PaperMessagePassingTest::fig2, 3);
  }

  @Test
  void fig3_freeRun_exercisesThePapersExecutionWithItsOpenLists() {
    SynSequence q = recorded(PaperMessagePassingTest::fig3);

    assertEquals(paperPairs(fig3PaperNames()), pairs(q), q.toText());
    assertEquals(
        List.of(Set.of("p1", "p2"), Set.of("p1"), Set.of("p1", "p2"), Set.of("p1")),
        openPorts(q, "T2", 4),
        q.toText());
  }

  @Test
  void fig3_recordedRun_raceSetsMatchSectionVB() {
    SynSequence q = recorded(PaperMessagePassingTest::fig3);
    Map<String, EventId> paper = fig3PaperNames();

    Map<String, Set<String>> expected = new TreeMap<>();
    expected.put("r1", Set.of("s2"));
    expected.put("r2", Set.of());
    expected.put("r3", Set.of("s4"));
    expected.put("r4", Set.of());
    assertEquals(expected, raceSets(q, paper), q.toText());
  }

  @Test
  void fig3_bothStrategies_agreeOnFivePartialOrders() {
    // T2's choices are the arrangements of two p1 and two p2 receives in which every p2 receive
    // follows at least as many p1 receives as p2 receives: all 6 but p2, p2, p1, p1.
    assertAgrees(PaperMessagePassingTest::fig3, 5);
  }

  /**
   * Fig. 2's names. {@code s2} and {@code s4} must be T1's two sends: {@code s4} is left out of
   * {@code race_set(r1)} because FIFO orders it after {@code s2}, so they share sender and port.
   * {@code s1} and {@code s3} are then T3's sends to {@code p1} and {@code p2}; {@code r1..r4} are
   * T2's receives in order.
   */
  private static Map<String, EventId> fig2PaperNames() {
    Map<String, EventId> names = new LinkedHashMap<>();
    names.put("s1", new EventId("T3", 1));
    names.put("s2", new EventId("T1", 1));
    names.put("s3", new EventId("T3", 2));
    names.put("s4", new EventId("T1", 2));
    for (int k = 1; k <= 4; k++) {
      names.put("r" + k, new EventId("T2", k));
    }
    return names;
  }

  /**
   * Fig. 3's names. {@code r1} and {@code r3} have {@code p2} selected with {@code p1} open and
   * race with T1's sends {@code s2} and {@code s4}; {@code s3} goes to {@code p2}. So {@code s1}
   * and {@code s3} are T3's sends, {@code s2} and {@code s4} T1's; {@code r1..r4} are T2's
   * receives: the same mapping as Fig. 2.
   */
  private static Map<String, EventId> fig3PaperNames() {
    return fig2PaperNames();
  }

  /** The paper's synchronization pairs {@code <sk, rk>}, in our identities. */
  private static Set<String> paperPairs(Map<String, EventId> names) {
    Set<String> pairs = new TreeSet<>();
    for (int k = 1; k <= 4; k++) {
      pairs.add(names.get("s" + k) + " -> " + names.get("r" + k));
    }
    return pairs;
  }

  /** Runs {@code program} once with the default policy (oldest pending send first). */
  private static SynSequence recorded(Program program) {
    RunResult run = RichTest.runOnce(program);
    assertInstanceOf(RunOutcome.Completed.class, run.outcome(), run.outcome().toString());
    return run.sequence();
  }

  /** The synchronization pairs of {@code q}, written like {@link #paperPairs}. */
  private static Set<String> pairs(SynSequence q) {
    Set<String> pairs = new TreeSet<>();
    for (SynEvent event : q.events()) {
      if (event instanceof ReceivingEvent receive && receive.partner() != null) {
        pairs.add(receive.partner() + " -> " + receive.id());
      }
    }
    return pairs;
  }

  /** The ports open at each receive on {@code thread}'s line; checks there are {@code count}. */
  private static List<Set<String>> openPorts(SynSequence q, String thread, int count) {
    List<SynEvent> receives = q.eventsOn(thread).stream()
        .filter(event -> event instanceof ReceivingEvent)
        .toList();
    assertEquals(count, receives.size(), q.toText());
    return receives.stream()
        .map(event -> ((ReceivingEvent) event).openList().channels().stream()
            .map(channel -> channel.destination())
            .collect(Collectors.toSet()))
        .toList();
  }

  /** The race set of every receiving event of {@code q} named in {@code paper}, in paper names. */
  private static Map<String, Set<String>> raceSets(SynSequence q, Map<String, EventId> paper) {
    Map<EventId, String> byId = new LinkedHashMap<>();
    paper.forEach((name, id) -> byId.put(id, name));
    IndexedSequence indexed = new IndexedSequence(q);
    Map<String, Set<String>> raceSets = new TreeMap<>();
    for (int r = 0; r < indexed.size(); r++) {
      if (indexed.isSending(r)) {
        continue;
      }
      String receive = name(byId, indexed.event(r).id());
      Set<String> races = new TreeSet<>();
      for (int s : RaceSets.raceSet(indexed, r, position -> false)) {
        races.add(name(byId, indexed.event(s).id()));
      }
      raceSets.put(receive, races);
    }
    return raceSets;
  }

  private static String name(Map<EventId, String> byId, EventId id) {
    String name = byId.get(id);
    assertNotNull(name, () -> "event " + id + " is not in the paper's figure");
    return name;
  }

  private static void assertAgrees(Program program, int sequences) {
    Differential.Comparison comparison = Differential.compare(program);

    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(sequences, comparison.reachabilitySequences());
    assertEquals(sequences, comparison.oracleSequences());
    assertEquals(sequences, comparison.reachabilityRuns());
    assertEquals(0, comparison.partialRuns());
  }
}
