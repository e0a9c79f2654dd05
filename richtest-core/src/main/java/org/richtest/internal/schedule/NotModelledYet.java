package org.richtest.internal.schedule;

import org.richtest.ExplorationOptions;

/**
 * Ends a run that needed part of the model its exploration leaves out until a program is known to
 * need it (interrupts, the ends of threads, the clock), so that programs that never do pay nothing; {@code
 * RichTest.explore} catches it and explores again from the start with that part modelled.
 */
public abstract sealed class NotModelledYet extends RuntimeException
    permits InterruptsNotModelled, ThreadEndsNotModelled, ClockNotModelled {

  private static final long serialVersionUID = 1L;

  NotModelledYet(String message) {
    super(message);
  }

  /** Returns whether {@code options} model what this run needed already. */
  public abstract boolean modelledIn(ExplorationOptions options);

  /** Returns {@code options} modelling what this run needed. */
  public abstract ExplorationOptions modelling(ExplorationOptions options);
}
