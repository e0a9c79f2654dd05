package org.richtest.internal.explore;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.Engine;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.FreeRunPolicy;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RaceTableView;
import org.richtest.RunResult;
import org.richtest.event.SynSequence;
import org.richtest.internal.replay.PrefixReplay;
import org.richtest.internal.schedule.ClockNotModelled;
import org.richtest.internal.schedule.FreeRunChooser;
import org.richtest.internal.schedule.InterruptLine;
import org.richtest.internal.schedule.InterruptsNotModelled;
import org.richtest.internal.schedule.KeptValues;
import org.richtest.internal.schedule.NotModelledYet;
import org.richtest.internal.schedule.RunClock;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.schedule.ThreadEnd;
import org.richtest.internal.schedule.ThreadEndsNotModelled;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * RichTest's engine, which {@link org.richtest.RichTest} finds by its service registration: it picks
 * the {@link Explorer} of a strategy, runs it on a virtual thread, and starts over with interrupts
 * modelled when a program turns out to interrupt a thread.
 */
public final class ExplorationEngine implements Engine {

  private static final Logger LOG = LoggerFactory.getLogger(ExplorationEngine.class);

  /** What an exploration that starts over after its runs diverged tells its listener. */
  static final String DIVERGED =
      "the runs diverged, so the exploration starts over once from the state they left: ";

  /** How many fields left changed are named, each in a warning of its own; the rest counted. */
  private static final int MOST_LEFT = 5;

  /** What a second divergence adds to its message. */
  static final String ACROSS_RUNS = "; it diverged again when explored a second time, so the"
      + " program does not repeat itself across runs: besides nondeterminism outside"
      + " synchronization (random numbers, clocks, hash order, threads RichTest does not manage),"
      + " state one run changes and the next reads (a static field, a cache or registry it fills)"
      + " makes runs differ; start each run from the same state, or keep that code out of the"
      + " exploration";

  /**
   * Explores {@code program}, once more if its runs diverge: code the agent explores (a
   * library's, mostly) builds state lazily on first use, a logger hierarchy, a registry, a cache, so
   * the first runs make events the later ones do not. Starting over, every run starts from the
   * state they left (docs/decisions.md, "The agent"). A program that diverges again is reported, and
   * a resumed exploration is not started over (its earlier runs are in the checkpoint). The bugs
   * found before starting over are kept, and a warning says that it started over if they were
   * found or a run read state an earlier one left ({@link DivergedAttempt}). Once every run ended,
   * the fields its runs read first and left changed are named in warnings ({@link #leaving}).
   */
  @Override
  public ExplorationResult explore(Program program, ExplorationOptions options) {
    ExplorationResult result;
    KeptValues start = new KeptValues();
    DivergedAttempt first = new DivergedAttempt(options.listener());
    @Nullable NondeterminismException startedOver = null;
    try {
      result = exploreModellingInterrupts(program, options.withListener(first), start);
    } catch (NondeterminismException diverged) {
      if (options.resume() != null) {
        throw diverged;
      }
      LOG.debug("exploring again after divergent runs: {}", diverged.getMessage());
      options.listener().onRestart(DIVERGED + diverged.getMessage());
      startedOver = diverged;
      try {
        result = exploreModellingInterrupts(program, options, start);
      } catch (NondeterminismException again) {
        throw new NondeterminismException(again.getMessage() + ACROSS_RUNS, again);
      }
    }
    result = leaving(result, start.left(program), startedOver, first);
    LOG.debug("explored: {}", result.summary());
    return result;
  }

  /**
   * Returns {@code result} with a warning for each field read first that the exploration leaves
   * changed ({@code left}): a later exploration of the same object starts from there. The field
   * whose divergence started the exploration over ({@code startedOver}) is named once, by the
   * warning that it started over, which then says what it leaves there too.
   */
  private static ExplorationResult leaving(ExplorationResult result, List<KeptValues.Left> left,
      @Nullable NondeterminismException startedOver, DivergedAttempt first) {
    List<String> warnings = new ArrayList<>();
    String clause = "";
    int more = 0;
    for (KeptValues.Left field : left) {
      if (startedOver != null && field.startedOver(startedOver)) {
        clause = field.clause();
      } else if (warnings.size() < MOST_LEFT) {
        warnings.add(field.warning());
      } else {
        more++;
      }
    }
    if (more > 0) {
      warnings.add("the exploration leaves " + more + " more field" + (more == 1 ? "" : "s")
          + " its runs read first holding another value than it found");
    }
    ExplorationResult warned = AmendedResult.with(result, List.of(), warnings);
    return startedOver == null ? warned : first.after(startedOver, warned, clause);
  }

  /**
   * Explores {@code program}, starting over with interrupts modelled if a run interrupts, and with
   * the ends of threads modelled if a run asks whether a thread is alive: each is modelled only once
   * a program is known to need it, so that one that does not pays nothing.
   */
  private ExplorationResult exploreModellingInterrupts(
      Program program, ExplorationOptions options, KeptValues start) {
    ExplorationOptions current = options;
    while (true) {
      ExplorationOptions explored = current;
      LOG.debug("exploring with {}", explored);
      try {
        return OnVirtualThread.call(
            () -> KeptValues.around(start, () -> explorer(explored).explore(program, explored)),
            explored.watchdog());
      } catch (NotModelledYet missing) {
        if (missing.modelledIn(explored)) {
          throw missing;
        }
        LOG.debug("exploring again: {}", missing.getMessage());
        options.listener().onRestart(missing.getMessage());
        current = missing.modelling(explored);
      }
    }
  }

  private static Explorer explorer(ExplorationOptions options) {
    if (options.parallelism() > 1 || options.checkpoint() != null || options.resume() != null) {
      return new ParallelExplorer();
    }
    return switch (options.strategy()) {
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

  @Override
  public RunResult runOnce(Program program, ExplorationOptions options) {
    RunExecutor executor = new RunExecutor(options.watchdog()).configuredBy(options);
    while (true) {
      try {
        return executor.execute(program, new FreeRunChooser(options.freeRunPolicy()));
      } catch (InterruptsNotModelled interrupting) {
        executor = executor.withInterrupts(true);
      } catch (ThreadEndsNotModelled asking) {
        executor = executor.withThreadEnds(true);
      } catch (ClockNotModelled reading) {
        executor = executor.withClock(true);
      }
    }
  }

  @Override
  public RaceTableView raceTable(SynSequence sequence, int maxRows) {
    return new VariantGenerator(sequence, Variant.EMPTY).view(maxRows);
  }

  @Override
  public RunResult replay(Program program, SynSequence sequence, ExplorationOptions options) {
    PrefixReplay strict =
        new PrefixReplay(
            Variant.of(sequence), new FreeRunChooser(FreeRunPolicy.oldestPending()), true);
    boolean interrupts = sequence.lines().stream().anyMatch(l -> InterruptLine.isOne(l.name()));
    boolean ends = ThreadEnd.recordedIn(sequence);
    boolean clock = sequence.lines().stream().anyMatch(l -> RunClock.isOne(l.name()));
    return new RunExecutor(ExplorationOptions.DEFAULT_WATCHDOG)
        .configuredBy(options)
        .withInterrupts(interrupts)
        .withThreadEnds(ends)
        .withClock(clock)
        .execute(program, strict);
  }
}
