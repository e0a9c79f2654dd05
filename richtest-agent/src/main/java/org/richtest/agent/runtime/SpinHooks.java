package org.richtest.agent.runtime;

import org.richtest.spi.Controller;

/**
 * What rewritten code calls around its pure spins, the loops whose turns carry nothing but what
 * their reads of atomics return (docs/decisions.md, "Pure spins by default"): outside an
 * exploration, nothing.
 */
public final class SpinHooks {

  private SpinHooks() {}

  /** Called right before a pure spin's read or compare-and-set: the spin rule applies to it. */
  public static void atPureSpin() {
    Controller.current().atPureSpin();
  }

  /** Called where a pure spin's loop is entered from outside: the thread's streaks end. */
  public static void enteredPureSpin() {
    Controller.current().enteredPureSpin();
  }
}
