package org.richtest;

import static com.google.common.base.Preconditions.checkArgument;

import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * How to explore: the strategy, the free-run policy, when to stop, and the watchdog limit. Build from
 * {@link #defaults()} with the {@code with…} methods.
 *
 * @param strategy reachability testing or the exhaustive oracle
 * @param freeRunPolicy resolves the choices no variant prescribes
 * @param stopAtFirstBug whether to stop after the first failure, deadlock or watchdog stop
 * @param maxRuns the largest number of runs, after which the exploration ends incomplete
 * @param maxTime the longest time, after which the exploration ends incomplete; null for no limit
 * @param watchdog how long a thread may run without reaching a synchronization call
 * @param listener observes every run
 */
public record ExplorationOptions(
    Strategy strategy,
    FreeRunPolicy freeRunPolicy,
    boolean stopAtFirstBug,
    long maxRuns,
    @Nullable Duration maxTime,
    Duration watchdog,
    RunListener listener) {

  /** The default watchdog limit. */
  public static final Duration DEFAULT_WATCHDOG = Duration.ofSeconds(10);

  public ExplorationOptions {
    checkArgument(maxRuns > 0, "maxRuns must be positive, was %s", maxRuns);
    checkArgument(!watchdog.isNegative() && !watchdog.isZero(), "watchdog must be positive");
  }

  /** Returns reachability testing, oldest-pending free runs, stop at the first bug, no budget. */
  public static ExplorationOptions defaults() {
    return new ExplorationOptions(
        Strategy.REACHABILITY,
        FreeRunPolicy.oldestPending(),
        true,
        Long.MAX_VALUE,
        null,
        DEFAULT_WATCHDOG,
        RunListener.none());
  }

  /** Returns these options with another strategy. */
  public ExplorationOptions withStrategy(Strategy value) {
    return new ExplorationOptions(
        value, freeRunPolicy, stopAtFirstBug, maxRuns, maxTime, watchdog, listener);
  }

  /** Returns these options with another free-run policy. */
  public ExplorationOptions withFreeRunPolicy(FreeRunPolicy value) {
    return new ExplorationOptions(
        strategy, value, stopAtFirstBug, maxRuns, maxTime, watchdog, listener);
  }

  /** Returns these options stopping at the first bug, or collecting all bugs. */
  public ExplorationOptions withStopAtFirstBug(boolean value) {
    return new ExplorationOptions(
        strategy, freeRunPolicy, value, maxRuns, maxTime, watchdog, listener);
  }

  /** Returns these options with a run budget. */
  public ExplorationOptions withMaxRuns(long value) {
    return new ExplorationOptions(
        strategy, freeRunPolicy, stopAtFirstBug, value, maxTime, watchdog, listener);
  }

  /** Returns these options with a time budget. */
  public ExplorationOptions withMaxTime(@Nullable Duration value) {
    return new ExplorationOptions(
        strategy, freeRunPolicy, stopAtFirstBug, maxRuns, value, watchdog, listener);
  }

  /** Returns these options with another watchdog limit. */
  public ExplorationOptions withWatchdog(Duration value) {
    return new ExplorationOptions(
        strategy, freeRunPolicy, stopAtFirstBug, maxRuns, maxTime, value, listener);
  }

  /** Returns these options with a listener that observes every run. */
  public ExplorationOptions withListener(RunListener value) {
    return new ExplorationOptions(
        strategy, freeRunPolicy, stopAtFirstBug, maxRuns, maxTime, watchdog, value);
  }
}
