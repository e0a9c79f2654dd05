package org.richtest.distributed;

import org.richtest.ExplorationOptions;
import org.richtest.Program;

/**
 * The command line's tests' way to {@link ProcessExploration}'s package-private tuning: an
 * exploration whose exploring thread waits for each worker process to hold its first item, so that
 * a test that a real {@code richtest pipe-worker} explores items does not depend on how soon its
 * JVM starts.
 */
public final class AwaitedExploration {

  private AwaitedExploration() {}

  /**
   * Explores as {@link ProcessExploration#explore} does, with its item deadline, each worker
   * process that answers its hello exploring at least one item.
   */
  public static ProcessResult explore(String name, Program program, ExplorationOptions options,
      ProcessSettings settings) throws InterruptedException {
    return ProcessExploration.explore(name, program, options, settings,
        new ProcessExploration.Tuning(ProcessExploration.itemDeadline(options, settings), true));
  }
}
