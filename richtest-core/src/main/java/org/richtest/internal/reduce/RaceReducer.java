package org.richtest.internal.reduce;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.Reduction;
import org.richtest.internal.race.IndexedSequence;

/**
 * Thins the race set of a receiving event by the reductions in force (semantics §9, with the rules
 * of spec table4-programs §5 that reproduce the prototype's published counts). The race table and
 * the variants are built as usual from the thinned sets.
 *
 * <ul>
 *   <li>{@link Reduction#PV}: the completion of a counting semaphore's {@code V} has no races.
 *   <li>{@link Reduction#COMMUTE}: a receive of a message sent to an order-insensitive port has no
 *       race with the other messages to that port.
 *   <li>{@link Reduction#SYMMETRY}: a racing call of a thread in the partner's group, on the
 *       partner's destination and operation, from the partner's label, is dropped; then only the
 *       first racing call per group (a thread in none being its own), destination, operation and
 *       label is kept.
 * </ul>
 */
public final class RaceReducer {

  private final IndexedSequence q;
  private final ReductionFacts facts;

  /** Creates the reducer of the race sets of {@code q}, whose run recorded {@code facts}. */
  public RaceReducer(IndexedSequence q, ReductionFacts facts) {
    this.q = q;
    this.facts = facts;
  }

  /**
   * Returns the race set {@code races} (positions in occurrence order) of receiving event {@code
   * r}, thinned; {@code races} itself if nothing is dropped.
   */
  public int[] reduce(int r, int[] races) {
    int partner = q.partner(r);
    if (races.length == 0 || partner < 0) {
      return races;
    }
    if (facts.applies(Reduction.PV) && facts.onlyEnabling().contains(q.id(r))) {
      return new int[0];
    }
    String ownDestination = q.destination(partner);
    int[] kept = races;
    if (facts.applies(Reduction.COMMUTE)
        && facts.orderInsensitivePorts().contains(ownDestination)) {
      kept = Arrays.stream(kept).filter(s -> !q.destination(s).equals(ownDestination)).toArray();
    }
    if (facts.applies(Reduction.SYMMETRY)) {
      kept = symmetric(partner, kept);
    }
    return kept;
  }

  private int[] symmetric(int own, int[] races) {
    String ownClass = symmetryClass(own);
    Set<String> seen = new HashSet<>();
    return Arrays.stream(races)
        .filter(s -> {
          String raceClass = symmetryClass(s);
          return !raceClass.equals(ownClass) && seen.add(raceClass);
        })
        .toArray();
  }

  /**
   * Returns what makes two calls interchangeable: the caller's group (or the caller, in none), the
   * destination, the operation and the label.
   */
  private String symmetryClass(int send) {
    String thread = q.lineName(q.line(send));
    @Nullable String group = facts.groupOf().get(thread);
    String label = facts.labels().getOrDefault(q.id(send), "");
    return (group == null ? "thread " + thread : "group " + group) + '\u0000' + q.destination(send)
        + '\u0000' + q.operation(send) + '\u0000' + label;
  }
}
