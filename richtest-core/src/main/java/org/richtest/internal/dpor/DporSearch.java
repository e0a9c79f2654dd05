package org.richtest.internal.dpor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.richtest.NondeterminismException;
import org.richtest.event.EventId;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.Decision;

/**
 * Stateless dynamic partial-order reduction with backtrack and sleep sets (Flanagan &amp;
 * Godefroid, POPL 2005, Fig. 2 of the inspect paper): the depth-first search's current path of
 * states, a chooser per run that replays the path's prefix and then extends it, and the step to the
 * next branch.
 */
public final class DporSearch {

  /*
   * A transition is a decision: a receiving event fired with one sending partner, followed by the
   * threads it makes runnable running to their next synchronization call. Two decisions are
   * dependent iff they fire on the same receiving line; they then also decide its order. Every
   * other causal link (a caller going on after its call, a monitor exit letting the next entry in,
   * start, join) is in the vector clocks, so happened-before among the run's events is read off
   * the recorded sequence (paper Prop. 1) instead of being tracked here: see Backtracking.
   *
   * After each run the path holds one node per decision taken. Backtracking adds backtrack points;
   * the next run replays the path up to the deepest node with an unexplored backtrack decision,
   * takes that decision, and goes on with the first enabled decision not asleep. A run that reaches
   * a state whose enabled decisions are all asleep ends there, as a partial run: everything it
   * could still do was explored from an earlier state.
   */

  private final List<DporNode> path = new ArrayList<>();
  private int replay;

  /** Returns the chooser of the next run, which replays the path's prefix and then extends it. */
  public Chooser nextRun() {
    return new Run();
  }

  /** Adds the backtrack points that the races of {@code sequence}, the last run's, call for. */
  public void backtrack(IndexedSequence sequence) {
    new Backtracking(path, sequence).addBacktrackPoints();
  }

  /**
   * Moves to the next branch: the deepest state with a backtrack decision neither explored nor
   * asleep. Returns false when there is none and the search is over.
   */
  public boolean advance() {
    for (int depth = path.size() - 1; depth >= 0; depth--) {
      if (path.get(depth).takeNextBranch() != null) {
        path.subList(depth + 1, path.size()).clear();
        replay = depth + 1;
        return true;
      }
    }
    path.clear();
    return false;
  }

  /** Returns the number of states on the current path. */
  public int depth() {
    return path.size();
  }

  private final class Run implements Chooser {

    private int depth;

    @Override
    public @Nullable Decision choose(List<Decision> enabled) {
      if (depth < replay) {
        DporNode node = path.get(depth);
        if (!node.enabled.equals(enabled)) {
          throw new NondeterminismException(
              "decision " + depth + " had " + enabled + " enabled on replay, but " + node.enabled
                  + " before; the program is nondeterministic outside synchronization");
        }
        depth++;
        return node.chosen;
      }
      Map<EventId, Decision> sleep =
          depth == 0 ? new HashMap<>() : path.get(depth - 1).sleepAfter();
      sleep.values().removeIf(asleep -> !enabled.contains(asleep));
      for (Decision decision : enabled) {
        if (!sleep.containsKey(decision.partner())) {
          path.add(new DporNode(List.copyOf(enabled), sleep, decision));
          depth++;
          return decision;
        }
      }
      return null;
    }
  }
}
