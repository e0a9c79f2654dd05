package org.richtest.internal.variant;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.richtest.RaceTableView;
import org.richtest.event.EventId;
import org.richtest.event.SynSequence;
import org.richtest.internal.race.IndexedSequence;
import org.richtest.internal.race.RaceSets;
import org.richtest.internal.reduce.RaceReducer;
import org.richtest.internal.reduce.ReductionFacts;

/**
 * Function GenerateVariants (paper Fig. 10) for a sequence {@code Q} collected with variant {@code
 * V}, as a lazy iterator: {@link #next()} derives one variant per row of the race table.
 *
 * <p>Colors: an event of {@code Q} that was in {@code V} keeps {@code V}'s color, new events are
 * white. Only white receiving events head columns, and "old" sending events (in {@code V}) are
 * pruned from the race sets of old receiving events. A variant removes every event whose control
 * structure contains a changed receiving event (Def. 7); a kept receiving event whose partner was
 * removed stays unmatched; a changed event and every receiving event happening before it in the
 * variant turn black.
 */
public final class VariantGenerator {

  private final IndexedSequence q;
  private final boolean[] black;
  private final int[] columns;
  private final int[][] raceSets;
  private final RaceTable.Cursor cursor;

  /** Analyses {@code sequence}, collected by a prefix-based run with {@code variant}. */
  public VariantGenerator(SynSequence sequence, Variant variant) {
    this(new IndexedSequence(sequence), variant, ReductionFacts.NONE);
  }

  /**
   * Analyses {@code sequence}, collected by a prefix-based run with {@code variant}, thinning its
   * race sets by the reductions of {@code facts}, which that run recorded.
   */
  public VariantGenerator(SynSequence sequence, Variant variant, ReductionFacts facts) {
    this(new IndexedSequence(sequence), variant, facts);
  }

  /**
   * Analyses the indexed sequence {@code q}, collected by a prefix-based run with {@code variant},
   * thinning its race sets by the reductions of {@code facts}, which that run recorded.
   */
  public VariantGenerator(IndexedSequence q, Variant variant, ReductionFacts facts) {
    this.q = q;
    @Nullable RaceReducer reducer = facts.reductions().isEmpty() ? null : new RaceReducer(q, facts);
    int n = q.size();
    black = new boolean[n];
    boolean[] old = new boolean[n];
    colorFrom(variant, old);
    int[] heading = new int[n];
    int[][] sets = new int[n][];
    int width = 0;
    for (int r = 0; r < n; r++) {
      if (q.isSending(r) || black[r]) {
        continue;
      }
      boolean oldReceiver = old[r];
      int[] races = RaceSets.raceSet(q, r, s -> oldReceiver && old[s]);
      if (reducer != null) {
        races = reducer.reduce(r, races);
      }
      if (races.length > 0) {
        heading[width] = r;
        sets[width++] = races;
      }
    }
    columns = Arrays.copyOf(heading, width);
    raceSets = Arrays.copyOf(sets, width);
    cursor = table().rows();
  }

  /**
   * Marks the events of {@code q} that were in {@code variant} as old, and those it colored black
   * as black; a variant is a prefix of each line, so this goes line by line.
   */
  private void colorFrom(Variant variant, boolean[] old) {
    IndexedSequence parent = variant.sequence();
    for (int slot = 0; slot < q.lines(); slot++) {
      int parentSlot = parent.lineSlot(q.lineName(slot));
      int kept = parentSlot < 0 ? 0 : Math.min(variant.kept(parentSlot), q.eventsOn(slot));
      for (int index = 1; index <= kept; index++) {
        int p = q.position(slot, index);
        old[p] = true;
        black[p] = variant.isBlack(parent.position(parentSlot, index));
      }
    }
  }

  private RaceTable table() {
    int width = columns.length;
    int[] sizes = new int[width];
    boolean[][] columnInColumn = new boolean[width][width];
    boolean[][][] columnInPartner = new boolean[width][][];
    for (int i = 0; i < width; i++) {
      sizes[i] = raceSets[i].length;
      for (int j = 0; j < width; j++) {
        columnInColumn[i][j] = q.inControlStructure(columns[i], columns[j]);
      }
      columnInPartner[i] = new boolean[sizes[i]][width];
      for (int k = 0; k < sizes[i]; k++) {
        for (int j = 0; j < width; j++) {
          columnInPartner[i][k][j] = q.inControlStructure(columns[j], raceSets[i][k]);
        }
      }
    }
    return new RaceTable(sizes, columnInColumn, columnInPartner);
  }

  /** Returns the race table's heading, race sets and first {@code maxRows} rows, for reading. */
  public RaceTableView view(int maxRows) {
    ImmutableList.Builder<EventId> heading = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<EventId>> sets = ImmutableList.builder();
    for (int i = 0; i < columns.length; i++) {
      heading.add(q.id(columns[i]));
      ImmutableList.Builder<EventId> set = ImmutableList.builder();
      for (int s : raceSets[i]) {
        set.add(q.id(s));
      }
      sets.add(set.build());
    }
    ImmutableList.Builder<ImmutableList<Integer>> rows = ImmutableList.builder();
    RaceTable.Cursor rowCursor = table().rows();
    int shown = 0;
    int[] row = rowCursor.next();
    while (row != null && shown < maxRows) {
      rows.add(Arrays.stream(row).boxed().collect(ImmutableList.toImmutableList()));
      shown++;
      row = rowCursor.next();
    }
    return new RaceTableView(heading.build(), sets.build(), rows.build(), row != null);
  }

  /** Returns the next variant, or null when every row has been used. */
  public @Nullable Variant next() {
    int[] row = nextRow();
    return row == null ? null : variant(row);
  }

  /** Returns the next row of the race table (Fig. 7), or null when every row has been used. */
  public int @Nullable [] nextRow() {
    return cursor.next();
  }

  /**
   * Returns the number of races a row reverses: the receiving events it gives another partner
   * (its columns above 0).
   */
  public static int reversedRaces(int[] row) {
    int reversed = 0;
    for (int value : row) {
      if (value > 0) {
        reversed++;
      }
    }
    return reversed;
  }

  /**
   * Returns the number of events the variant of {@code row} keeps: the events whose control
   * structure holds none of the receiving events the row changes. Cheaper than deriving it.
   */
  public int keptEvents(int[] row) {
    int kept = 0;
    for (int e = 0; e < q.size(); e++) {
      boolean removed = false;
      for (int i = 0; i < row.length && !removed; i++) {
        removed = row[i] > 0 && q.inControlStructure(columns[i], e);
      }
      kept += removed ? 0 : 1;
    }
    return kept;
  }

  /** Returns the variant that {@code row}, a row of this generator's race table, derives. */
  public Variant variant(int[] row) {
    int n = q.size();
    int changes = 0;
    int[] changed = new int[row.length];
    int[] changedTo = new int[row.length];
    for (int i = 0; i < row.length; i++) {
      if (row[i] > 0) {
        changed[changes] = columns[i];
        changedTo[changes++] = raceSets[i][row[i] - 1];
      }
    }
    // Def. 7 removes what knew of a changed event; control structures grow along a line, so the
    // kept events of each line are a prefix of it.
    int[] kept = new int[q.lines()];
    for (int slot = 0; slot < kept.length; slot++) {
      kept[slot] = q.eventsOn(slot);
    }
    boolean[] removed = new boolean[n];
    for (int e = 0; e < n; e++) {
      for (int c = 0; c < changes; c++) {
        if (q.inControlStructure(changed[c], e)) {
          removed[e] = true;
          kept[q.line(e)] = Math.min(kept[q.line(e)], q.indexOnLine(e) - 1);
          break;
        }
      }
    }
    int[] partner = new int[n];
    boolean[] blackened = new boolean[n];
    for (int e = 0; e < n; e++) {
      if (removed[e] || q.isSending(e)) {
        continue;
      }
      int to = -1;
      for (int c = 0; c < changes; c++) {
        to = changed[c] == e ? changedTo[c] : to;
      }
      int oldPartner = q.partner(e);
      partner[e] = to >= 0 ? to : oldPartner >= 0 && !removed[oldPartner] ? oldPartner : -1;
      blackened[e] = black[e] || to >= 0 || happensBeforeAChange(e, changed, changedTo, changes);
    }
    return new Variant(q, kept, partner, blackened);
  }

  /** Whether receiving event {@code x} happens, in the variant, before a changed receiving event. */
  private boolean happensBeforeAChange(int x, int[] changed, int[] changedTo, int changes) {
    for (int c = 0; c < changes; c++) {
      if (q.inControlStructure(x, changed[c]) || q.inControlStructure(x, changedTo[c])) {
        return true;
      }
    }
    return false;
  }
}
