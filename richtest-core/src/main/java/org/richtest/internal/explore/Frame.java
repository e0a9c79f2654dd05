package org.richtest.internal.explore;

import org.jspecify.annotations.Nullable;
import org.richtest.event.SynSequence;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;

/**
 * A frame of the parallel depth-first search: the variant a run was made with, the sequence it
 * collected, and the lazy {@link VariantGenerator} over that sequence's race table. Workers take
 * its rows one at a time, the one that pushed it from the top of its stack and others by stealing
 * from the bottom; the variants of two rows are disjoint subtrees, so whoever takes a row owns its
 * whole subtree. A frame's state is its last row taken, which is what a checkpoint saves.
 */
final class Frame {

  private final Variant variant;
  private final SynSequence sequence;
  private final VariantGenerator generator;
  private int @Nullable [] lastRow;
  private volatile byte @Nullable [] sequenceKey;

  /**
   * Creates the frame of the run {@code recorded}, made with {@code variant}. The race analysis
   * works on the run's index; its {@link SynSequence} is made only if a checkpoint or a work item
   * needs its {@link #sequenceKey()}.
   */
  Frame(Variant variant, RunExecutor.Recorded recorded) {
    this.variant = variant;
    this.sequence = recorded.result().sequence();
    this.generator = new VariantGenerator(recorded.indexed(), variant, recorded.facts());
  }

  /**
   * Creates the frame of a checkpoint or a work item: its sequence re-collected with {@code
   * variant}, its rows continuing after {@code lastRow} (from the first if null).
   */
  static Frame resumed(Variant variant, RunExecutor.Recorded recorded, int @Nullable [] lastRow) {
    Frame frame = new Frame(variant, recorded);
    if (lastRow != null) {
      frame.generator.resumeAfter(lastRow);
      frame.lastRow = lastRow.clone();
    }
    return frame;
  }

  /** Returns the next row of the race table, or null when every row has been taken. */
  synchronized int @Nullable [] nextRow() {
    int[] row = generator.nextRow();
    if (row != null) {
      lastRow = row;
    }
    return row;
  }

  /**
   * Returns how many rows {@link #nextRow()} skipped since the last call, because no run can
   * exercise their variants.
   */
  synchronized long takeInfeasibleRows() {
    return generator.takeInfeasibleRows();
  }

  /** Returns the last row taken, or null if none was. */
  synchronized int @Nullable [] lastRow() {
    return lastRow == null ? null : lastRow.clone();
  }

  /**
   * Returns the variant of {@code row}, a row this frame gave out. Safe without the frame's lock:
   * deriving a variant reads only what the generator computed at its creation.
   */
  Variant variant(int[] row) {
    return generator.variant(row);
  }

  /** Returns the variant the frame's sequence was collected with. */
  Variant variant() {
    return variant;
  }

  /** Returns the partial order of the frame's sequence, as {@link PartialOrderKey} bytes. */
  byte[] sequenceKey() {
    byte[] key = sequenceKey;
    if (key == null) {
      key = PartialOrderKey.of(sequence).asBytes();
      sequenceKey = key;
    }
    return key;
  }
}
