package org.richtest.internal.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The lazy enumeration of {@link RaceTable} against the paper's naive definition: all tuples of
 * {@code domain(r1) × … × domain(rn)} filtered by the three validity rules, on random tables shaped
 * like real ones (control structures closed under happened-before, columns topologically ordered).
 */
class RaceTableTest {

  @Test
  void raceTable_paperTable3_yieldsItsThreeRows() {
    // Table 3: r1 and r3 race independently, one sending event each.
    RaceTable table = new RaceTable(new int[] {1, 1}, new boolean[2][2], new boolean[2][1][2]);

    assertEquals(List.of("[0, 1]", "[1, 0]", "[1, 1]"), rows(table));
  }

  @Test
  void raceTable_changedColumnInLaterControlStructure_removesIt() {
    boolean[][] columnInColumn = {{false, true}, {false, false}};
    RaceTable table = new RaceTable(new int[] {1, 1}, columnInColumn, new boolean[2][1][2]);

    assertEquals(List.of("[0, 1]", "[1, -1]"), rows(table));
  }

  @Test
  void raceTable_partnerDependsOnLaterChange_rowRejected() {
    // The erratum: column 0's partner depends on column 1, which is changed later in the row.
    boolean[][][] columnInPartner = {{{false, true}}, {{false, false}}};
    RaceTable table = new RaceTable(new int[] {1, 1}, new boolean[2][2], columnInPartner);

    assertEquals(List.of("[0, 1]", "[1, 0]"), rows(table));
  }

  @TestFactory
  Stream<DynamicTest> randomTables_enumerationEqualsNaiveDefinition() {
    return LongStream.range(0, 2000)
        .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> compare(seed)));
  }

  private static void compare(long seed) {
    RaceTable table = randomTable(new SplittableRandom(seed));
    List<String> lazy = rows(table);
    assertEquals(lazy.size(), new TreeSet<>(lazy).size(), "seed " + seed + ": a row came twice");
    assertEquals(naive(table), new TreeSet<>(lazy), "seed " + seed);
  }

  private static List<String> rows(RaceTable table) {
    List<String> rows = new ArrayList<>();
    RaceTable.Cursor cursor = table.rows();
    for (int[] row = cursor.next(); row != null; row = cursor.next()) {
      assertTrue(table.isValid(row), Arrays.toString(row));
      rows.add(Arrays.toString(row));
    }
    return rows;
  }

  private static TreeSet<String> naive(RaceTable table) {
    TreeSet<String> valid = new TreeSet<>();
    int[] t = new int[table.width()];
    Arrays.fill(t, -1);
    collect(table, t, 0, valid);
    return valid;
  }

  private static void collect(RaceTable table, int[] t, int i, TreeSet<String> valid) {
    if (i == t.length) {
      if (table.isValid(t)) {
        valid.add(Arrays.toString(t));
      }
      return;
    }
    for (int v = -1; v <= table.size(i); v++) {
      t[i] = v;
      collect(table, t, i + 1, valid);
    }
  }

  /**
   * A random table: columns 0..n-1 in topological order; {@code r_i ∈ c-struct(r_j)} only for i &lt;
   * j and transitively closed; each race-set entry of {@code r_i} knows a set of columns closed under
   * control structure that excludes {@code r_i} and everything {@code r_i} precedes.
   */
  static RaceTable randomTable(SplittableRandom random) {
    int n = 1 + random.nextInt(5);
    int[] sizes = new int[n];
    boolean[][] inColumn = new boolean[n][n];
    for (int j = 0; j < n; j++) {
      sizes[j] = 1 + random.nextInt(3);
      for (int i = 0; i < j; i++) {
        inColumn[i][j] = random.nextInt(4) == 0;
      }
    }
    for (int k = 0; k < n; k++) {
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          inColumn[i][j] |= inColumn[i][k] && inColumn[k][j];
        }
      }
    }
    boolean[][][] inPartner = new boolean[n][][];
    for (int i = 0; i < n; i++) {
      inPartner[i] = new boolean[sizes[i]][n];
      for (int k = 0; k < sizes[i]; k++) {
        for (int j = 0; j < n; j++) {
          inPartner[i][k][j] = j != i && !inColumn[i][j] && random.nextInt(4) == 0;
        }
        for (int j = 0; j < n; j++) {
          if (inPartner[i][k][j]) {
            for (int l = 0; l < n; l++) {
              inPartner[i][k][l] |= inColumn[l][j];
            }
          }
        }
      }
    }
    return new RaceTable(sizes, inColumn, inPartner);
  }
}
