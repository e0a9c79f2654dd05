package org.richtest;

/**
 * Observes every run of an exploration as it ends. The library keeps no sequence itself, so this is
 * the way to see each exercised sequence.
 */
@FunctionalInterface
public interface RunListener {

  /** Called once per run, in the exploring thread, after the run ended. */
  void onRun(RunResult run);

  /** Returns a listener that ignores every run. */
  static RunListener none() {
    return run -> {};
  }
}
