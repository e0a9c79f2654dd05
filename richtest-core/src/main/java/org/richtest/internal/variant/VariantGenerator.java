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
  /** Per receiving event: whether the variant prescribed it the call it has. */
  private final boolean[] oldCall;
  private final Dependence dependence;
  private final VariantDerivation derivation;
  /** Per column: whether it is a read the variant prescribed. */
  private final boolean[] oldReadColumn;
  private final int[] columns;
  private final int[][] raceSets;
  private final RaceTable.Cursor cursor;
  private long infeasibleRows;

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
    oldCall = new boolean[n];
    colorFrom(variant, old);
    dependence = new Dependence(q);
    derivation = new VariantDerivation(q, dependence, black);
    // The loops are methods of their own: a constructor looping over every event was compiled
    // five times in a cold start (on-stack replacements at each loop), which delayed the rest.
    int[][] races = raceSets(reducer, old);
    int[] heading = new int[n];
    int[][] sets = new int[n][];
    int width = columnsOf(races, heading, sets);
    columns = Arrays.copyOf(heading, width);
    raceSets = Arrays.copyOf(sets, width);
    oldReadColumn = oldReads(old);
    cursor = table().rows();
  }

  /** Returns each receiving event's race set (null for none), receives first, then reads. */
  private int[][] raceSets(@Nullable RaceReducer reducer, boolean[] old) {
    int n = q.size();
    int[][] races = new int[n][];
    for (int r = 0; r < n; r++) {
      if (!q.isSending(r) && !black[r] && !q.isRead(r)) {
        boolean oldReceiver = old[r];
        races[r] = reduce(reducer, r, RaceSets.raceSet(q, r, s -> oldReceiver && old[s]));
      }
    }
    for (int r = 0; r < n; r++) {
      if (!q.isSending(r) && !black[r] && q.isRead(r)) {
        boolean oldReader = old[r];
        races[r] =
            reduce(reducer, r, RaceSets.raceSet(q, r, w -> oldReader && oldCallFixed(w, races)));
      }
    }
    return races;
  }

  /**
   * Puts the events with a non-empty race set and their sets into {@code heading} and {@code sets},
   * in order; returns how many.
   */
  private static int columnsOf(int[][] races, int[] heading, int[][] sets) {
    int width = 0;
    for (int r = 0; r < races.length; r++) {
      if (races[r] != null && races[r].length > 0) {
        heading[width] = r;
        sets[width++] = races[r];
      }
    }
    return width;
  }

  /** Returns, by column, whether its event is a read that was in the variant. */
  private boolean[] oldReads(boolean[] old) {
    boolean[] oldRead = new boolean[columns.length];
    for (int i = 0; i < columns.length; i++) {
      oldRead[i] = q.isRead(columns[i]) && old[columns[i]];
    }
    return oldRead;
  }

  /**
   * Marks the events of {@code q} that were in {@code variant} as old, those it colored black as
   * black, and the receiving events that took the partner it prescribed them; a variant is a prefix
   * of each line, so this goes line by line.
   */
  private void colorFrom(Variant variant, boolean[] old) {
    IndexedSequence parent = variant.sequence();
    for (int slot = 0; slot < q.lines(); slot++) {
      int parentSlot = parent.lineSlot(q.lineName(slot));
      int kept = parentSlot < 0 ? 0 : Math.min(variant.kept(parentSlot), q.eventsOn(slot));
      for (int index = 1; index <= kept; index++) {
        int p = q.position(slot, index);
        int parentP = parent.position(parentSlot, index);
        old[p] = true;
        black[p] = variant.isBlack(parentP);
        if (!q.isSending(p) && q.partner(p) >= 0 && variant.partner(parentP) >= 0) {
          oldCall[p] = q.id(q.partner(p)).equals(parent.id(variant.partner(parentP)));
        }
      }
    }
  }

  private static int[] reduce(@Nullable RaceReducer reducer, int r, int[] races) {
    return reducer == null ? races : reducer.reduce(r, races);
  }

  /**
   * Whether write {@code w} keeps, in every variant of this sequence, the call the variant this
   * sequence was collected with prescribed it: an old read cannot take it (the paper's pruning of
   * old sending events; the variant's parent offered that read). A write whose call a row can
   * change is left to the table, which checks the call the row gives it.
   */
  private boolean oldCallFixed(int w, int[][] races) {
    return oldCall[w] && (races[w] == null || races[w].length == 0);
  }

  private RaceTable table() {
    int width = columns.length;
    int[] sizes = new int[width];
    boolean[][] columnInColumn = new boolean[width][width];
    boolean[][][] columnInPartner = new boolean[width][][];
    boolean[][][] columnInWriter = new boolean[width][][];
    int[][] entryColumn = new int[width][];
    boolean[] oldRead = new boolean[width];
    boolean[][] keepsOldCall = new boolean[width][];
    for (int i = 0; i < width; i++) {
      sizes[i] = raceSets[i].length;
      for (int j = 0; j < width; j++) {
        columnInColumn[i][j] = dependence.affects(columns[i], columns[j]);
      }
      columnInPartner[i] = new boolean[sizes[i]][width];
      entryColumn[i] = new int[sizes[i]];
      boolean read = q.isRead(columns[i]);
      columnInWriter[i] = read ? new boolean[sizes[i]][width] : null;
      oldRead[i] = oldReadColumn[i];
      keepsOldCall[i] = new boolean[sizes[i]];
      for (int k = 0; k < sizes[i]; k++) {
        int entry = raceSets[i][k];
        entryColumn[i][k] = Arrays.binarySearch(columns, entry);
        if (entryColumn[i][k] < 0) {
          entryColumn[i][k] = -1;
        }
        int writer = read ? q.partner(entry) : -1;
        keepsOldCall[i][k] = oldCall[entry];
        for (int j = 0; j < width; j++) {
          columnInPartner[i][k][j] = dependence.affects(columns[j], entry);
          if (writer >= 0) {
            columnInWriter[i][k][j] = dependence.affects(columns[j], writer);
          }
        }
      }
    }
    return new RaceTable(
        sizes,
        columnInColumn,
        columnInPartner,
        new RaceTable.Reads(columnInWriter, entryColumn, oldRead, keepsOldCall));
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

  /**
   * Returns the next row of the race table (Fig. 7) whose variant some run can exercise, or null
   * when every row has been used. A row whose variant's reads cannot all take their partners (see
   * {@link ReadCoherence}) is skipped and counted for {@link #takeInfeasibleRows()}: it has no run
   * and no subtree.
   */
  public int @Nullable [] nextRow() {
    int[] row = cursor.next();
    while (row != null && dependence.hasReads() && derive(row) == null) {
      infeasibleRows++;
      row = cursor.next();
    }
    return row;
  }

  /**
   * Returns how many rows {@link #nextRow()} skipped, because no run can exercise their variant,
   * since the last call; a caller that shares the generator calls both under one lock.
   */
  public long takeInfeasibleRows() {
    long skipped = infeasibleRows;
    infeasibleRows = 0;
    return skipped;
  }

  /**
   * Continues the rows after {@code row}, which this generator's race table returned before (from
   * a checkpoint of a generator over the same sequence).
   */
  public void resumeAfter(int[] row) {
    cursor.resumeAfter(row);
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
        removed = row[i] > 0 && dependence.affects(columns[i], e);
      }
      kept += removed ? 0 : 1;
    }
    return kept;
  }

  /**
   * Returns the variant that {@code row}, a row of this generator's race table, derives.
   *
   * @throws IllegalArgumentException if no run can exercise it (see {@link #nextRow()})
   */
  public Variant variant(int[] row) {
    Variant variant = derive(row);
    if (variant == null) {
      throw new IllegalArgumentException("row " + Arrays.toString(row) + " is infeasible");
    }
    return variant;
  }

  /** Derives the variant of {@code row}, or returns null if no run can exercise it. */
  private @Nullable Variant derive(int[] row) {
    int changes = 0;
    int[] changed = new int[row.length];
    int[] changedTo = new int[row.length];
    for (int i = 0; i < row.length; i++) {
      if (row[i] > 0) {
        changed[changes] = columns[i];
        changedTo[changes++] = raceSets[i][row[i] - 1];
      }
    }
    return derivation.derive(new VariantDerivation.Changes(changed, changedTo, changes));
  }
}
