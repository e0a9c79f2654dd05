package org.richtest.internal.explore;

import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;

/** A strategy that runs a program repeatedly under control and reports what it found. */
public interface Explorer {

  /** Explores {@code program} with {@code options}. */
  ExplorationResult explore(Program program, ExplorationOptions options);
}
