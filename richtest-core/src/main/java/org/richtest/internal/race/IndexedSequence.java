package org.richtest.internal.race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;
import org.richtest.event.VectorTimestamp;
import org.jspecify.annotations.Nullable;

/**
 * A {@link SynSequence} as arrays indexed by occurrence position, so that happened-before (paper
 * Prop. 1) and control-structure membership (semantics §4) are O(1) tests on timestamp components.
 * The occurrence order is a topological order of happened-before.
 */
public final class IndexedSequence {

  private final SynSequence sequence;
  private final SynEvent[] events;
  private final boolean[] sending;
  private final int[] tid;
  private final int[][] timestamp;
  private final int[][] before;
  private final int[] partner;
  private final int[][] fifoPredecessors;
  /** For each variable line, its events (its writes) in line order. */
  private final Map<String, int[]> variableEvents = new HashMap<>();
  /** For each read (a receiving event on a thread line from a variable), the variable; else null. */
  private final @Nullable String[] variableRead;

  /** Indexes {@code sequence}. Costs O(n·t) for n events and t threads. */
  public IndexedSequence(SynSequence sequence) {
    this.sequence = sequence;
    List<SynEvent> list = sequence.events();
    int n = list.size();
    int width = sequence.threads().size();
    events = list.toArray(new SynEvent[0]);
    sending = new boolean[n];
    tid = new int[n];
    timestamp = new int[n][];
    before = new int[n][];
    partner = new int[n];
    for (int i = 0; i < n; i++) {
      SynEvent event = events[i];
      sending[i] = event instanceof SendingEvent;
      tid[i] = sequence.tid(event);
      timestamp[i] = dense(event.timestamp(), width);
      before[i] = dense(sequence.knowledgeBefore(event), width);
      EventId p = event.partner();
      partner[i] = p == null ? -1 : sequence.position(p);
    }
    Map<String, List<Integer>> writes = new HashMap<>();
    for (int i = 0; i < n; i++) {
      if (sequence.line(events[i].line()).isVariable()) {
        writes.computeIfAbsent(events[i].line(), k -> new ArrayList<>()).add(i);
      }
    }
    writes.forEach((line, positions) ->
        variableEvents.put(line, positions.stream().mapToInt(Integer::intValue).toArray()));
    variableRead = new String[n];
    for (int i = 0; i < n; i++) {
      if (events[i] instanceof ReceivingEvent r && sequence.line(r.line()).isThread()) {
        for (org.richtest.event.Channel channel : r.openList().channels()) {
          if (sequence.isVariable(channel.destination())) {
            variableRead[i] = channel.destination();
          }
        }
      }
    }
    fifoPredecessors = new int[n][];
    Map<String, List<Integer>> earlier = new HashMap<>();
    for (int i = 0; i < n; i++) {
      if (sending[i]) {
        SendingEvent send = (SendingEvent) events[i];
        List<Integer> previous =
            earlier.computeIfAbsent(send.line() + '\u0000' + send.destination(), k -> new ArrayList<>());
        fifoPredecessors[i] = previous.stream().mapToInt(Integer::intValue).toArray();
        previous.add(i);
      }
    }
  }

  /**
   * Returns the earlier sending events of sending event {@code s}'s thread to the same destination,
   * which FIFO delivery orders before it.
   */
  public int[] fifoPredecessors(int s) {
    return fifoPredecessors[s];
  }

  private static int[] dense(VectorTimestamp ts, int width) {
    int[] out = new int[width];
    for (int i = 0; i < Math.min(width, ts.size()); i++) {
      out[i] = ts.get(i);
    }
    return out;
  }

  /** Returns the indexed sequence. */
  public SynSequence sequence() {
    return sequence;
  }

  /** Returns the number of events. */
  public int size() {
    return events.length;
  }

  /** Returns the event at occurrence position {@code i}. */
  public SynEvent event(int i) {
    return events[i];
  }


  /** Returns whether event {@code i} is a sending event. */
  public boolean isSending(int i) {
    return sending[i];
  }

  /** Returns the position of event {@code i}'s partner, or -1. */
  public int partner(int i) {
    return partner[i];
  }

  /** Returns whether receiving event {@code r} is a read of a shared variable. */
  public boolean isRead(int r) {
    return variableRead[r] != null;
  }

  /** Returns the variable read {@code r} read, or null if {@code r} is not a read. */
  public @Nullable String variableOf(int r) {
    return variableRead[r];
  }

  /** Returns the events of the variable line {@code name} (its writes) in line order. */
  public int[] writes(String name) {
    int[] list = variableEvents.get(name);
    return list == null ? new int[0] : list;
  }

  /** Returns the open list of receiving event {@code r}. */
  public OpenList openList(int r) {
    return ((ReceivingEvent) events[r]).openList();
  }

  /** Returns whether sending event {@code s} is open at receiving event {@code r}. */
  public boolean isOpenAt(int s, int r) {
    SendingEvent send = (SendingEvent) events[s];
    return openList(r).admits(send.destination(), send.operation());
  }

  /** Returns whether event {@code a} happened before event {@code b} (paper Prop. 1). */
  public boolean happenedBefore(int a, int b) {
    if (a == b) {
      return false;
    }
    if (partner[b] == a) {
      return true;
    }
    int ta = tid[a];
    if (ta < 0) {
      return false;
    }
    int tb = tid[b];
    if (tb < 0) {
      return timestamp[a][ta] <= timestamp[b][ta];
    }
    return timestamp[a][ta] <= timestamp[b][ta] && timestamp[a][tb] < timestamp[b][tb];
  }

  /**
   * Returns whether event {@code x} is in the control structure of event {@code e}: {@code e}'s line
   * knew {@code x} just before {@code e} (semantics §4).
   */
  public boolean inControlStructure(int x, int e) {
    int tx = tid[x];
    return x != e && tx >= 0 && timestamp[x][tx] <= before[e][tx];
  }
}
