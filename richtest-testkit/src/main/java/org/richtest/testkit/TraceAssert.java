package org.richtest.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.Line;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;

/** Domain checks on recorded sequences, independent of the engine's own analysis. */
public final class TraceAssert {

  private TraceAssert() {}

  /**
   * Returns a description of the first pair of events on which happened-before computed from
   * timestamps (paper Prop. 1) differs from the transitive closure of the explicit edges — line
   * order, synchronization pairs and clock exchanges — or null if they agree on every pair.
   */
  public static String happenedBeforeMismatch(SynSequence sequence) {
    List<SynEvent> events = sequence.events();
    int n = events.size();
    Map<EventId, Integer> position = new HashMap<>();
    for (int i = 0; i < n; i++) {
      position.put(events.get(i).id(), i);
    }
    boolean[][] reach = new boolean[n][n];
    for (Line line : sequence.lines()) {
      List<SynEvent> onLine = sequence.eventsOn(line.name());
      for (int i = 1; i < onLine.size(); i++) {
        reach[position.get(onLine.get(i - 1).id())][position.get(onLine.get(i).id())] = true;
      }
    }
    for (SynEvent event : events) {
      EventId partner = event.partner();
      if (partner != null && event instanceof org.richtest.event.SendingEvent) {
        reach[position.get(event.id())][position.get(partner)] = true;
      }
    }
    for (ClockExchange exchange : sequence.exchanges()) {
      Integer from = position.get(exchange.from());
      Integer to = position.get(exchange.to());
      if (from != null && to != null) {
        reach[from][to] = true;
      }
    }
    for (int k = 0; k < n; k++) {
      for (int i = 0; i < n; i++) {
        if (reach[i][k]) {
          for (int j = 0; j < n; j++) {
            reach[i][j] |= reach[k][j];
          }
        }
      }
    }
    List<String> mismatches = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        boolean fromTimestamps = sequence.happenedBefore(events.get(i), events.get(j));
        if (i != j && fromTimestamps != reach[i][j]) {
          mismatches.add(events.get(i).id() + (reach[i][j] ? " -> " : " -/> ") + events.get(j).id()
              + " by edges, but timestamps say " + fromTimestamps);
        }
      }
    }
    return mismatches.isEmpty() ? null : mismatches.get(0) + " (" + mismatches.size()
        + " pairs)\n" + sequence.toText();
  }
}
