package org.richtest;

import java.util.ServiceLoader;
import org.richtest.event.SynSequence;
import org.richtest.trace.Trace;

/**
 * The front door. {@link #explore(Program)} exercises every partially-ordered SYN-sequence of a
 * program exactly once (Lei &amp; Carver reachability testing); {@link #runOnce} and {@link #replay}
 * run it once, freely or forced along a recorded sequence.
 */
public final class RichTest {

  /** The engine: an immutable service, found once (see {@link Engine}). */
  private static final Engine ENGINE = engine();

  private RichTest() {}

  /** Explores {@code program} with the {@link ExplorationOptions#defaults() default options}. */
  public static ExplorationResult explore(Program program) {
    return explore(program, ExplorationOptions.defaults());
  }

  /**
   * Explores {@code program} with {@code options}.
   *
   * @throws NondeterminismException if the program is nondeterministic outside synchronization
   * @throws IllegalArgumentException if an option does not apply to the strategy (reductions, a
   *     race bound or a sample without reachability testing, a preemption bound without context
   *     bounding, a PCT depth without random testing, parallelism above 1, a checkpoint or a
   *     resumption with anything but plain reachability testing)
   * @throws CheckpointException if the checkpoint to resume from is truncated or corrupt, or was
   *     written for another program or with other options
   * @throws CarriersHeldException if threads of the program that never synchronize held every
   *     carrier of the virtual threads for the watchdog's limit and 5 s
   */
  public static ExplorationResult explore(Program program, ExplorationOptions options) {
    OptionRules.check(options.strategy(), OptionRules.given(options)).ifPresent(violation -> {
      throw new IllegalArgumentException(message(violation, options));
    });
    return ENGINE.explore(program, options);
  }

  /** Returns what {@code violation} of the option rules is, in the API's names of the options. */
  private static String message(OptionRules.Violation violation, ExplorationOptions options) {
    OptionRules.Option option = violation.option();
    if (option.needsFullExploration()) {
      return "parallelism, checkpoint and resume apply to strategy reachability without raceBound"
          + " or sample, not " + switch (violation) {
            case OptionRules.Violation.NotForStrategy wrong -> wrong.strategy().id();
            case OptionRules.Violation.Combined combined -> "reachability with "
                + (combined.other() == OptionRules.Option.SAMPLE ? "sample" : "raceBound");
          };
    }
    return switch (violation) {
      case OptionRules.Violation.Combined combined -> "sample and raceBound cannot be combined";
      case OptionRules.Violation.NotForStrategy wrong when option == OptionRules.Option.REDUCTIONS ->
          "the reductions " + options.reductions() + " apply to reachability testing only, not to "
              + "strategy " + wrong.strategy();
      case OptionRules.Violation.NotForStrategy wrong -> name(option) + " applies to strategy "
          + option.appliesTo().id() + ", not " + wrong.strategy().id();
    };
  }

  /** Returns the name of {@code option} in {@link ExplorationOptions}. */
  private static String name(OptionRules.Option option) {
    return switch (option) {
      case REDUCTIONS -> "reductions";
      case PREEMPTION_BOUND -> "preemptionBound";
      case RACE_BOUND -> "raceBound";
      case SAMPLE -> "sample";
      case PCT_DEPTH -> "pctDepth";
      case CHECKPOINT -> "checkpoint";
      case RESUME -> "resume";
      case PARALLELISM -> "parallelism";
    };
  }

  /** Runs {@code program} once under control, resolving every choice by {@code options}' policy. */
  public static RunResult runOnce(Program program, ExplorationOptions options) {
    return ENGINE.runOnce(program, options);
  }

  /** Runs {@code program} once under control with the default options. */
  public static RunResult runOnce(Program program) {
    return runOnce(program, ExplorationOptions.defaults());
  }

  /**
   * Returns the race table of {@code sequence} as a free run would see it (every receiving event
   * white, nothing pruned), with at most {@code maxRows} rows: the variants its exploration starts
   * from.
   */
  public static RaceTableView raceTable(SynSequence sequence, int maxRows) {
    return ENGINE.raceTable(sequence, maxRows);
  }

  /**
   * Re-runs {@code program} forcing exactly {@code sequence}: the paper's deterministic testing.
   *
   * @throws NondeterminismException naming the first event that could not be exercised, if the
   *     program cannot exercise the sequence (it was edited, or the program changed)
   */
  public static RunResult replay(Program program, SynSequence sequence) {
    return ENGINE.replay(program, sequence, ExplorationOptions.defaults());
  }

  /**
   * Re-runs {@code program} forcing exactly the sequence of {@code trace}, under the run settings
   * the trace records (its bounds, clock, explored fields and calls): under others the program
   * could not exercise it. A trace that records none (format version 1 or 2) replays with the
   * defaults.
   *
   * @throws NondeterminismException naming the first event that could not be exercised, if the
   *     program cannot exercise the sequence; for a trace without settings, saying that its
   *     settings may have differed from the defaults
   * @throws IllegalArgumentException if the trace records a setting this RichTest does not know,
   *     or a value out of its range
   */
  public static RunResult replay(Program program, Trace trace) {
    ExplorationOptions options =
        new RunSettings(trace.settings()).applyTo(ExplorationOptions.defaults());
    try {
      return ENGINE.replay(program, trace.sequence(), options);
    } catch (NondeterminismException e) {
      if (!trace.settings().isEmpty()) {
        throw e;
      }
      throw new NondeterminismException(e.getMessage() + " (the trace records no run settings,"
          + " being older than their record: it was replayed with the defaults, and one made with"
          + " other bounds, reads or timeouts in a row, periods, clock, explored fields or calls"
          + " may not replay)", e);
    }
  }

  /** Returns the engine registered in RichTest's core jar. */
  private static Engine engine() {
    return ServiceLoader.load(Engine.class, RichTest.class.getClassLoader()).findFirst()
        .orElseThrow(() -> new RichTestInternalError(
            "no RichTest engine on the class path: the richtest-core jar is incomplete"));
  }
}
