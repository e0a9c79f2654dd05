package org.richtest.internal.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.richtest.event.EventId;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;
import org.richtest.internal.clock.MutableClock;

/**
 * A run records its clocks straight into the builder's rows, which the index takes over: a builder
 * made too narrow for the run's threads, or too short for its events, must index it as one made
 * wide and long enough, the clock before a receiving event written ahead of it included.
 */
class IndexedSequenceBuilderTest {

  /**
   * Records main's two calls on {@code o}, then starts two threads (the clock before o's second
   * receiving event already written), and main.1's call on {@code o}.
   */
  private static IndexedSequence record(int capacity, int width) {
    IndexedSequence.Builder builder = new IndexedSequence.Builder(capacity, width);
    int main = builder.line("main", LineKind.THREAD);
    int o = builder.line("o", LineKind.OBJECT);
    MutableClock mainClock = new MutableClock(1);
    MutableClock objectClock = new MutableClock(1);
    int call = send(builder, main, mainClock, 0, new EventId("main", 1));
    receive(builder, o, objectClock, mainClock, new EventId("o", 1), call);
    call = send(builder, main, mainClock, 0, new EventId("main", 2));
    builder.before(objectClock);
    int child = builder.line("main.1", LineKind.THREAD);
    builder.line("main.2", LineKind.THREAD);
    objectClock.merge(mainClock);
    builder.receive(o, new EventId("o", 2), OpenList.EMPTY, objectClock, call);
    MutableClock childClock = new MutableClock(mainClock);
    call = send(builder, child, childClock, 1, new EventId("main.1", 1));
    receive(builder, o, objectClock, childClock, new EventId("o", 3), call);
    return builder.build(new SynSequence(List.of(), List.of(), List.of()));
  }

  private static int send(
      IndexedSequence.Builder builder, int slot, MutableClock clock, int component, EventId id) {
    clock.tick(component);
    return builder.send(slot, id, "o", "op", clock.copy());
  }

  private static void receive(IndexedSequence.Builder builder, int slot, MutableClock clock,
      MutableClock caller, EventId id, int call) {
    builder.before(clock);
    clock.merge(caller);
    builder.receive(slot, id, OpenList.EMPTY, clock, call);
  }

  @Test
  void build_builderWidenedAndGrownDuringTheRun_indexesAsOneWideEnough() {
    IndexedSequence narrow = record(1, 1);
    IndexedSequence wide = record(64, 8);

    assertSameOrders(wide, narrow);
    assertTrue(narrow.inControlStructure(1, 3), "o knew o:1 before o:2, written before widening");
    assertTrue(narrow.happenedBefore(0, 5));
  }

  @Test
  void build_builderSizedForAMuchLongerRun_keepsNoMoreRoomThanTheEvents() {
    IndexedSequence.Builder builder = new IndexedSequence.Builder(100_000, 32);
    int main = builder.line("main", LineKind.THREAD);
    send(builder, main, new MutableClock(1), 0, new EventId("main", 1));
    IndexedSequence index = builder.build(new SynSequence(List.of(), List.of(), List.of()));

    assertEquals(1, builder.capacity(), "the index would keep room for 100,000 events");
    assertEquals(1, builder.stride(), "the index would keep rows of 32 components");
    assertEquals(1, index.size());
    IndexedSequence.Builder grown = new IndexedSequence.Builder(1, 1);
    for (int i = 1; i <= 100; i++) {
      send(grown, grown.line("t" + i, LineKind.THREAD), new MutableClock(1), 0,
          new EventId("t" + i, 1));
    }
    grown.build(new SynSequence(List.of(), List.of(), List.of()));
    assertEquals(128, grown.capacity(), "room a run grew into is kept: trimming it would copy");
  }

  @Test
  void build_builderSizedForAWiderRun_indexesAsOneOfTheRunsWidth() {
    IndexedSequence wide = record(64, 128);
    IndexedSequence fitting = record(64, 3);

    assertSameOrders(fitting, wide);
  }

  /** Asserts that {@code actual} orders every two events as {@code expected} does. */
  private static void assertSameOrders(IndexedSequence expected, IndexedSequence actual) {
    assertEquals(expected.size(), actual.size());
    for (int a = 0; a < expected.size(); a++) {
      for (int b = 0; b < expected.size(); b++) {
        assertEquals(expected.happenedBefore(a, b), actual.happenedBefore(a, b), a + " -> " + b);
        assertEquals(
            expected.inControlStructure(a, b), actual.inControlStructure(a, b), a + " in " + b);
      }
    }
  }

  @Test
  void events_builderWidenedDuringTheRun_timestampsAsRecorded() {
    IndexedSequence.Builder builder = new IndexedSequence.Builder(1, 1);
    int main = builder.line("main", LineKind.THREAD);
    MutableClock clock = new MutableClock(1);
    send(builder, main, clock, 0, new EventId("main", 1));
    int child = builder.line("main.1", LineKind.THREAD);
    MutableClock childClock = new MutableClock(clock);
    send(builder, child, childClock, 1, new EventId("main.1", 1));

    assertEquals(VectorTimestamp.of(1), builder.events().get(0).timestamp());
    assertEquals(VectorTimestamp.of(1, 1), builder.events().get(1).timestamp());
  }

  @Test
  void receive_clockBeforeNotWritten_refused() {
    IndexedSequence.Builder builder = new IndexedSequence.Builder();
    int o = builder.line("o", LineKind.OBJECT);

    assertThrows(IllegalStateException.class, () -> builder.receive(
        o, new EventId("o", 1), OpenList.EMPTY, new MutableClock(), -1));
  }
}
