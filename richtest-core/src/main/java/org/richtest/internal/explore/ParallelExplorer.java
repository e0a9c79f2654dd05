package org.richtest.internal.explore;

import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;

/**
 * Reachability testing (paper Fig. 9) by {@link ExplorationOptions#parallelism()} workers at once,
 * with checkpoints and resumption. Reachability testing keeps no history and the variants of a race
 * table are disjoint subtrees, so the workers share nothing but the {@link Frontier} they take
 * variants from and the {@link SharedTally} they count in: the same sequences are exercised, each
 * once, as by {@link ReachabilityExplorer}, in another order.
 */
public final class ParallelExplorer implements Explorer {

  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    return new ParallelExploration(program, options).run();
  }
}
