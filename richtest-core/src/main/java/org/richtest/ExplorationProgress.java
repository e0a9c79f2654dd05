package org.richtest;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Where a long exploration stands, for a progress line: what {@link RunListener#onProgress} gets
 * about once a second from an exploration with more than one worker or a checkpoint.
 *
 * @param sequences the sequences exercised so far, those before a resumed checkpoint included
 * @param runs the runs so far, those before a resumed checkpoint included
 * @param workerRuns the runs each worker made in this exploration, by worker
 * @param frontier the frames and variants left to explore: what a checkpoint holds
 * @param elapsed the time since this exploration started
 * @param sinceCheckpoint the time since the last checkpoint was written; null if none was
 */
public record ExplorationProgress(
    long sequences,
    long runs,
    ImmutableList<Long> workerRuns,
    int frontier,
    Duration elapsed,
    @Nullable Duration sinceCheckpoint) {

  /** Returns the number of workers. */
  public int workers() {
    return workerRuns.size();
  }
}
