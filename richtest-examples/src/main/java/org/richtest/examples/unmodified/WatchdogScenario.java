package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * One job under a {@link Watchdog} with a deadline of a second, which expects the job counted
 * once, late or done; with {@code byState}, watched the safe way.
 */
public final class WatchdogScenario implements Program {

  private final boolean byState;

  /** Creates the scenario; {@code byState} watches by {@link Watchdog#watchByState}. */
  public WatchdogScenario(boolean byState) {
    this.byState = byState;
  }

  @Override
  public void run() throws Exception {
    Watchdog watchdog = new Watchdog();
    if (byState) {
      watchdog.watchByState(1_000);
    } else {
      watchdog.watch(1_000);
    }
    int late = watchdog.late();
    int done = watchdog.done();
    if (late + done != 1) {
      throw new IllegalStateException(
          "the job was counted " + late + " times late and " + done + " times done");
    }
  }
}
