package org.richtest;

/**
 * Observes every run of an exploration as it ends. The library keeps no sequence itself, so this is
 * the way to see each exercised sequence.
 */
@FunctionalInterface
public interface RunListener {

  /** Called once per run, in the exploring thread, after the run ended. */
  void onRun(RunResult run);

  /**
   * Called, in the exploring thread, whenever the estimate of the number of sequences changes
   * (another probe finished; see {@link ExplorationOptions#probeShare()}).
   */
  default void onEstimate(SpaceEstimate estimate) {}

  /** Returns a listener that ignores every run. */
  static RunListener none() {
    return run -> {};
  }
}
