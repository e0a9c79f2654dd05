package org.richtest.internal.schedule;

import org.richtest.ExplorationOptions;

/**
 * Ends a run whose program read the clock while the run's timeouts did not advance a logical
 * clock. Runs model the clock only once a program is known to read it, so that programs that never
 * do have the sequences they had without it; {@code RichTest.explore} catches this and explores
 * again from the start with the clock modelled, as it does for interrupts.
 */
public final class ClockNotModelled extends NotModelledYet {

  private static final long serialVersionUID = 1L;

  /** Creates the signal for {@code reason}: what showed that the program reads the clock. */
  public ClockNotModelled(String reason) {
    super(reason + ", and this exploration does not model the logical clock: explore with "
        + "ExplorationOptions.withClock(true) (CLI: --clock)");
  }

  @Override
  public boolean modelledIn(ExplorationOptions options) {
    return options.modelsClock();
  }

  @Override
  public ExplorationOptions modelling(ExplorationOptions options) {
    return options.withClock(true);
  }
}
