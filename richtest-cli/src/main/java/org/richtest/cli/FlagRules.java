package org.richtest.cli;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.richtest.OptionRules;
import org.richtest.Reduction;

/**
 * The option rules ({@link OptionRules}) in the command line's words: which of its flags were
 * given, and what a violation says, as {@code explore} has always said it.
 */
final class FlagRules {

  private FlagRules() {}

  /** Returns the options given that apply to some strategies only ({@link OptionRules}). */
  static Set<OptionRules.Option> given(List<Reduction> reductions, @Nullable Long preemptionBound,
      @Nullable Long raceBound, @Nullable Long sample, @Nullable Long pctDepth,
      @Nullable Path checkpoint, @Nullable Path resume, @Nullable Long parallelism) {
    Set<OptionRules.Option> given = EnumSet.noneOf(OptionRules.Option.class);
    if (!reductions.isEmpty()) {
      given.add(OptionRules.Option.REDUCTIONS);
    }
    if (preemptionBound != null) {
      given.add(OptionRules.Option.PREEMPTION_BOUND);
    }
    if (raceBound != null) {
      given.add(OptionRules.Option.RACE_BOUND);
    }
    if (sample != null) {
      given.add(OptionRules.Option.SAMPLE);
    }
    if (pctDepth != null) {
      given.add(OptionRules.Option.PCT_DEPTH);
    }
    if (checkpoint != null) {
      given.add(OptionRules.Option.CHECKPOINT);
    }
    if (resume != null) {
      given.add(OptionRules.Option.RESUME);
    }
    if (parallelism != null && parallelism > 1) {
      given.add(OptionRules.Option.PARALLELISM);
    }
    return given;
  }

  /** Returns what {@code violation} of the option rules is, in the command line's words. */
  static String message(OptionRules.Violation violation) {
    OptionRules.Option option = violation.option();
    if (option.needsFullExploration()) {
      return flag(option) + " applies to --strategy reachability without --race-bound or --sample";
    }
    return switch (violation) {
      case OptionRules.Violation.Combined combined ->
          flag(option) + " and " + flag(combined.other()) + " cannot be combined";
      case OptionRules.Violation.NotForStrategy wrong when option == OptionRules.Option.REDUCTIONS ->
          "--reduce applies to --strategy reachability only";
      case OptionRules.Violation.NotForStrategy wrong -> flag(option) + " applies to --strategy "
          + option.appliesTo().id() + ", not " + wrong.strategy().id();
    };
  }

  /** Returns the flag that gives {@code option}. */
  static String flag(OptionRules.Option option) {
    return switch (option) {
      case REDUCTIONS -> "--reduce";
      case PREEMPTION_BOUND -> "--preemption-bound";
      case RACE_BOUND -> "--race-bound";
      case SAMPLE -> "--sample";
      case PCT_DEPTH -> "--pct-depth";
      case CHECKPOINT -> "--checkpoint";
      case RESUME -> "--resume";
      case PARALLELISM -> "--parallelism";
    };
  }
}
