package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.richtest.event.ClockExchange;
import org.richtest.event.EventId;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.SyncPair;

/**
 * Checks semantics §3's test obligation on a recorded sequence: the happened-before relation
 * computed from vector timestamps (paper Prop. 1) equals the transitive closure of the explicit
 * edges — line order, synchronization pairs and clock exchanges.
 */
final class Causality {

  private Causality() {}

  /** Fails, naming the first pair of events where the two relations differ. */
  static void assertTimestampsMatchExplicitEdges(SynSequence sequence) {
    List<SynEvent> events = sequence.events();
    int n = events.size();
    Map<EventId, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      index.put(events.get(i).id(), i);
    }
    boolean[][] reach = new boolean[n][n];
    for (SynEvent event : events) {
      EventId next = new EventId(event.line(), event.id().index() + 1);
      if (index.containsKey(next)) {
        reach[index.get(event.id())][index.get(next)] = true;
      }
    }
    for (SyncPair pair : sequence.pairs()) {
      reach[index.get(pair.sender())][index.get(pair.receiver())] = true;
    }
    for (ClockExchange exchange : sequence.exchanges()) {
      reach[index.get(exchange.from())][index.get(exchange.to())] = true;
    }
    for (int k = 0; k < n; k++) {
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          reach[i][j] |= reach[i][k] && reach[k][j];
        }
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        SynEvent a = events.get(i);
        SynEvent b = events.get(j);
        assertEquals(
            reach[i][j],
            sequence.happenedBefore(a, b),
            () -> a.id() + " -> " + b.id() + " by edges vs timestamps in\n" + sequence.toText());
      }
    }
  }
}
