package org.richtest;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Which option applies to which strategy, and which options do not combine: the one table that
 * {@link RichTest#explore}, the command line and the JUnit extension consult, each then naming the
 * options in its own words. A new option that applies to some strategies only is a new {@link
 * Option} here and a name in each front door.
 */
public final class OptionRules {

  /** An option that applies to some strategies only, in the order the rules are checked. */
  public enum Option {
    /** The paper's reductions: reachability testing. */
    REDUCTIONS(Strategy.REACHABILITY),
    /** The preemption bound: context bounding. */
    PREEMPTION_BOUND(Strategy.CONTEXT_BOUNDED),
    /** Rounds of reversed races: reachability testing. */
    RACE_BOUND(Strategy.REACHABILITY),
    /** Random probes of the variant tree: reachability testing, not with a race bound. */
    SAMPLE(Strategy.REACHABILITY),
    /** The depth of probabilistic concurrency testing: random testing. */
    PCT_DEPTH(Strategy.RANDOM),
    /** A checkpoint to save: reachability testing in full (not by race bound or sample). */
    CHECKPOINT(Strategy.REACHABILITY),
    /** A checkpoint to resume from: as {@link #CHECKPOINT}. */
    RESUME(Strategy.REACHABILITY),
    /** More than one worker: as {@link #CHECKPOINT}. */
    PARALLELISM(Strategy.REACHABILITY);

    private final Strategy strategy;

    Option(Strategy strategy) {
      this.strategy = strategy;
    }

    /** Returns the one strategy the option applies to. */
    public Strategy appliesTo() {
      return strategy;
    }

    /** Returns whether the option needs reachability testing in full: no race bound, no sample. */
    public boolean needsFullExploration() {
      return this == CHECKPOINT || this == RESUME || this == PARALLELISM;
    }
  }

  /**
   * Every setting of {@link ExplorationOptions}, by its {@code with…} method, with its name on each
   * front door: the {@code @ReachabilityTest} attribute and the command-line flag, or null where a
   * front door has none on purpose (its Javadoc says why). The front doors' tests check their
   * attributes and flags against this table, and the core's that every {@code with…} method is
   * here, so that a new option cannot be left off one of them unnoticed.
   */
  public enum Setting {
    /** The strategy. */
    STRATEGY("withStrategy", "strategy", "--strategy"),
    /** The free-run policy: a seed of the random one. */
    FREE_RUN_POLICY("withFreeRunPolicy", "seed", "--seed"),
    /** Whether to stop at the first bug. */
    STOP_AT_FIRST_BUG("withStopAtFirstBug", "stopAtFirstBug", "--all-bugs"),
    /** The budget of runs. */
    MAX_RUNS("withMaxRuns", "maxRuns", "--max-runs"),
    /** The budget of time. */
    MAX_TIME("withMaxTime", "maxSeconds", "--max-seconds"),
    /** The watchdog; the command line keeps the default, a run it stops being reported. */
    WATCHDOG("withWatchdog", "watchdogMillis", null),
    /** The listener of runs: each front door's own, to publish its counts. */
    LISTENER("withListener", null, null),
    /** The reductions of reachability testing. */
    REDUCTIONS("withReductions", "reductions", "--reduce"),
    /** The preemption bound of context bounding. */
    PREEMPTION_BOUND("withPreemptionBound", "preemptionBound", "--preemption-bound"),
    /** The race bound of reachability testing. */
    RACE_BOUND("withRaceBound", "raceBound", "--race-bound"),
    /** The random probes of reachability testing. */
    SAMPLE("withSample", "sample", "--sample"),
    /** The depth of random testing. */
    PCT_DEPTH("withPctDepth", "pctDepth", "--pct-depth"),
    /** The share of runs that estimate the size of the space: none, or the default. */
    PROBE_SHARE("withProbeShare", "estimate", "--no-estimate"),
    /** The workers of reachability testing. */
    PARALLELISM("withParallelism", "parallelism", "--parallelism"),
    /**
     * A checkpoint to save: the command line's, for a long exploration resumed by hand; a test
     * explores afresh on every build.
     */
    CHECKPOINT("withCheckpoint", null, "--checkpoint"),
    /** The time between checkpoints: as {@link #CHECKPOINT}. */
    CHECKPOINT_INTERVAL("withCheckpointInterval", null, "--checkpoint-every"),
    /** A checkpoint to resume from: as {@link #CHECKPOINT}. */
    RESUME("withResume", null, "--resume"),
    /** Interrupts modelled from the first run. */
    INTERRUPTS("withInterrupts", "interrupts", "--interrupts"),
    /** Thread ends modelled from the first run. */
    THREAD_ENDS("withThreadEnds", "threadEnds", "--thread-ends"),
    /** The bound on a run's events. */
    MAX_RUN_EVENTS("withMaxRunEvents", "maxRunEvents", "--max-run-events"),
    /** The timeouts in a row of a timed wait with nothing changed. */
    TIMEOUTS_IN_A_ROW("withTimeoutsInARow", "timeoutsInARow", "--timeouts-in-a-row"),
    /** The reads in a row of one write at one call site with nothing done between. */
    READS_IN_A_ROW("withReadsInARow", "readsInARow", "--reads-in-a-row"),
    /**
     * Looking for data races and thread-safety violations; the command line always looks, its
     * report listing what it found.
     */
    DATA_RACE_DETECTION("withDataRaceDetection", "detectDataRaces", null),
    /** The plain fields explored as shared variables. */
    EXPLORED_FIELDS("withExploredFields", "exploreFields", "--explore-fields"),
    /** The classes whose objects' calls are explored. */
    EXPLORED_CALLS("withExploredCalls", "exploreCalls", "--explore-calls"),
    /** The most periods a periodic task runs in a run. */
    MAX_PERIODS("withMaxPeriods", "maxPeriods", "--max-periods"),
    /**
     * Whether rewritten code reads a logical clock or real time; a test sets it for all its tests
     * at once, by the configuration parameter {@code richtest.logicalClock}, since a clock is a
     * property of the code under test rather than of one scenario.
     */
    LOGICAL_CLOCK("withLogicalClock", null, "--real-time"),
    /** The logical clock modelled from the first run: as {@link #LOGICAL_CLOCK}. */
    CLOCK("withClock", null, "--clock"),
    /**
     * The bound on a run's recorded memory; a test sets it for all its tests at once, by the
     * configuration parameter {@code richtest.maxRunMegabytes}, since the heap is the whole suite's.
     */
    MAX_RUN_MEGABYTES("withMaxRunMegabytes", null, "--max-run-megabytes");

    private final String method;
    private final @Nullable String attribute;
    private final @Nullable String flag;

    Setting(String method, @Nullable String attribute, @Nullable String flag) {
      this.method = method;
      this.attribute = attribute;
      this.flag = flag;
    }

    /** Returns the name of the {@code with…} method of {@link ExplorationOptions} that sets it. */
    public String method() {
      return method;
    }

    /** Returns the {@code @ReachabilityTest} attribute, empty if the annotation has none. */
    public Optional<String> attribute() {
      return Optional.ofNullable(attribute);
    }

    /** Returns the command-line flag, empty if the command line has none. */
    public Optional<String> flag() {
      return Optional.ofNullable(flag);
    }
  }

  /** A rule that a set of options breaks. */
  public sealed interface Violation {

    /** Returns the option at fault. */
    Option option();

    /** {@code option} was given with {@code strategy}, which it does not apply to. */
    record NotForStrategy(Option option, Strategy strategy) implements Violation {}

    /** {@code option} was given with {@code other}, which it does not combine with. */
    record Combined(Option option, Option other) implements Violation {}
  }

  private OptionRules() {}

  /**
   * Returns the first rule broken by giving the options {@code given} to {@code strategy}, in the
   * order of {@link Option}, or empty if they fit.
   */
  public static Optional<Violation> check(Strategy strategy, Set<Option> given) {
    for (Option option : Option.values()) {
      if (!given.contains(option)) {
        continue;
      }
      if (strategy != option.appliesTo()) {
        return Optional.of(new Violation.NotForStrategy(option, strategy));
      }
      if (option == Option.SAMPLE && given.contains(Option.RACE_BOUND)) {
        return Optional.of(new Violation.Combined(option, Option.RACE_BOUND));
      }
      if (option.needsFullExploration()) {
        for (Option partial : new Option[] {Option.SAMPLE, Option.RACE_BOUND}) {
          if (given.contains(partial)) {
            return Optional.of(new Violation.Combined(option, partial));
          }
        }
      }
    }
    return Optional.empty();
  }

  /** Returns the options of {@code options} that apply to some strategies only and are given. */
  public static Set<Option> given(ExplorationOptions options) {
    Set<Option> given = EnumSet.noneOf(Option.class);
    if (!options.reductions().isEmpty()) {
      given.add(Option.REDUCTIONS);
    }
    if (options.preemptionBound() != ExplorationOptions.UNBOUNDED) {
      given.add(Option.PREEMPTION_BOUND);
    }
    if (options.raceBound() != ExplorationOptions.NO_RACE_BOUND) {
      given.add(Option.RACE_BOUND);
    }
    if (options.sample() > 0) {
      given.add(Option.SAMPLE);
    }
    if (options.pctDepth() != ExplorationOptions.DEFAULT_PCT_DEPTH) {
      given.add(Option.PCT_DEPTH);
    }
    if (options.checkpoint() != null) {
      given.add(Option.CHECKPOINT);
    }
    if (options.resume() != null) {
      given.add(Option.RESUME);
    }
    if (options.parallelism() > 1) {
      given.add(Option.PARALLELISM);
    }
    return given;
  }
}
