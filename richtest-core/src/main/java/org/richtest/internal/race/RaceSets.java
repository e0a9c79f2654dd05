package org.richtest.internal.race;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Race sets per paper Prop. 2 (semantics §5): {@code s'} is in {@code race_set(r)} iff (1) it is
 * open at {@code r}; (2) {@code r} does not happen before it; (3) if it was received, by {@code
 * r'}, then {@code r → r'}; (4) every earlier sending event of the same sender to the same
 * destination that happened before it was received by some {@code r'' → r} (FIFO).
 *
 * <p>Construct-independent: it reads only descriptors and timestamps. Costs O(r·s·k) for r
 * receiving events and s sending events to a destination of the receiving event's open list, k
 * being the longest run of sends from one thread to one destination.
 */
public final class RaceSets {

  private RaceSets() {}

  /**
   * Returns the race set of receiving event {@code r}, as positions in occurrence order, without
   * the sending events {@code pruned} rejects (the "old" events of paper Fig. 10, lines 1-2).
   */
  public static int[] raceSet(IndexedSequence q, int r, IntPredicate pruned) {
    int own = q.partner(r);
    if (own < 0) {
      return new int[0];
    }
    if (q.isRead(r)) {
      return readRaceSet(q, r, own, pruned);
    }
    int[] destinations = q.openDestinations(r);
    int[] races = new int[8];
    int count = 0;
    // Only a sending event to a destination of r's open list can be open at r.
    for (int destination : destinations) {
      for (int s : q.sendsTo(destination)) {
        if (s != own
            && !q.happenedBefore(r, s)
            && (q.partner(s) < 0 || q.happenedBefore(r, q.partner(s)))
            && !pruned.test(s)
            && q.isOpenAt(s, r)
            && fifoAllows(q, s, r)) {
          if (count == races.length) {
            races = Arrays.copyOf(races, count * 2);
          }
          races[count++] = s;
        }
      }
    }
    races = Arrays.copyOf(races, count);
    if (destinations.length > 1) {
      Arrays.sort(races);
    }
    return races;
  }

  /**
   * Returns the writes read {@code r} could have read instead of {@code own}: the events of its
   * variable's line (its writes, in the order they took effect) that do not know {@code r}, from
   * the latest one {@code r}'s line already knew of onwards (it cannot read past a write it knows).
   * A write whose call depends on {@code r} is included: it is readable in a variant that also
   * gives that event another call, which the race table checks (semantics note in
   * docs/decisions.md). Reads do not consume writes, so two reads never race with each other. A
   * read that begins a spin loop's turn again could take only a write of one of the turn's
   * variables other than the one the turn read there, or an event of an object a timed call of the
   * turn timed out on that the reader does not know of (docs/decisions.md, "Spin loops").
   */
  private static int[] readRaceSet(IndexedSequence q, int r, int own, IntPredicate pruned) {
    int[] variables = q.variablesOpenTo(r);
    if (variables.length == 1) {
      return readRaceSet(q, r, own, pruned, variables[0]);
    }
    int[] races = new int[0];
    for (int variable : variables) {
      int[] more = readRaceSet(q, r, own, pruned, variable);
      int at = races.length;
      races = Arrays.copyOf(races, at + more.length);
      System.arraycopy(more, 0, races, at, more.length);
    }
    Arrays.sort(races);
    return races;
  }

  /** Returns the writes of {@code variable} in read {@code r}'s race set. */
  private static int[] readRaceSet(
      IndexedSequence q, int r, int own, IntPredicate pruned, int variable) {
    int[] writes = q.writes(variable);
    int first = 0;
    boolean known = false;
    for (int k = 0; k < writes.length; k++) {
      if (q.inControlStructure(writes[k], r)) {
        first = k;
        known = true;
      }
    }
    // An object's event wakes a reader only if the reader does not know it (its own timed call's
    // receipt is the latest it knows); a variable's write read again by the turn cannot be taken.
    if (q.isVariable(variable) ? q.readsOnlyUnread(r) && writes.length > first
        && writes[first] == q.previousRead(r, variable) : known) {
      first++;
    }
    int[] races = new int[writes.length];
    int count = 0;
    for (int k = first; k < writes.length; k++) {
      int w = writes[k];
      if (w != own && q.partner(w) >= 0 && !pruned.test(w) && !q.inControlStructure(r, w)) {
        races[count++] = w;
      }
    }
    return Arrays.copyOf(races, count);
  }

  /**
   * Returns whether FIFO delivery lets sending event {@code s} be received by {@code r}: every
   * earlier sending event of its sender to its destination that happened before it was received by
   * some receiving event that happened before {@code r} (condition 4).
   */
  public static boolean fifoAllows(IndexedSequence q, int s, int r) {
    for (int earlier : q.fifoPredecessors(s)) {
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
