package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.LineKind;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;
import org.jspecify.annotations.Nullable;

/** Collects the events of one run in the order they occur and builds its {@link SynSequence}. */
final class SequenceRecorder {

  private final List<String> threads = new ArrayList<>();
  private final List<Line> lines = new ArrayList<>();
  private final List<SynEvent> events = new ArrayList<>();
  private final Map<EventId, Integer> sendPosition = new HashMap<>();
  private final List<ClockExchange> exchanges = new ArrayList<>();

  void thread(String name) {
    threads.add(name);
    lines.add(new Line(name, LineKind.THREAD));
  }

  void object(String name) {
    lines.add(new Line(name, LineKind.OBJECT));
  }

  void variable(String name) {
    lines.add(new Line(name, LineKind.VARIABLE));
  }

  void send(EventId id, String destination, String operation, VectorTimestamp timestamp) {
    sendPosition.put(id, events.size());
    events.add(new SendingEvent(id, destination, operation, timestamp, null));
  }

  void receive(
      EventId id,
      OpenList openList,
      VectorTimestamp timestamp,
      VectorTimestamp before,
      @Nullable EventId partner) {
    events.add(new ReceivingEvent(id, openList, timestamp, before, partner));
    Integer position = partner == null ? null : sendPosition.get(partner);
    if (position != null) {
      events.set(position, ((SendingEvent) events.get(position)).withPartner(id));
    }
  }

  /**
   * Records a read whose partner is {@code write}, the event on the variable's line of the write it
   * read; several reads may name one write.
   */
  void read(
      EventId id,
      OpenList openList,
      VectorTimestamp timestamp,
      VectorTimestamp before,
      EventId write) {
    events.add(new ReceivingEvent(id, openList, timestamp, before, write));
  }

  void exchange(EventId from, EventId to) {
    exchanges.add(new ClockExchange(from, to));
  }

  SynSequence build() {
    return new SynSequence(threads, lines, events, exchanges);
  }
}
