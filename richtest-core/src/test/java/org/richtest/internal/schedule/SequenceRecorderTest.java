package org.richtest.internal.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.internal.clock.MutableClock;

/**
 * The clock exchanges of a recorded sequence name only events it has. A run can stop after a line
 * took the identity of its next event, with the exchanges into it, and before that event was
 * recorded: an {@code OutOfMemoryError} while the event's clocks were copied did, in a 20-thread
 * spin loop of commons-lang3's tests, and the diagram of that run's sequence failed on an exchange
 * into the missing event.
 */
class SequenceRecorderTest {

  private final SequenceRecorder recorder = new SequenceRecorder(new RunShape());
  private final LogicalThread main = thread("main", 0);
  private final LogicalThread child = thread("main.1", 1);

  private LogicalThread thread(String name, int component) {
    return new LogicalThread(name, component, new MutableClock(), recorder.thread(name), false);
  }

  /** Records {@code line}'s next event as a sending event, as a call does. */
  private EventId send(LogicalThread line) {
    line.clock.tick(line.component);
    EventId id = line.occurred(recorder);
    recorder.send(line.slot, id, "o", "op", line.clock.copy());
    return id;
  }

  /** Asserts that every exchange of {@code sequence} names two of its events. */
  private static void assertExchangesNameItsEvents(SynSequence sequence) {
    for (ClockExchange exchange : sequence.exchanges()) {
      assertTrue(sequence.event(exchange.from()) != null && sequence.event(exchange.to()) != null,
          "clock exchange " + exchange + " names an event the sequence does not have: "
              + sequence.events());
    }
  }

  /**
   * A run's clocks start as wide as the run before it had threads ({@link RunShape}); what its
   * events count toward the memory bound does not follow them, so the same run is cut at the same
   * event after a run of two threads and after one of twenty.
   */
  @Test
  void recordedBytes_sameEventsAfterRunsOfOtherSizes_countedTheSame() {
    RunShape afterTwenty = new RunShape();
    afterTwenty.ran(20, 100, 100);

    assertEquals(recordTwoThreads(new RunShape()), recordTwoThreads(afterTwenty));
  }

  /**
   * A thread beyond the clocks' width lays every row recorded so far out again at the wider width
   * ({@code IndexedSequence.Builder}), so the events before it count at that width from then on.
   */
  @Test
  void recordedBytes_aFifthThread_earlierEventsCountedAtTheWiderWidth() {
    for (int i = 0; i < 10; i++) {
      send(main);
    }
    thread("main.2", 2);
    thread("main.3", 3);
    long fourThreads = recorder.recordedBytes();

    thread("main.4", 4);

    assertEquals(fourThreads + 10 * (RecordedSize.rows(8) - RecordedSize.rows(4)),
        recorder.recordedBytes());
  }

  /**
   * Records, with clocks as wide as {@code shape} says, main starting a thread that calls an
   * object which receives the call; returns the bytes counted.
   */
  private static long recordTwoThreads(RunShape shape) {
    SequenceRecorder recorder = new SequenceRecorder(shape);
    LineRegistry registry =
        new LineRegistry(recorder, new PortQueues(), false, shape.threads(), new LineNames());
    LogicalThread parent = registry.newThread("main");
    parent.clock.tick(parent.component);
    recorder.send(parent.slot, parent.occurred(recorder), "o", "op", parent.clock.copy());
    LogicalThread started = registry.newThread("main.1");
    started.learnFrom(parent);
    started.clock.tick(started.component);
    int call = recorder.send(
        started.slot, started.occurred(recorder), "o", "op", started.clock.copy());
    int slot = recorder.object("o");
    MutableClock object = new MutableClock(shape.threads());
    recorder.before(object);
    object.merge(started.clock);
    recorder.receive(slot, new EventId("o", 1), OpenList.on("o", "op"), object, call);
    return recorder.recordedBytes();
  }

  @Test
  void build_runStoppedBeforeTheEventAnExchangeLeadsInto_exchangeLeftOut() {
    EventId started = send(main);
    child.learnFrom(main); // the child starts knowing main:1
    child.clock.tick(child.component);
    child.occurred(recorder); // main.1:1, whose recording then throws

    SynSequence sequence = recorder.build();

    assertExchangesNameItsEvents(sequence);
    assertEquals(List.of(started), sequence.events().stream().map(SynEvent::id).toList());
    assertEquals(List.of(), sequence.exchanges());
  }

  @Test
  void build_exchangeIntoARecordedEvent_kept() {
    EventId started = send(main);
    child.learnFrom(main);

    EventId first = send(child);

    assertEquals(List.of(new ClockExchange(started, first)), recorder.build().exchanges());
  }

  @Test
  void build_lineLearnedAnEventNeverRecorded_noExchangeFromIt() {
    EventId started = send(main);
    child.learnFrom(main);
    child.clock.tick(child.component);
    child.occurred(recorder); // never recorded
    main.learnFrom(child); // main learns main.1:1, then records its next event

    EventId next = send(main);

    SynSequence sequence = recorder.build();
    assertExchangesNameItsEvents(sequence);
    assertEquals(List.of(started, next), sequence.events().stream().map(SynEvent::id).toList());
  }
}
