package org.richtest;

import java.time.Duration;
import org.richtest.event.SynSequence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.richtest.internal.explore.ContextBoundedExplorer;
import org.richtest.internal.explore.DporExplorer;
import org.richtest.internal.explore.ExhaustiveExplorer;
import org.richtest.internal.explore.OnVirtualThread;
import org.richtest.internal.explore.Explorer;
import org.richtest.internal.explore.ParallelExplorer;
import org.richtest.internal.explore.RaceBoundedExplorer;
import org.richtest.internal.explore.RandomExplorer;
import org.richtest.internal.explore.ReachabilityExplorer;
import org.richtest.internal.explore.SamplingExplorer;
import org.richtest.internal.replay.PrefixReplay;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.schedule.InterruptLine;
import org.richtest.internal.schedule.InterruptsNotModelled;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;

/**
 * The front door. {@link #explore(Program)} exercises every partially-ordered SYN-sequence of a
 * program exactly once (Lei &amp; Carver reachability testing); {@link #runOnce} and {@link #replay}
 * run it once, freely or forced along a recorded sequence.
 */
public final class RichTest {

  private static final Logger LOG = LoggerFactory.getLogger(RichTest.class);

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
    Explorer explorer = explorer(options);
    LOG.debug("exploring with {}", options);
    ExplorationResult result;
    try {
      result = OnVirtualThread.call(() -> explorer.explore(program, options), patience(options));
    } catch (InterruptsNotModelled interrupting) {
      // The program interrupts a thread: start over with interrupts modelled from the first run.
      LOG.debug("exploring again with interrupts modelled: {}", interrupting.getMessage());
      options.listener().onRestart(interrupting.getMessage());
      ExplorationOptions modelled = options.withInterrupts(true);
      result =
          OnVirtualThread.call(
              () -> explorer(modelled).explore(program, modelled), patience(modelled));
    }
    LOG.debug("explored: {}", result.summary());
    return result;
  }

  /**
   * How long an exploration waits for a carrier of its virtual threads before it reports them all
   * held by a thread that never synchronizes: the watchdog's limit and a margin, so that a thread
   * the watchdog can stop is stopped first.
   */
  private static Duration patience(ExplorationOptions options) {
    return options.watchdog().plusSeconds(5);
  }

  private static Explorer explorer(ExplorationOptions options) {
    Strategy strategy = options.strategy();
    OptionRules.check(strategy, OptionRules.given(options)).ifPresent(violation -> {
      throw new IllegalArgumentException(message(violation, options));
    });
    if (options.parallelism() > 1 || options.checkpoint() != null || options.resume() != null) {
      return new ParallelExplorer();
    }
    return switch (strategy) {
      case REACHABILITY ->
          options.sample() > 0
              ? new SamplingExplorer()
              : options.raceBound() != ExplorationOptions.NO_RACE_BOUND
                  ? new RaceBoundedExplorer()
                  : new ReachabilityExplorer();
      case EXHAUSTIVE -> new ExhaustiveExplorer();
      case CONTEXT_BOUNDED -> new ContextBoundedExplorer();
      case DPOR -> new DporExplorer();
      case RANDOM -> new RandomExplorer();
    };
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
    RunExecutor executor = new RunExecutor(options.watchdog()).configuredBy(options);
    try {
      return executor.execute(program, new FreeRunChooser(options.freeRunPolicy()));
    } catch (InterruptsNotModelled interrupting) {
      return executor.withInterrupts(true)
          .execute(program, new FreeRunChooser(options.freeRunPolicy()));
    }
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
    return new VariantGenerator(sequence, Variant.EMPTY).view(maxRows);
  }

  /**
   * Re-runs {@code program} forcing exactly {@code sequence}: the paper's deterministic testing.
   *
   * @throws NondeterminismException naming the first event that could not be exercised, if the
   *     program cannot exercise the sequence (it was edited, or the program changed)
   */
  public static RunResult replay(Program program, SynSequence sequence) {
    PrefixReplay strict =
        new PrefixReplay(
            Variant.of(sequence), new FreeRunChooser(FreeRunPolicy.oldestPending()), true);
    boolean interrupts = sequence.lines().stream().anyMatch(l -> InterruptLine.isOne(l.name()));
    return new RunExecutor(ExplorationOptions.DEFAULT_WATCHDOG)
        .withInterrupts(interrupts)
        .execute(program, strict);
  }
}
