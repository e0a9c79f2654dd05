package org.richtest.internal.variant;

import org.jspecify.annotations.Nullable;
import org.richtest.internal.race.IndexedSequence;

/**
 * What changing a receiving event's partner removes from a sequence (Def. 7): the events whose
 * control structure holds it and, for a write, those that knew a read of it, which then reads the
 * write's new call. The race table and the derivation of variants ask the same question.
 */
final class Dependence {

  private static final int[] NO_READS = new int[0];

  private final IndexedSequence q;
  /**
   * Per write: the reads that take it; null if the sequence has no read. Made in the constructor,
   * as workers of a parallel exploration derive variants from one generator without a lock.
   */
  private final int @Nullable [][] readers;

  Dependence(IndexedSequence q) {
    this.q = q;
    this.readers = readersByWrite(q);
  }

  /** Returns whether the sequence has reads of shared variables. */
  boolean hasReads() {
    return readers != null;
  }

  /**
   * Whether giving receiving event {@code changed} another partner removes event {@code e}: {@code
   * e} is in its control structure or, if {@code changed} is a write, in that of a read of it other
   * than {@code e}, which then reads the write's new call: another value.
   */
  boolean affects(int changed, int e) {
    if (q.inControlStructure(changed, e)) {
      return true;
    }
    // Only a write has reads, and an object's event that woke a spin loop's timed turn.
    for (int read : readsOf(changed)) {
      if (read != e && q.inControlStructure(read, e)) {
        return true;
      }
    }
    return false;
  }

  /** Returns the reads that take write {@code write}. */
  int[] readsOf(int write) {
    return readers == null ? NO_READS : readers[write];
  }

  private static int @Nullable [][] readersByWrite(IndexedSequence q) {
    int n = q.size();
    int[] counts = null;
    for (int e = 0; e < n; e++) {
      if (q.isRead(e) && q.partner(e) >= 0) {
        if (counts == null) {
          counts = new int[n];
        }
        counts[q.partner(e)]++;
      }
    }
    if (counts == null) {
      return null;
    }
    int[][] byWrite = new int[n][];
    for (int w = 0; w < n; w++) {
      byWrite[w] = counts[w] == 0 ? NO_READS : new int[counts[w]];
      counts[w] = 0;
    }
    for (int e = 0; e < n; e++) {
      if (q.isRead(e) && q.partner(e) >= 0) {
        byWrite[q.partner(e)][counts[q.partner(e)]++] = e;
      }
    }
    return byWrite;
  }
}
