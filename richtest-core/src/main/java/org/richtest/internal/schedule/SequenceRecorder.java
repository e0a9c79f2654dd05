package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.richtest.event.Annotations;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineDescription;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.internal.clock.MutableClock;
import org.richtest.internal.race.IndexedSequence;

/**
 * Collects the events of one run in the order they occur, straight into the arrays of an {@link
 * IndexedSequence}, and builds its {@link SynSequence}. Lines are numbered by slot in creation
 * order; an event names its partner by position, so recording needs no map.
 */
final class SequenceRecorder {

  private final List<String> threads = new ArrayList<>();
  private final List<Line> lines = new ArrayList<>();
  private final IndexedSequence.Builder events;
  /** The clock exchanges, as their sources and their targets. */
  private final List<EventId> exchangedFrom;
  private final List<EventId> exchangedTo;
  /** The lines described in the program's terms, by name. */
  private final Map<String, LineDescription> descriptions = new HashMap<>();
  /** The wake-ups: the woken thread's next event, who woke it and what it waited for. */
  private final List<EventId> wokenAt = new ArrayList<>();
  private final List<String> wokenBy = new ArrayList<>();
  private final List<String> wokenFrom = new ArrayList<>();
  /**
   * What the events and exchanges recorded so far take besides their clocks' rows, as {@link
   * #recordedBytes} counts it.
   */
  private long bytes;
  /** The clock length {@link #recordedBytes} counts every event's rows at: {@link RecordedSize}. */
  private int width = RecordedSize.width(0);

  /** Creates a recorder with room for a run of the size {@code shape} holds. */
  SequenceRecorder(RunShape shape) {
    events = new IndexedSequence.Builder(shape.events(), shape.threads());
    exchangedFrom = new ArrayList<>(shape.exchanges());
    exchangedTo = new ArrayList<>(shape.exchanges());
  }

  /** Notes this run's size in {@code shape}, for the next run; {@code threads} it had. */
  void sized(RunShape shape, int threads) {
    shape.ran(threads, events.size(), exchangedFrom.size());
  }

  /** Adds a thread line; returns its slot. */
  int thread(String name) {
    threads.add(name);
    width = RecordedSize.width(threads.size());
    lines.add(new Line(name, LineKind.THREAD));
    return events.line(name, LineKind.THREAD);
  }

  /** Adds an object line; returns its slot. */
  int object(String name) {
    lines.add(new Line(name, LineKind.OBJECT));
    return events.line(name, LineKind.OBJECT);
  }

  /** Adds a variable line; returns its slot. */
  int variable(String name) {
    lines.add(new Line(name, LineKind.VARIABLE));
    return events.line(name, LineKind.VARIABLE);
  }

  /** Records a sending event on the line in {@code slot}; returns its position. */
  int send(int slot, EventId id, String destination, String operation, int[] timestamp) {
    bytes += RecordedSize.event();
    return events.send(slot, id, destination, operation, timestamp);
  }

  /**
   * Records a receiving event on the line in {@code slot} whose partner is at {@code
   * partnerPosition}, or -1 for an unmatched one. A read's partner is the event on the variable's
   * line of the write it read; several reads may name one write. The clocks are handed over, not
   * copied. Returns the event's position.
   */
  int receive(
      int slot, EventId id, OpenList openList, int[] timestamp, int[] before, int partnerPosition) {
    bytes += RecordedSize.event();
    return events.receive(slot, id, openList, timestamp, before, partnerPosition);
  }

  /**
   * Records {@code clock} as the clock before the next receiving event, which {@link
   * #receive(int, EventId, OpenList, MutableClock, int)} records: written into the recording
   * before the clock moves on, so that it is never copied aside.
   */
  void before(MutableClock clock) {
    events.before(clock);
  }

  /**
   * Records a receiving event as {@link #receive(int, EventId, OpenList, int[], int[], int)}
   * does, whose timestamp is {@code clock} now and whose clock before it {@link
   * #before(MutableClock)} recorded.
   */
  int receive(int slot, EventId id, OpenList openList, MutableClock clock, int partnerPosition) {
    bytes += RecordedSize.event();
    return events.receive(slot, id, openList, clock, partnerPosition);
  }

  void exchange(EventId from, EventId to) {
    bytes += RecordedSize.EXCHANGE;
    exchangedFrom.add(from);
    exchangedTo.add(to);
  }

  /**
   * Returns about how many bytes the events recorded so far take on the heap, counted from their
   * number and the run's thread lines so far ({@link RecordedSize}), not measured: the same run
   * counts the same wherever it runs, whatever runs came before it and however wide their clocks
   * made this one's ({@link RunShape}), so a run cut at its memory bound replays to the same cut.
   */
  long recordedBytes() {
    return bytes + events.size() * RecordedSize.rows(width);
  }

  /** Describes the line (or port) called {@code name}, replacing an earlier description. */
  void describe(String name, LineDescription description) {
    descriptions.put(name, description);
  }

  /** Returns line {@code name} explained in the program's terms, or its name if undescribed. */
  String explain(String name) {
    LineDescription description = descriptions.get(name);
    return description == null ? name : description.explain(name);
  }

  /**
   * Notes that thread {@code waker} woke the thread whose next event is {@code next}, which
   * waited for {@code reason}: a wake-up is no event (a signal, a notify), so the note says on
   * that next event what made it possible. Joined into text only when the sequence is built.
   */
  void woken(EventId next, String waker, String reason) {
    wokenAt.add(next);
    wokenBy.add(waker);
    wokenFrom.add(reason);
  }

  /**
   * Returns the sequence recorded so far. Its clock exchanges are those between two of its events:
   * a line takes the identity of its next event, and the exchanges into it, just before the event
   * is recorded, and a run that stops in between (an error thrown there, an {@code
   * OutOfMemoryError} while the event's clocks are copied) leaves exchanges to or from an event the
   * sequence does not have.
   */
  SynSequence build() {
    List<SynEvent> recorded = events.events();
    Set<EventId> ids = HashSet.newHashSet(recorded.size());
    for (SynEvent event : recorded) {
      ids.add(event.id());
    }
    List<ClockExchange> exchanges = new ArrayList<>(exchangedFrom.size());
    for (int i = 0; i < exchangedFrom.size(); i++) {
      EventId from = exchangedFrom.get(i);
      EventId to = exchangedTo.get(i);
      if (ids.contains(from) && ids.contains(to)) {
        exchanges.add(new ClockExchange(from, to));
      }
    }
    Map<EventId, String> notes = new LinkedHashMap<>();
    for (int i = 0; i < wokenAt.size(); i++) {
      String reason = wokenFrom.get(i);
      notes.put(wokenAt.get(i),
          "woken by " + wokenBy.get(i) + (reason.isEmpty() ? "" : ": " + reason));
    }
    Map<String, LineDescription> described = new LinkedHashMap<>();
    for (Line line : lines) {
      LineDescription description = descriptions.get(line.name());
      if (description != null) {
        described.put(line.name(), description);
      }
    }
    return new SynSequence(threads, lines, recorded, exchanges,
        Annotations.of(described, notes));
  }

  /**
   * Returns the sequence of the run, which has ended, made only when it is read: an exploration
   * reads few of its runs' sequences.
   */
  SynSequence buildLazily() {
    return SynSequence.lazily(this::build);
  }

  /** Returns the index of {@code sequence}, which {@link #build()} returned after the run ended. */
  IndexedSequence index(SynSequence sequence) {
    return events.build(sequence);
  }
}
