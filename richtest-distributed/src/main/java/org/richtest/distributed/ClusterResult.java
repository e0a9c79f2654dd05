package org.richtest.distributed;

import org.richtest.ExplorationResult;

/**
 * The result of an exploration on a cluster, with what it cost the cluster.
 *
 * @param result the counts, bugs and data races, as a local exploration reports them
 * @param members the members in the cluster at the end
 * @param items the work items committed
 * @param bytes the bytes of work items and results the members sent to or fetched from the
 *     cluster's maps (each write is also copied to one backup, not counted here)
 */
public record ClusterResult(ExplorationResult result, int members, long items, long bytes) {

  /** Returns the bytes sent or fetched per sequence, 0 if there was none. */
  public double bytesPerSequence() {
    return result.sequences() == 0 ? 0 : (double) bytes / result.sequences();
  }
}
