package org.richtest.workitem;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.UnsupportedProgramException;
import org.richtest.internal.explore.SubtreeExploration;
import org.richtest.internal.explore.SubtreeItem;
import org.richtest.internal.schedule.NotModelledYet;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantCodec;

/**
 * Explores {@link WorkItem}s of one program: the engine's side of a distributed exploration. An
 * engine starts from {@link #root()}, gives each item to some runner of the same program and
 * options (an item records the settings that decide the space it was made in, and a runner with
 * other options refuses it), commits the {@link WorkResult} once per item id, and goes on with its
 * children; the sums of the committed counts are exactly those of {@code RichTest.explore},
 * whatever ran where and how often. Exploring an item is deterministic (the same item and budget
 * give the same result), so an item whose first explorer died may simply be explored again. Plain
 * reachability testing only. Not thread-safe: one runner per thread.
 */
public final class WorkItemRunner {

  private final SubtreeExploration exploration;

  private WorkItemRunner(Program program, ExplorationOptions options) {
    this.exploration = new SubtreeExploration(program, options);
  }

  /**
   * Returns a runner of {@code program}'s items. Of {@code options} the free-run policy, the
   * reductions, the watchdog, stop at the first bug, data-race detection, the explored fields and
   * the listener (told of every counted run) apply; budgets, parallelism and checkpoints are the
   * engine's business and ignored.
   *
   * @throws IllegalArgumentException if the options ask for another strategy than plain
   *     reachability testing (another strategy, a race bound or sampling)
   */
  public static WorkItemRunner of(Program program, ExplorationOptions options) {
    if (options.strategy() != Strategy.REACHABILITY
        || options.raceBound() != ExplorationOptions.NO_RACE_BOUND
        || options.sample() != 0) {
      throw new IllegalArgumentException(
          "work items apply to strategy reachability without raceBound or sample, not "
              + options.strategy().id()
              + (options.raceBound() != ExplorationOptions.NO_RACE_BOUND ? " with raceBound" : "")
              + (options.sample() != 0 ? " with sample" : ""));
    }
    return new WorkItemRunner(program, options);
  }

  /**
   * Returns the item of the whole exploration: the first run and everything below it, recording
   * this runner's settings, which every runner of its items must share.
   */
  public WorkItem root() {
    SubtreeItem root = exploration.root();
    return new WorkItem(root.id(), root.toBytes());
  }

  /** Returns the id of every exploration's {@link #root()} item: it depends on no option. */
  public static String rootId() {
    return SubtreeItem.root(ExplorationOptions.defaults()).id();
  }

  /**
   * Returns the identity of the program: a hash of the partial order of its first free run (made
   * now). Two members exploring items of one exploration must agree on it.
   *
   * @throws UnsupportedProgramException if that run needs a part of the model the options leave
   *     out, as {@link #explore} says
   */
  public byte[] programKey() {
    try {
      return exploration.rootKey();
    } catch (NotModelledYet notModelled) {
      throw unsupported(notModelled);
    }
  }

  /** An exploration of items with given options, which may throw {@code E}. */
  @FunctionalInterface
  public interface Attempt<T, E extends Exception> {
    /** Explores with {@code options}. */
    T explore(ExplorationOptions options) throws E;
  }

  /**
   * Returns what {@code attempt} gives with {@code options}, started over with the options an
   * {@link UnsupportedProgramException} names (interrupts, the ends of threads, the clock
   * modelled) whenever it throws one, as {@code RichTest.explore} starts over: for engines of
   * items, whose runners cannot.
   *
   * @throws UnsupportedProgramException if no option models what the program needs, or the
   *     options modelled it already
   */
  public static <T, E extends Exception> T startingOver(
      ExplorationOptions options, Attempt<T, E> attempt) throws E {
    ExplorationOptions current = options;
    while (true) {
      try {
        return attempt.explore(current);
      } catch (UnsupportedProgramException missing) {
        ExplorationOptions modelling = missing.modelling(current).orElseThrow(() -> missing);
        if (modelled(modelling).equals(modelled(current))) {
          throw missing; // modelled already: starting over would not get past it
        }
        current = modelling;
      }
    }
  }

  /** Returns which of the parts modelled on demand {@code options} model. */
  private static List<Boolean> modelled(ExplorationOptions options) {
    return List.of(
        options.modelsInterrupts(), options.modelsThreadEnds(), options.modelsClock());
  }

  /** Returns the public form of {@code notModelled}, which names the options that model it. */
  private static UnsupportedProgramException unsupported(NotModelledYet notModelled) {
    return new UnsupportedProgramException(notModelled.getMessage(), notModelled::modelling);
  }

  /**
   * Explores {@code item}: its own run if it is the root, then the rows of its frame, depth first,
   * until {@code maxRuns} runs were counted or a bug (with stop at the first bug) or a stuck thread
   * ends it. What is left below it comes back as {@link WorkResult#children()}.
   *
   * @throws IllegalArgumentException if {@code maxRuns} is not positive, the item's form is bad,
   *     or the item was made by an exploration whose settings (free-run policy and what is
   *     modelled, reductions, {@link org.richtest.RunSettings}) differ from this runner's options,
   *     which would explore another space: the message names each setting that differs
   * @throws NondeterminismException if the item's frame no longer collects the sequence it was made
   *     from: the program changed, or it is nondeterministic outside synchronization
   * @throws UnsupportedProgramException if the program interrupts a thread and the options do not
   *     model interrupts: a runner cannot start over as {@code RichTest.explore} does, so it must
   *     be given {@code ExplorationOptions.withInterrupts(true)}; and likewise {@code
   *     withThreadEnds(true)} if it asks whether a thread is alive, {@code withClock(true)} if it
   *     reads the clock. The exception's {@link UnsupportedProgramException#modelling} gives the
   *     options with the missing one set, for an engine that starts over with them
   */
  public WorkResult explore(WorkItem item, long maxRuns) {
    if (maxRuns <= 0) {
      throw new IllegalArgumentException("maxRuns must be positive, was " + maxRuns);
    }
    long start = System.nanoTime();
    SubtreeExploration.Outcome outcome;
    try {
      outcome = exploration.explore(SubtreeItem.fromBytes(item.form()), maxRuns);
    } catch (NotModelledYet notModelled) {
      throw unsupported(notModelled);
    }
    ExplorationResult counts = outcome.counts();
    List<byte[]> bugs = new ArrayList<>();
    for (Variant bug : outcome.bugs()) {
      bugs.add(variantBytes(bug));
    }
    List<WorkItem> children = new ArrayList<>();
    for (SubtreeItem child : outcome.children()) {
      children.add(new WorkItem(child.id(), child.toBytes()));
    }
    return new WorkResult(
        counts.runs(),
        counts.sequences(),
        counts.partialRuns(),
        counts.infeasibleVariants(),
        counts.periodicCuts(),
        System.nanoTime() - start,
        bugs,
        counts.dataRaces(),
        counts.warnings(),
        counts.complete() || outcome.stop() && !outcome.bugs().isEmpty(),
        outcome.stop(),
        children);
  }

  /**
   * Runs the failing run whose variant a {@link WorkResult#bugs()} entry holds again, for its
   * sequence and outcome.
   *
   * @throws IllegalArgumentException if {@code bug} is not a variant's form, or no run can
   *     exercise it
   */
  public RunResult replay(byte[] bug) {
    Variant variant;
    try {
      variant = VariantCodec.read(new DataInputStream(new ByteArrayInputStream(bug)));
    } catch (IOException e) {
      throw new IllegalArgumentException("a truncated variant: " + e, e);
    }
    @Nullable RunResult run = exploration.replay(variant);
    if (run == null) {
      throw new IllegalArgumentException("no run exercises the failing run's variant any more");
    }
    return run;
  }

  private static byte[] variantBytes(Variant variant) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      VariantCodec.write(variant, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }
}
