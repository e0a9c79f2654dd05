package org.richtest.internal.variant;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A race table (paper section VI.B) reduced to what its enumeration needs: the size {@code d_i} of
 * each column's race set, which columns are in which columns' control structures, and which columns
 * are in the control structure of each race-set entry. Columns are in a topological order of
 * happened-before.
 *
 * <p>Rows are produced lazily by {@link #rows()}, which is algorithm Construct-Race-Table (Fig. 7)
 * with the erratum of semantics §5: a row is valid only if no changed column is in the control
 * structure of <em>any</em> changed column's new partner, not only the one just incremented. Each row
 * costs O(n²) for n columns; the table itself is never materialized.
 */
public final class RaceTable {

  private final int[] sizes;
  private final boolean[][] columnInColumn;
  private final boolean[][][] columnInPartner;
  private final boolean[][] @Nullable [] columnInWriter;
  private final int[][] entryColumn;
  private final boolean[] oldRead;
  private final boolean[][] oldCall;

  /**
   * Creates a table.
   *
   * @param sizes {@code sizes[i] = |race_set(r_i)|}, each at least 1
   * @param columnInColumn {@code [i][j]} iff {@code r_i ∈ c-struct(r_j)}
   * @param columnInPartner {@code [i][k][j]} iff {@code r_j ∈ c-struct(s)} for the (k+1)-th sending
   *     event {@code s} of {@code race_set(r_i)}
   */
  public RaceTable(int[] sizes, boolean[][] columnInColumn, boolean[][][] columnInPartner) {
    this(sizes, columnInColumn, columnInPartner, noReads(sizes));
  }

  /**
   * Creates a table with reads of shared variables among its columns, whose race-set entries are
   * writes (events on a variable's line) rather than calls.
   */
  public RaceTable(
      int[] sizes, boolean[][] columnInColumn, boolean[][][] columnInPartner, Reads reads) {
    for (int size : sizes) {
      checkArgument(size >= 1, "a column needs a non-empty race set");
    }
    this.sizes = sizes.clone();
    this.columnInColumn = columnInColumn;
    this.columnInPartner = columnInPartner;
    this.columnInWriter = reads.columnInWriter();
    this.entryColumn = reads.entryColumn();
    this.oldRead = reads.oldRead();
    this.oldCall = reads.oldCall();
  }

  /**
   * What the table knows of its read columns. A read's entry is a write, whose call the same row may
   * change; the paper's pruning of old sending events from old receiving events' race sets then
   * applies to the call the write has in the row, so it is checked per row.
   *
   * @param columnInWriter {@code [i][k][j]} iff {@code r_j} is in the control structure of the call
   *     that the (k+1)-th write of {@code race_set(r_i)} received, {@code r_i} being a read; null
   *     for a column that is not a read
   * @param entryColumn {@code [i][k]}: the column of that write if it heads one, else -1
   * @param oldRead {@code [i]} iff {@code r_i} is an old read, which may not take a write with the
   *     call the variant prescribed it: the variant's parent offered that
   * @param oldCall {@code [i][k]} iff that write has, in the sequence, the call the variant
   *     prescribed it; a row that changes the write's call gives it a new one
   */
  public record Reads(
      boolean[][] @Nullable [] columnInWriter,
      int[][] entryColumn,
      boolean[] oldRead,
      boolean[][] oldCall) {}

  private static Reads noReads(int[] sizes) {
    int width = sizes.length;
    int[][] none = new int[width][];
    boolean[][] no = new boolean[width][];
    for (int i = 0; i < width; i++) {
      none[i] = new int[sizes[i]];
      Arrays.fill(none[i], -1);
      no[i] = new boolean[sizes[i]];
    }
    return new Reads(new boolean[width][][], none, new boolean[width], no);
  }

  /** Returns the number of columns. */
  public int width() {
    return sizes.length;
  }

  /** Returns {@code |race_set(r_i)|}, the largest value of column {@code i}. */
  public int size(int i) {
    return sizes[i];
  }

  /** Returns a fresh cursor over the rows, starting before the first. */
  public Cursor rows() {
    return new Cursor();
  }

  /**
   * Returns whether {@code row} is valid by the paper's naive definition: some column changed; a
   * column is -1 iff another changed column is in its control structure; no changed column is in the
   * control structure of any changed column's new partner.
   */
  public boolean isValid(int[] row) {
    boolean anyChanged = false;
    for (int i = 0; i < row.length; i++) {
      anyChanged |= row[i] > 0;
      boolean removed = false;
      for (int j = 0; j < row.length; j++) {
        removed |= j != i && row[j] > 0 && columnInColumn[j][i];
      }
      if (removed != (row[i] == -1)) {
        return false;
      }
    }
    return anyChanged && partnersKept(row);
  }

  private boolean partnersKept(int[] row) {
    for (int i = 0; i < row.length; i++) {
      if (row[i] > 0) {
        boolean[] known = columnInPartner[i][row[i] - 1];
        for (int j = 0; j < row.length; j++) {
          if (row[j] > 0 && known[j]) {
            return false;
          }
        }
        if (!writerKept(row, i)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Returns whether the write that read column {@code i} is changed to read keeps a call that no
   * changed column is in the control structure of: if the row changes that write's call too, the
   * write's own column checks the new call; otherwise its old call must stay. An old read takes no
   * write whose call, in this row, is old.
   */
  private boolean writerKept(int[] row, int i) {
    boolean[][] writers = columnInWriter[i];
    if (writers == null) {
      return true;
    }
    int k = row[i] - 1;
    int column = entryColumn[i][k];
    if (column >= 0 && row[column] > 0) {
      return true;
    }
    if (oldRead[i] && oldCall[i][k]) {
      return false;
    }
    for (int j = 0; j < row.length; j++) {
      if (row[j] > 0 && writers[k][j]) {
        return false;
      }
    }
    return true;
  }

  /** An iterator over the rows that holds only the current row. */
  public final class Cursor {

    private final int[] t = new int[sizes.length];

    private Cursor() {}

    /**
     * Moves this cursor to just after {@code row}, a row it returned before: a cursor's whole state
     * is its last row, so an exploration resumed from a checkpoint continues the enumeration there.
     *
     * @throws IllegalArgumentException if {@code row} does not have one value per column
     */
    public void resumeAfter(int[] row) {
      checkArgument(row.length == t.length, "a row of %s columns, not %s", t.length, row.length);
      System.arraycopy(row, 0, t, 0, t.length);
    }

    /** Returns the next row (a fresh array), or null when the table is exhausted. */
    public int @Nullable [] next() {
      int n = sizes.length;
      while (true) {
        int i = n - 1;
        while (i >= 0 && (t[i] >= sizes[i] || t[i] == -1)) {
          i--;
        }
        if (i < 0) {
          return null;
        }
        t[i]++;
        if (t[i] == 1) {
          for (int j = i + 1; j < n; j++) {
            if (t[j] != -1 && columnInColumn[i][j]) {
              t[j] = -1;
            }
          }
        }
        for (int j = i + 1; j < n; j++) {
          if (t[j] == sizes[j]) {
            t[j] = 0;
            for (int k = j + 1; k < n; k++) {
              if (t[k] == -1 && columnInColumn[j][k] && !removedByEarlier(k)) {
                t[k] = 0;
              }
            }
          }
        }
        if (partnersKept(t)) {
          return Arrays.copyOf(t, n);
        }
      }
    }

    private boolean removedByEarlier(int k) {
      for (int l = 0; l < k; l++) {
        if (t[l] > 0 && columnInColumn[l][k]) {
          return true;
        }
      }
      return false;
    }
  }
}
