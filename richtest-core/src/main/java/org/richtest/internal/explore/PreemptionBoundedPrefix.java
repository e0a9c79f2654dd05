package org.richtest.internal.explore;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.internal.schedule.Chooser;
import org.richtest.internal.schedule.Decision;
import org.richtest.internal.schedule.ThreadLines;

/**
 * A {@link DecisionPrefix} over the decisions a preemption bound allows: once a run has used its
 * bound, only the decisions that let the last thread go on remain while that thread can go on.
 */
final class PreemptionBoundedPrefix implements Chooser {

  /*
   * A preemption (CHESS, Musuvathi & Qadeer PLDI 2007, appendix A.1) is a decision whose thread
   * differs from the thread of the previous decision while that thread had an enabled decision
   * itself: it was stopped although its next call could proceed. Switching away from a blocked or
   * finished thread is free, and so is the first decision of a run. A decision's thread is the
   * thread it lets go on (ThreadLines). The allowed list puts the last thread's decisions first, so
   * that the depth-first search tries going on before preempting.
   */

  private final DecisionPrefix prefix;
  private final int bound;
  private final ThreadLines threads = new ThreadLines();
  private @Nullable String last;
  private int preemptions;
  private boolean cut;

  PreemptionBoundedPrefix(DecisionPrefix.Path prefix, int bound) {
    this.prefix = new DecisionPrefix(prefix);
    this.bound = bound;
  }

  @Override
  public Decision choose(List<Decision> enabled) {
    List<Decision> own = new ArrayList<>();
    List<Decision> others = new ArrayList<>();
    for (Decision decision : enabled) {
      (threads.threadOf(decision).equals(last) ? own : others).add(decision);
    }
    List<Decision> allowed = enabled;
    if (!own.isEmpty()) {
      allowed = new ArrayList<>(own);
      if (preemptions < bound) {
        allowed.addAll(others);
      } else {
        cut |= !others.isEmpty();
      }
    }
    Decision decision = prefix.choose(allowed);
    if (!own.isEmpty() && !own.contains(decision)) {
      preemptions++;
    }
    last = threads.threadOf(decision);
    return decision;
  }

  @Override
  public void onSend(EventId id, String destination, String operation) {
    threads.observe(id);
  }

  @Override
  public void onReceiveBlocked(EventId id) {
    threads.observe(id);
  }

  /** Returns the prefix of the next run at the same bound, or null when the bound is exhausted. */
  DecisionPrefix.@Nullable Path next() {
    return prefix.next();
  }

  /** Returns whether the bound kept this run from some preemption it could have made. */
  boolean cut() {
    return cut;
  }
}
