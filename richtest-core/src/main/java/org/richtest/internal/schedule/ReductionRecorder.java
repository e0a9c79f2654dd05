package org.richtest.internal.schedule;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.richtest.Reduction;
import org.richtest.event.EventId;
import org.richtest.internal.reduce.CallSite;
import org.richtest.internal.reduce.ReductionFacts;

/**
 * Collects what the reductions need beside the sequence while a run goes on. A label costs a stack
 * walk, so labels are taken only when the symmetry reduction is on; declarations are always
 * checked.
 */
final class ReductionRecorder {

  private final ImmutableSet<Reduction> reductions;
  private final boolean labelled;
  private final Map<EventId, String> labels = new HashMap<>();
  private final Map<String, String> groupOf = new HashMap<>();
  private final Set<String> orderInsensitivePorts = new HashSet<>();
  private final Set<EventId> onlyEnabling = new HashSet<>();

  ReductionRecorder(Set<Reduction> reductions) {
    this.reductions = ImmutableSet.copyOf(reductions);
    this.labelled = reductions.contains(Reduction.SYMMETRY);
  }

  /** Records the label of sending event {@code id}, made by {@code thread} now. */
  void send(EventId id, LogicalThread thread) {
    if (labelled) {
      String site = CallSite.label();
      labels.put(id, thread.labelContext.isEmpty() ? site : site + "#" + thread.labelContext);
    }
  }

  /** Records that receiving event {@code id} completes a call that only enables others. */
  void onlyEnabling(EventId id) {
    if (reductions.contains(Reduction.PV)) {
      onlyEnabling.add(id);
    }
  }

  /**
   * Puts {@code threads} into symmetry group {@code group}.
   *
   * @throws IllegalArgumentException if the group's name is empty or a thread is in another group
   */
  void group(String group, List<String> threads) {
    if (group.isEmpty()) {
      throw new IllegalArgumentException("a symmetry group needs a non-empty name");
    }
    for (String thread : threads) {
      String before = groupOf.putIfAbsent(thread, group);
      if (before != null && !before.equals(group)) {
        throw new IllegalArgumentException(
            "thread " + thread + " is declared in symmetry groups " + before + " and " + group
                + "; a thread belongs to at most one group");
      }
    }
  }

  void orderInsensitive(String port) {
    orderInsensitivePorts.add(port);
  }

  ReductionFacts build() {
    if (reductions.isEmpty()) {
      return ReductionFacts.NONE; // declarations were checked as they were made; nothing uses them
    }
    return new ReductionFacts(
        reductions,
        ImmutableMap.copyOf(labels),
        ImmutableMap.copyOf(groupOf),
        ImmutableSet.copyOf(orderInsensitivePorts),
        ImmutableSet.copyOf(onlyEnabling));
  }
}
