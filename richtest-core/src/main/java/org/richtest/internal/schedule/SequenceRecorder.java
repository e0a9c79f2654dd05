package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;

/**
 * Collects the events of one run in the order they occur, straight into the arrays of an {@link
 * IndexedSequence}, and builds its {@link SynSequence}. Lines are numbered by slot in creation
 * order; an event names its partner by position, so recording needs no map.
 */
final class SequenceRecorder {

  private final List<String> threads = new ArrayList<>();
  private final List<Line> lines = new ArrayList<>();
  private final IndexedSequence.Builder events = new IndexedSequence.Builder();
  /** The clock exchanges, as their sources and their targets. */
  private final List<EventId> exchangedFrom = new ArrayList<>();
  private final List<EventId> exchangedTo = new ArrayList<>();

  /** Adds a thread line; returns its slot. */
  int thread(String name) {
    threads.add(name);
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
    return events.receive(slot, id, openList, timestamp, before, partnerPosition);
  }

  void exchange(EventId from, EventId to) {
    exchangedFrom.add(from);
    exchangedTo.add(to);
  }

  /** Returns the sequence recorded so far. */
  SynSequence build() {
    List<ClockExchange> exchanges = new ArrayList<>(exchangedFrom.size());
    for (int i = 0; i < exchangedFrom.size(); i++) {
      exchanges.add(new ClockExchange(exchangedFrom.get(i), exchangedTo.get(i)));
    }
    return new SynSequence(threads, lines, events.events(), exchanges);
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
