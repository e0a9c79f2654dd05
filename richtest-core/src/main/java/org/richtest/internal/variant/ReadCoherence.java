package org.richtest.internal.variant;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.richtest.internal.race.IndexedSequence;

/**
 * The order a variant's reads impose beyond happened-before: a read takes the latest write of its
 * variable, so it must occur before the write that follows its partner on the variable's line. A
 * row that gives a read an older write moves the read before writes it followed, and a read the row
 * keeps may then be unable to take its old partner: the variant's happened-before and these
 * read-before-overwrite edges form a cycle. This class finds such cycles in one derived variant.
 *
 * <p>Happened-before among the variant's events is what their lines knew in the sequence (their
 * control structures are unchanged, or they would have been removed) plus the partners the variant
 * prescribes: a changed receiving event's new partner, a write's call. Costs O(r²) for r prescribed
 * reads, each step an O(1) timestamp test.
 */
final class ReadCoherence {

  private final IndexedSequence q;
  private final int[] kept;
  private final int[] partner;
  /** The prescribed reads, by position. */
  private final int[] reads;
  /** By position of a prescribed read: the write that overwrites its partner, or -1. */
  private final int[] overwrite;

  /**
   * Analyses the variant of {@code q} that keeps the first {@code kept[l]} events of each line and
   * prescribes {@code partner[p]} (-1 for none) to each kept receiving event, with the reads {@code
   * only} marks (all, if null); the arrays are read, not copied, and must not change while this is
   * used.
   */
  ReadCoherence(IndexedSequence q, int[] kept, int[] partner, boolean @Nullable [] only) {
    this.q = q;
    this.kept = kept;
    this.partner = partner;
    int n = q.size();
    int[] found = new int[n];
    int count = 0;
    overwrite = new int[n];
    Arrays.fill(overwrite, -1);
    for (int e = 0; e < n; e++) {
      if (isKept(e) && q.isRead(e) && partner[e] >= 0 && (only == null || only[e])) {
        found[count++] = e;
        overwrite[e] = nextWrite(partner[e]);
      }
    }
    reads = Arrays.copyOf(found, count);
  }

  private boolean isKept(int e) {
    return q.indexOnLine(e) <= kept[q.line(e)];
  }

  /** Returns the variant's write after {@code write} on its variable's line, or -1 if none. */
  private int nextWrite(int write) {
    int slot = q.line(write);
    int index = q.indexOnLine(write);
    return index < kept[slot] ? q.position(slot, index + 1) : -1;
  }

  /** Returns the prescribed reads of the variant, by position. */
  int[] reads() {
    return reads;
  }

  /** Returns whether some of the reads analysed cannot take their partners. */
  boolean anyUnreachable() {
    for (int read : reads) {
      if (isUnreachable(read)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether prescribed read {@code read} cannot take its partner: the write that would
   * overwrite the partner must, in every run of the variant, occur before the read.
   */
  boolean isUnreachable(int read) {
    int next = overwrite[read];
    return next >= 0 && reaches(next, read);
  }

  /**
   * Returns whether some run order of the variant's events puts event {@code from} before {@code
   * target}: a path of happened-before and read-before-overwrite edges.
   */
  private boolean reaches(int from, int target) {
    boolean[] seen = new boolean[q.size()];
    int[] stack = new int[reads.length + 1];
    int top = 0;
    stack[top++] = from;
    while (top > 0) {
      int s = stack[--top];
      if (happenedBefore(s, target)) {
        return true;
      }
      for (int read : reads) {
        if (!seen[read] && happenedBefore(s, read)) {
          seen[read] = true;
          if (overwrite[read] >= 0) {
            stack[top++] = overwrite[read];
          }
        }
      }
    }
    return false;
  }

  /**
   * Returns whether {@code x} happens before {@code y} in the variant (or is {@code y}): {@code y}'s
   * line knew it, or it is, or happens before, {@code y}'s prescribed partner (Prop. 3).
   */
  private boolean happenedBefore(int x, int y) {
    if (x == y || q.inControlStructure(x, y)) {
      return true;
    }
    int p = q.isSending(y) ? -1 : partner[y];
    return p >= 0 && happenedBefore(x, p);
  }
}
