package org.richtest;

import org.richtest.event.SynSequence;

/**
 * The engine behind {@link RichTest}, which finds it once with {@link java.util.ServiceLoader}: the
 * implementation in RichTest's own core jar. Not for users. It exists so that this package, the
 * front door, does not depend on the engine's internals, which depend on this package's values
 * (options, results, outcomes): the packages form no cycle.
 */
public interface Engine {

  /** Explores {@code program} with {@code options}, which {@link OptionRules} accepted. */
  ExplorationResult explore(Program program, ExplorationOptions options);

  /** Runs {@code program} once under control, resolving every choice by the options' policy. */
  RunResult runOnce(Program program, ExplorationOptions options);

  /** Returns the race table of {@code sequence} as a free run would see it, up to {@code maxRows}. */
  RaceTableView raceTable(SynSequence sequence, int maxRows);

  /**
   * Re-runs {@code program} forcing exactly {@code sequence}, under the run settings of {@code
   * options} ({@link RunSettings}).
   */
  RunResult replay(Program program, SynSequence sequence, ExplorationOptions options);
}
