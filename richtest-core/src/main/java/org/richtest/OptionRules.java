package org.richtest;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

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
