package org.richtest.internal.schedule;

import org.richtest.ExplorationOptions;

/**
 * Ends a run that interrupted a thread while interrupts were not modelled. Runs model them only
 * once a program is known to interrupt, so that programs that never do pay nothing; {@code
 * RichTest.explore} catches this and explores again from the start with them modelled.
 */
public final class InterruptsNotModelled extends NotModelledYet {

  private static final long serialVersionUID = 1L;

  InterruptsNotModelled(String thread, String target) {
    this("thread " + thread + " interrupted " + target);
  }

  /** Creates the signal for {@code reason}: what showed that the program interrupts. */
  public InterruptsNotModelled(String reason) {
    super(reason + ", and this exploration does not model interrupts: explore with "
        + "ExplorationOptions.withInterrupts(true) (CLI: --interrupts)");
  }

  @Override
  public boolean modelledIn(ExplorationOptions options) {
    return options.modelsInterrupts();
  }

  @Override
  public ExplorationOptions modelling(ExplorationOptions options) {
    return options.withInterrupts(true);
  }
}
