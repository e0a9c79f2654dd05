package org.richtest.internal.dpor;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.internal.schedule.Decision;

/**
 * A state on the current path of the DPOR search: the decisions enabled there, the one taken, and
 * its backtrack, done and sleep sets. A decision is named by its sending partner: a pending sending
 * event has at most one enabled decision (its destination's next receiving event), so it plays the
 * part of the paper's process.
 */
final class DporNode {

  final List<Decision> enabled;
  /** The sleeping decisions, by partner: explored from an earlier state, independent since. */
  final Map<EventId, Decision> sleep;
  final Set<EventId> backtrack = new LinkedHashSet<>();
  final Set<EventId> done = new HashSet<>();
  Decision chosen;

  DporNode(List<Decision> enabled, Map<EventId, Decision> sleep, Decision first) {
    this.enabled = enabled;
    this.sleep = sleep;
    this.chosen = first;
    backtrack.add(first.partner());
    done.add(first.partner());
  }

  /** Returns the enabled decision whose partner is {@code partner}, or null. */
  @Nullable Decision enabledWith(EventId partner) {
    for (Decision decision : enabled) {
      if (decision.partner().equals(partner)) {
        return decision;
      }
    }
    return null;
  }

  /** Adds {@code partner} to the backtrack set if a decision with it is enabled here. */
  boolean addBacktrack(EventId partner) {
    if (enabledWith(partner) == null) {
      return false;
    }
    backtrack.add(partner);
    return true;
  }

  /** Adds every enabled decision to the backtrack set. */
  void backtrackAll() {
    for (Decision decision : enabled) {
      backtrack.add(decision.partner());
    }
  }

  /**
   * Returns the sleep set of the state the chosen decision leads to: the sleeping decisions and the
   * ones explored here before it, as far as they are independent of it (another receiving line).
   */
  Map<EventId, Decision> sleepAfter() {
    String line = chosen.receiver().line();
    Map<EventId, Decision> after = new HashMap<>();
    for (Decision asleep : sleep.values()) {
      if (!asleep.receiver().line().equals(line)) {
        after.put(asleep.partner(), asleep);
      }
    }
    for (EventId explored : done) {
      Decision decision = enabledWith(explored);
      if (decision != null
          && !explored.equals(chosen.partner())
          && !decision.receiver().line().equals(line)) {
        after.put(explored, decision);
      }
    }
    return after;
  }

  /**
   * Takes the next decision of the backtrack set not yet explored and not asleep, and returns it;
   * null when there is none.
   */
  @Nullable Decision takeNextBranch() {
    for (EventId partner : backtrack) {
      if (done.add(partner) && !sleep.containsKey(partner)) {
        chosen = enabledWith(partner);
        return chosen;
      }
    }
    return null;
  }
}
