package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * A {@link ShardPurge} of two shards: carelessly, {@code shutdownNow} may cancel the forked purge
 * before a worker took it, so only one shard is purged; carefully, never.
 */
public final class ShardPurgeScenario implements Program {

  private final boolean careful;

  /** The scenario of the careful purge, which joins its fork before stopping, or the careless. */
  public ShardPurgeScenario(boolean careful) {
    this.careful = careful;
  }

  @Override
  public void run() {
    int purged = new ShardPurge().purge(careful);
    if (purged != 2) {
      throw new AssertionError("purged " + purged + " of 2 shards");
    }
  }
}
