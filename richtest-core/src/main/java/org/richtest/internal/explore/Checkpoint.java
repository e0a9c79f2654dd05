package org.richtest.internal.explore;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.RunSettings;
import org.richtest.internal.variant.Variant;

/**
 * What an exploration needs to continue after its process died: the frontier of variants and the
 * counts. Reachability testing keeps no history, so nothing else is needed. A frame is saved as
 * the variant its sequence was collected with (a run is a function of its variant) and the last row
 * of its race table taken; resuming re-runs the variant and continues the rows after that one.
 * Variants taken but not counted when the checkpoint was written are run again, and counted once.
 *
 * @param program the program's name, for messages
 * @param rootKey the partial order of the program's first free run: the program's fingerprint
 * @param policy the free-run policy, which shapes every run after its variant
 * @param reductions the reductions, which shape every race table
 * @param settings the other settings that shape every run: a run's bounds, its clock, what it
 *     does with field and call accesses
 * @param counts the runs, sequences, partial runs and the variants of the bugs found
 * @param frames the frames, bottom of a worker's stack first
 * @param pending the variants taken or pending, to run before the frames' rows
 */
record Checkpoint(
    String program,
    byte[] rootKey,
    String policy,
    String reductions,
    RunSettings settings,
    SharedTally.Counts counts,
    List<SavedFrame> frames,
    List<Variant> pending) {

  /**
   * A frame: the variant its sequence was collected with, that sequence's partial order (to check
   * that re-running the variant collects it again), and the last row taken, null if none was.
   */
  record SavedFrame(Variant variant, byte[] sequenceKey, int @Nullable [] lastRow) {}
}
