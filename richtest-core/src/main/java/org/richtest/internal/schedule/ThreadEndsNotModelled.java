package org.richtest.internal.schedule;

import org.richtest.ExplorationOptions;

/**
 * Ends a run that asked whether another thread is alive while the ends of threads were not
 * modelled. Runs model them only once a program is known to ask, so that programs that never do
 * pay nothing; {@code RichTest.explore} catches this and explores again from the start with them
 * modelled, as it does for interrupts.
 */
public final class ThreadEndsNotModelled extends NotModelledYet {

  private static final long serialVersionUID = 1L;

  /** Creates the signal for {@code reason}: what showed that the program asks. */
  public ThreadEndsNotModelled(String reason) {
    super(reason + ", and this exploration does not model the ends of threads: explore with "
        + "ExplorationOptions.withThreadEnds(true) (CLI: --thread-ends)");
  }

  @Override
  public boolean modelledIn(ExplorationOptions options) {
    return options.modelsThreadEnds();
  }

  @Override
  public ExplorationOptions modelling(ExplorationOptions options) {
    return options.withThreadEnds(true);
  }
}
