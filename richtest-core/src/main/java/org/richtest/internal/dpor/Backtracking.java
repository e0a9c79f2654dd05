package org.richtest.internal.dpor;

import java.util.List;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.race.RaceSets;
import org.richtest.internal.schedule.Decision;

/**
 * The race analysis of one DPOR run: for every sending event, the latest receiving event before
 * its own partner (or, if it was never received, before the end) that could have taken it instead,
 * and the backtrack point that reversing that race needs (Flanagan &amp; Godefroid's
 * update_backtrack_info, done once per run over the recorded sequence).
 */
final class Backtracking {

  /*
   * For the step j that received sending event s on line L (or for s never received, with L the
   * line its destination leads to), walk back over the earlier steps i on L. If r_i happened before
   * s, so did every earlier step on L: no race. Else, if s is open at r_i and FIFO lets r_i take it
   * (race-set conditions 1, 2 and 4 of semantics §5), the state before step i must also try s:
   * that is the latest dependent transition that may be co-enabled with s. If s is enabled there,
   * its decision goes into the backtrack set; else the earliest later step whose receiving event
   * happened before s and whose decision is enabled there (the paper's set E); else every enabled
   * decision. Happened-before comes from the vector timestamps, which hold every causal link of the
   * run. Costs O(n·m) for n events and m steps.
   */

  private final List<DporNode> path;
  private final IndexedSequence q;
  private final int[] received;
  private final int[] sent;

  Backtracking(List<DporNode> path, IndexedSequence q) {
    this.path = path;
    this.q = q;
    received = new int[path.size()];
    sent = new int[path.size()];
    for (int step = 0; step < path.size(); step++) {
      Decision decision = path.get(step).chosen;
      received[step] = q.position(decision.receiver());
      sent[step] = q.position(decision.partner());
    }
  }

  void addBacktrackPoints() {
    for (int step = 0; step < path.size(); step++) {
      String line = path.get(step).chosen.receiver().line();
      walkBack(sent[step], step, line, false);
    }
    for (int s = 0; s < q.size(); s++) {
      if (q.isSending(s) && q.partner(s) < 0) {
        walkBack(s, path.size(), q.destination(s), true);
      }
    }
  }

  /**
   * Looks for the race of sending event {@code s} among the steps before {@code before} on {@code
   * line}; with {@code byDestination}, {@code line} is {@code s}'s destination, which is the line
   * itself for an object and a port the receiving thread's open lists name.
   */
  private void walkBack(int s, int before, String line, boolean byDestination) {
    for (int i = before - 1; i >= 0; i--) {
      int r = received[i];
      if (!(byDestination ? names(r, line) : path.get(i).chosen.receiver().line().equals(line))) {
        continue;
      }
      if (q.happenedBefore(r, s)) {
        return;
      }
      if (q.isOpenAt(s, r) && RaceSets.fifoAllows(q, s, r)) {
        addBacktrack(i, s);
        return;
      }
    }
  }

  private boolean names(int r, String destination) {
    return q.lineName(q.line(r)).equals(destination)
        || q.openList(r).channels().stream().anyMatch(c -> c.destination().equals(destination));
  }

  private void addBacktrack(int step, int s) {
    DporNode node = path.get(step);
    if (node.addBacktrack(q.id(s))) {
      return;
    }
    for (int later = step + 1; later < path.size(); later++) {
      if (q.happenedBefore(received[later], s)
          && node.addBacktrack(path.get(later).chosen.partner())) {
        return;
      }
    }
    node.backtrackAll();
  }
}
