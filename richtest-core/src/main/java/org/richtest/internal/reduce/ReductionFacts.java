package org.richtest.internal.reduce;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.richtest.Reduction;
import org.richtest.event.EventId;

/**
 * What one run recorded for the reductions, beside its sequence: they are facts about the program
 * (where a call was made, which threads are interchangeable, which ports are order-insensitive,
 * which completions only enable), not about the partial order, so the trace format does not carry
 * them.
 *
 * @param reductions the reductions to apply
 * @param labels the label of every sending event, recorded only with {@link Reduction#SYMMETRY}
 * @param groupOf the symmetry group of each thread declared in one
 * @param orderInsensitivePorts the ports declared order-insensitive
 * @param onlyEnabling the receiving events completing a call that only enables (a counting
 *     semaphore's {@code V}), recorded only with {@link Reduction#PV}
 */
public record ReductionFacts(
    ImmutableSet<Reduction> reductions,
    ImmutableMap<EventId, String> labels,
    ImmutableMap<String, String> groupOf,
    ImmutableSet<String> orderInsensitivePorts,
    ImmutableSet<EventId> onlyEnabling) {

  /** No reduction. */
  public static final ReductionFacts NONE =
      new ReductionFacts(
          ImmutableSet.of(), ImmutableMap.of(), ImmutableMap.of(), ImmutableSet.of(),
          ImmutableSet.of());

  /** Returns whether {@code reduction} applies. */
  public boolean applies(Reduction reduction) {
    return reductions.contains(reduction);
  }
}
