package org.richtest.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.RichThread;

/** The programs and hand-made sequences the diagram tests draw. */
final class Fixtures {

  private Fixtures() {}

  /** The paper's Fig. 4: binary semaphore {@code s} = 1, threads T1 and T2 each P then V. */
  static void fig4() throws InterruptedException {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 = RichThread.start("T1", () -> pv(s));
    RichThread t2 = RichThread.start("T2", () -> pv(s));
    t1.join();
    t2.join();
  }

  private static void pv(BinarySemaphore s) {
    s.P();
    s.V();
  }

  /** T1 takes {@code a} then {@code b}, T2 takes {@code b} then {@code a}: it can deadlock. */
  static void oppositeOrders() throws InterruptedException {
    BinarySemaphore a = new BinarySemaphore(1, "a");
    BinarySemaphore b = new BinarySemaphore(1, "b");
    RichThread t1 = RichThread.start("T1", () -> nested(a, b));
    RichThread t2 = RichThread.start("T2", () -> nested(b, a));
    t1.join();
    t2.join();
  }

  private static void nested(BinarySemaphore outer, BinarySemaphore inner) {
    outer.P();
    inner.P();
    inner.V();
    outer.V();
  }

  /** Fig. 4 where T1 throws after its V. */
  static void failingThread() throws InterruptedException {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    RichThread t1 =
        RichThread.start(
            "T1",
            () -> {
              pv(s);
              throw new IllegalStateException("boom <&> \"here\"");
            });
    RichThread t2 = RichThread.start("T2", () -> pv(s));
    t1.join();
    t2.join();
  }

  /** Returns the one controlled run of Fig. 4 under the default, oldest-pending policy. */
  static RunResult fig4Run() {
    return RichTest.runOnce(Fixtures::fig4);
  }

  /** Returns the first deadlocking run of {@link #oppositeOrders()}. */
  static RunResult deadlockRun() {
    ExplorationResult result = RichTest.explore(Fixtures::oppositeOrders);
    assertEquals(1, result.deadlocks().size(), result.summary());
    return result.deadlocks().get(0);
  }

  /** Returns the exploration of {@link #oppositeOrders()} that collects every deadlock. */
  static ExplorationResult allDeadlocks() {
    return RichTest.explore(
        Fixtures::oppositeOrders, ExplorationOptions.defaults().withStopAtFirstBug(false));
  }

  /** A thread name with every character XML and DOT treat specially. */
  static final String ODD_THREAD = "<T&1 \"x'\\>";

  /** An object name with markup characters and a control character XML cannot carry. */
  static final String ODD_OBJECT = "s<&>\u0007";

  /** An operation name with markup characters and a quote. */
  static final String ODD_OPERATION = "P&\"";

  /**
   * Returns a hand-made sequence over {@link #ODD_THREAD} and {@link #ODD_OBJECT}: the thread's
   * {@link #ODD_OPERATION} call is received, it learns so by a clock exchange, and its next call is
   * still pending.
   */
  static SynSequence oddNames() {
    EventId call = new EventId(ODD_THREAD, 1);
    EventId receive = new EventId(ODD_OBJECT, 1);
    EventId pending = new EventId(ODD_THREAD, 2);
    return new SynSequence(
        List.of(ODD_THREAD),
        List.of(new Line(ODD_THREAD, LineKind.THREAD), new Line(ODD_OBJECT, LineKind.OBJECT)),
        List.of(
            new SendingEvent(call, ODD_OBJECT, ODD_OPERATION, VectorTimestamp.of(1), receive),
            new ReceivingEvent(
                receive,
                OpenList.on(ODD_OBJECT, ODD_OPERATION),
                VectorTimestamp.of(1),
                VectorTimestamp.ZERO,
                call),
            new SendingEvent(pending, ODD_OBJECT, "V", VectorTimestamp.of(2), null)),
        List.of(new ClockExchange(receive, pending)));
  }

  /** Returns {@link #oddNames()} with one more clock exchange, to an event it does not have. */
  static SynSequence withDanglingExchange() {
    SynSequence odd = oddNames();
    List<ClockExchange> exchanges = new ArrayList<>(odd.exchanges());
    exchanges.add(new ClockExchange(new EventId(ODD_OBJECT, 1), new EventId(ODD_THREAD, 9)));
    return new SynSequence(odd.threads(), odd.lines(), odd.events(), exchanges);
  }
}
