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

  /**
   * Creates a table.
   *
   * @param sizes {@code sizes[i] = |race_set(r_i)|}, each at least 1
   * @param columnInColumn {@code [i][j]} iff {@code r_i ∈ c-struct(r_j)}
   * @param columnInPartner {@code [i][k][j]} iff {@code r_j ∈ c-struct(s)} for the (k+1)-th sending
   *     event {@code s} of {@code race_set(r_i)}
   */
  public RaceTable(int[] sizes, boolean[][] columnInColumn, boolean[][][] columnInPartner) {
    for (int size : sizes) {
      checkArgument(size >= 1, "a column needs a non-empty race set");
    }
    this.sizes = sizes.clone();
    this.columnInColumn = columnInColumn;
    this.columnInPartner = columnInPartner;
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
