package org.richtest;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Sets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How to explore: the strategy, the free-run policy, the reductions, when to stop, and the watchdog
 * limit. Immutable; build from {@link #defaults()} with the {@code with…} methods, each of which
 * returns a copy.
 *
 * <p>A class rather than a record so that an option can be added without touching every other
 * option's {@code with…} method.
 */
public final class ExplorationOptions {

  /** The default watchdog limit. */
  public static final Duration DEFAULT_WATCHDOG = Duration.ofSeconds(10);

  private Strategy strategy = Strategy.REACHABILITY;
  private FreeRunPolicy freeRunPolicy = FreeRunPolicy.oldestPending();
  private boolean stopAtFirstBug = true;
  private long maxRuns = Long.MAX_VALUE;
  private @Nullable Duration maxTime;
  private Duration watchdog = DEFAULT_WATCHDOG;
  private RunListener listener = RunListener.none();
  private ImmutableSet<Reduction> reductions = ImmutableSet.of();

  private ExplorationOptions() {}

  private ExplorationOptions copy() {
    ExplorationOptions copy = new ExplorationOptions();
    copy.strategy = strategy;
    copy.freeRunPolicy = freeRunPolicy;
    copy.stopAtFirstBug = stopAtFirstBug;
    copy.maxRuns = maxRuns;
    copy.maxTime = maxTime;
    copy.watchdog = watchdog;
    copy.listener = listener;
    copy.reductions = reductions;
    return copy;
  }

  /** Returns reachability testing, oldest-pending free runs, stop at the first bug, no budget. */
  public static ExplorationOptions defaults() {
    return new ExplorationOptions();
  }

  /** Returns the strategy: reachability testing or the exhaustive oracle. */
  public Strategy strategy() {
    return strategy;
  }

  /** Returns the policy that resolves the choices no variant prescribes. */
  public FreeRunPolicy freeRunPolicy() {
    return freeRunPolicy;
  }

  /**
   * Returns whether the exploration stops after the first failure, deadlock or watchdog stop. When
   * false it goes on after each, except after a watchdog stop whose thread an interrupt did not end
   * ({@link RunOutcome.WatchdogStop#stillRunning()}).
   */
  public boolean stopAtFirstBug() {
    return stopAtFirstBug;
  }

  /** Returns the largest number of runs, after which the exploration ends incomplete. */
  public long maxRuns() {
    return maxRuns;
  }

  /** Returns the longest time, after which the exploration ends incomplete; null for no limit. */
  public @Nullable Duration maxTime() {
    return maxTime;
  }

  /** Returns how long a thread may run without reaching a synchronization call. */
  public Duration watchdog() {
    return watchdog;
  }

  /** Returns the listener that observes every run. */
  public RunListener listener() {
    return listener;
  }

  /** Returns the reductions of reachability testing to apply, in enum order; none by default. */
  public ImmutableSet<Reduction> reductions() {
    return reductions;
  }

  /** Returns these options with another strategy. */
  public ExplorationOptions withStrategy(Strategy value) {
    ExplorationOptions copy = copy();
    copy.strategy = Objects.requireNonNull(value);
    return copy;
  }

  /** Returns these options with another free-run policy. */
  public ExplorationOptions withFreeRunPolicy(FreeRunPolicy value) {
    ExplorationOptions copy = copy();
    copy.freeRunPolicy = Objects.requireNonNull(value);
    return copy;
  }

  /**
   * Returns these options stopping at the first bug, or collecting all bugs; even then a watchdog
   * stop whose thread keeps running ends the exploration.
   */
  public ExplorationOptions withStopAtFirstBug(boolean value) {
    ExplorationOptions copy = copy();
    copy.stopAtFirstBug = value;
    return copy;
  }

  /**
   * Returns these options with a run budget.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withMaxRuns(long value) {
    checkArgument(value > 0, "maxRuns must be positive, was %s", value);
    ExplorationOptions copy = copy();
    copy.maxRuns = value;
    return copy;
  }

  /** Returns these options with a time budget, or none when {@code value} is null. */
  public ExplorationOptions withMaxTime(@Nullable Duration value) {
    ExplorationOptions copy = copy();
    copy.maxTime = value;
    return copy;
  }

  /**
   * Returns these options with another watchdog limit.
   *
   * @throws IllegalArgumentException if {@code value} is not positive
   */
  public ExplorationOptions withWatchdog(Duration value) {
    checkArgument(!value.isNegative() && !value.isZero(), "watchdog must be positive");
    ExplorationOptions copy = copy();
    copy.watchdog = value;
    return copy;
  }

  /** Returns these options with a listener that observes every run. */
  public ExplorationOptions withListener(RunListener value) {
    ExplorationOptions copy = copy();
    copy.listener = Objects.requireNonNull(value);
    return copy;
  }

  /**
   * Returns these options with {@code values} as the reductions (none for an empty list), which
   * apply to reachability testing only.
   */
  public ExplorationOptions withReductions(Reduction... values) {
    ExplorationOptions copy = copy();
    copy.reductions = Sets.immutableEnumSet(Arrays.asList(values));
    return copy;
  }

  @Override
  public String toString() {
    return "ExplorationOptions[strategy=" + strategy
        + ", freeRunPolicy=" + freeRunPolicy
        + ", stopAtFirstBug=" + stopAtFirstBug
        + ", maxRuns=" + maxRuns
        + ", maxTime=" + maxTime
        + ", watchdog=" + watchdog
        + ", reductions=" + reductions
        + "]";
  }
}
