package org.richtest.internal.variant;

import org.jspecify.annotations.Nullable;
import org.richtest.internal.race.IndexedSequence;

/**
 * Derives the variant of one row of a sequence's race table (Def. 7 with the rules for reads of
 * docs/decisions.md, "Shared variables"): removes what the changed receiving events' new partners
 * make unknown, prescribes the other partners, leaves unmatched what lost its partner or cannot
 * take it, and colors black what must not change again.
 */
final class VariantDerivation {

  private final IndexedSequence q;
  private final Dependence dependence;
  /** Per event: black in the variant the sequence was collected with. */
  private final boolean[] black;

  VariantDerivation(IndexedSequence q, Dependence dependence, boolean[] black) {
    this.q = q;
    this.dependence = dependence;
    this.black = black;
  }

  /**
   * Derives the variant of a row that makes the changes {@code chosen}, or returns null if its reads
   * cannot all take their partners
   * in any run (see {@link ReadCoherence}).
   */
  @Nullable Variant derive(Changes chosen) {
    int n = q.size();
    int changes = chosen.count();
    int[] changed = chosen.changed();
    // Def. 7 removes what knew of a changed event; control structures grow along a line, so the
    // kept events of each line are a prefix of it.
    int[] kept = new int[q.lines()];
    for (int slot = 0; slot < kept.length; slot++) {
      kept[slot] = q.eventsOn(slot);
    }
    boolean[] removed = new boolean[n];
    for (int e = 0; e < n; e++) {
      for (int c = 0; c < changes; c++) {
        if (dependence.affects(changed[c], e)) {
          remove(e, removed, kept);
          break;
        }
      }
    }
    boolean[] unmatched = new boolean[n];
    int[] partner = partners(chosen, removed, unmatched);
    if (dependence.hasReads() && !keepReadsCoherent(chosen, removed, kept, unmatched, partner)) {
      return null;
    }
    boolean[] blackened = new boolean[n];
    for (int e = 0; e < n; e++) {
      if (!removed[e] && !q.isSending(e)) {
        int to = chosen.partnerOf(e);
        blackened[e] = black[e] || to >= 0 || happensBeforeAChange(e, chosen);
      }
    }
    return new Variant(q, kept, partner, blackened);
  }

  private void remove(int e, boolean[] removed, int[] kept) {
    removed[e] = true;
    kept[q.line(e)] = Math.min(kept[q.line(e)], q.indexOnLine(e) - 1);
  }

  /**
   * Returns the partner of each kept receiving event: the one the row gives it, else its own if
   * that is kept (and, for a write a read takes, keeps its call), else -1 (unmatched).
   */
  private int[] partners(Changes chosen, boolean[] removed, boolean[] unmatched) {
    int n = q.size();
    int[] partner = new int[n];
    for (int e = 0; e < n; e++) {
      if (removed[e] || q.isSending(e) || unmatched[e]) {
        partner[e] = -1;
        continue;
      }
      int to = chosen.partnerOf(e);
      int oldPartner = q.partner(e);
      partner[e] = to >= 0
          ? to
          : oldPartner >= 0 && !removed[oldPartner] && !callChanged(oldPartner, chosen, removed)
              ? oldPartner
              : -1;
    }
    return partner;
  }

  /**
   * Leaves unmatched each read the row keeps whose partner the variant's reads make unreachable (the
   * write that overwrites it must come first), and removes what knew it; returns false if the
   * variant's fixed reads alone (those the row changes, black ones, and those that happen before a
   * change: their partners must stay) cannot all take their partners.
   */
  private boolean keepReadsCoherent(
      Changes chosen, boolean[] removed, int[] kept, boolean[] unmatched, int[] partner) {
    boolean[] fixed = new boolean[q.size()];
    for (int e = 0; e < fixed.length; e++) {
      fixed[e] = !removed[e] && q.isRead(e)
          && (black[e] || chosen.partnerOf(e) >= 0 || happensBeforeAChange(e, chosen));
    }
    if (new ReadCoherence(q, kept, partner, fixed).anyUnreachable()) {
      return false;
    }
    while (true) {
      ReadCoherence coherence = new ReadCoherence(q, kept, partner, null);
      boolean changedAny = false;
      for (int read : coherence.reads()) {
        if (!fixed[read] && coherence.isUnreachable(read)) {
          unmatched[read] = true;
          changedAny = true;
        }
      }
      if (!changedAny) {
        return true;
      }
      for (int e = 0; e < q.size(); e++) {
        for (int u : coherence.reads()) {
          if (unmatched[u] && !removed[e] && q.inControlStructure(u, e)) {
            remove(e, removed, kept);
          }
        }
      }
      System.arraycopy(partners(chosen, removed, unmatched), 0, partner, 0, partner.length);
    }
  }


  /** The receiving events a row changes and the partners it gives them. */
  record Changes(int[] changed, int[] changedTo, int count) {
    /** Returns the partner the row gives receiving event {@code e}, or -1 if it keeps its own. */
    int partnerOf(int e) {
      for (int c = 0; c < count; c++) {
        if (changed[c] == e) {
          return changedTo[c];
        }
      }
      return -1;
    }
  }

  /**
   * Whether {@code partner}, the write a read keeps, loses its call in the variant: the read's
   * value is then unknown, so, like a receiving event whose sending partner is removed, its partner
   * is left unspecified. A write the row gives another call keeps its reads: they take that call,
   * which no other row offers them. False for a partner that is a sending event.
   */
  private boolean callChanged(int partner, Changes row, boolean[] removed) {
    if (q.isSending(partner)) {
      return false;
    }
    int call = q.partner(partner);
    return row.partnerOf(partner) < 0 && (call < 0 || removed[call]);
  }

  /**
   * Whether receiving event {@code x} happens, in the variant, before a changed receiving event: it
   * is in the control structure of the event or of its new partner, or, when the new partner is a
   * write a read is changed to take, it is that write or happens before the write's call in the
   * variant (the read's value must stay).
   */
  private boolean happensBeforeAChange(int x, Changes row) {
    for (int c = 0; c < row.count(); c++) {
      int partner = row.changedTo()[c];
      if (q.inControlStructure(x, row.changed()[c])
          || x == partner
          || q.inControlStructure(x, partner)) {
        return true;
      }
      if (!q.isSending(partner)) {
        int newCall = row.partnerOf(partner);
        int call = newCall >= 0 ? newCall : q.partner(partner);
        if (call >= 0 && q.inControlStructure(x, call)) {
          return true;
        }
      }
    }
    return false;
  }
}
