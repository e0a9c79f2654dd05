package org.richtest.internal.explore;

import org.richtest.internal.variant.Variant;

/** A variant a worker took to run: a frame's row, or a variant a checkpoint left pending. */
sealed interface Work permits Work.Row, Work.Pending {

  /** Returns the variant to run. */
  Variant variant();

  /** Row {@code row} of {@code frame}'s race table; its variant is derived when asked for. */
  record Row(Frame frame, int[] row) implements Work {
    @Override
    public Variant variant() {
      return frame.variant(row);
    }
  }

  /** A variant taken but not run when a checkpoint was written. */
  record Pending(Variant variant) implements Work {}
}
