package org.richtest.internal.race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.richtest.event.SendingEvent;

/**
 * Race sets per paper Prop. 2 (semantics §5): {@code s'} is in {@code race_set(r)} iff (1) it is
 * open at {@code r}; (2) {@code r} does not happen before it; (3) if it was received, by {@code r'},
 * then {@code r → r'}; (4) every earlier sending event of the same sender to the same destination that
 * happened before it was received by some {@code r'' → r} (FIFO).
 *
 * <p>Construct-independent: it reads only descriptors and timestamps. Costs O(r·s·k) for r receiving
 * and s sending events, k being the longest run of sends from one thread to one destination.
 */
public final class RaceSets {

  private RaceSets() {}

  /**
   * Returns the race set of receiving event {@code r}, as positions in occurrence order, without the
   * sending events {@code pruned} rejects (the "old" events of paper Fig. 10, lines 1-2).
   */
  public static int[] raceSet(IndexedSequence q, int r, IntPredicate pruned) {
    int own = q.partner(r);
    if (own < 0) {
      return new int[0];
    }
    Map<String, List<Integer>> earlier = new HashMap<>();
    List<Integer> races = new ArrayList<>();
    for (int s = 0; s < q.size(); s++) {
      if (!q.isSending(s)) {
        continue;
      }
      SendingEvent send = (SendingEvent) q.event(s);
      String key = send.line() + "\u0000" + send.destination();
      List<Integer> previous = earlier.computeIfAbsent(key, k -> new ArrayList<>());
      if (s != own
          && !pruned.test(s)
          && q.isOpenAt(s, r)
          && !q.happenedBefore(r, s)
          && (q.partner(s) < 0 || q.happenedBefore(r, q.partner(s)))
          && fifoAllows(q, previous, s, r)) {
        races.add(s);
      }
      previous.add(s);
    }
    return races.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean fifoAllows(IndexedSequence q, List<Integer> previous, int s, int r) {
    for (int earlier : previous) {
      if (q.happenedBefore(earlier, s)) {
        int received = q.partner(earlier);
        if (received < 0 || !q.happenedBefore(received, r)) {
          return false;
        }
      }
    }
    return true;
  }
}
