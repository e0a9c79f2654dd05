package org.richtest;

/**
 * Observes every run of an exploration as it ends. The library keeps no sequence itself, so this is
 * the way to see each exercised sequence.
 */
@FunctionalInterface
public interface RunListener {

  /**
   * Called once per run, after the run ended. With {@link ExplorationOptions#parallelism()} above
   * 1 the calls come from the workers' threads, but never two at once: every method of a listener
   * is called by one thread at a time, each call seeing what the ones before it did.
   */
  void onRun(RunResult run);

  /**
   * Called whenever the estimate of the number of sequences changes
   * (another probe finished; see {@link ExplorationOptions#probeShare()}).
   */
  default void onEstimate(SpaceEstimate estimate) {}

  /**
   * Called about once a second, and after each checkpoint, by an exploration with more than one
   * worker or a checkpoint: the counts so far, the runs per worker and the size of the frontier.
   */
  default void onProgress(ExplorationProgress progress) {}

  /**
   * Called when the exploration starts over from its first run: when a run turns out to need what
   * was not modelled yet, an interrupt ({@link ExplorationOptions#modelsInterrupts()}), the end of
   * a thread or the logical clock, each at most once; and once when the runs diverged (state built
   * on first use, or a first read of state an earlier run left). The runs reported before it do not
   * count, except the bugs among them when the start over came from runs that diverged: those are
   * kept, and the result's warnings say that it started over.
   *
   * @param reason what made it start over
   */
  default void onRestart(String reason) {}

  /** Returns a listener that ignores every run. */
  static RunListener none() {
    return run -> {};
  }
}
