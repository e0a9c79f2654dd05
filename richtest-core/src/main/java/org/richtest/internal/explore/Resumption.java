package org.richtest.internal.explore;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.richtest.CheckpointException;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.RunSettings;
import org.richtest.internal.schedule.ClockNotModelled;
import org.richtest.internal.schedule.InterruptsNotModelled;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.schedule.ThreadEndsNotModelled;
import org.richtest.internal.variant.Variant;

/**
 * Continues an exploration from a {@link Checkpoint}: refuses one of another program or written
 * with other options, re-runs the variant of each saved frame to rebuild its race table (checking
 * that it collects the same sequence again) and the variant of each bug, and restores the counts.
 * These runs are not counted again and reach no listener.
 */
final class Resumption {

  private static final String LAMBDA = "a lambda in ";

  private final Function<Variant, RunExecutor.@Nullable Recorded> record;
  private final ExplorationOptions options;
  private final SharedTally tally;
  private final Frontier frontier;

  Resumption(
      Function<Variant, RunExecutor.@Nullable Recorded> record,
      ExplorationOptions options,
      SharedTally tally,
      Frontier frontier) {
    this.record = record;
    this.options = options;
    this.tally = tally;
    this.frontier = frontier;
  }

  /**
   * Resumes the exploration of {@code program} from {@code file}, given the partial order of the
   * program's first free run. Two programs are told apart by their classes, unless one is a
   * lambda, and by that first run.
   *
   * @throws CheckpointException if the file is not a checkpoint this exploration can continue
   */
  void resume(Program program, Path file, byte[] rootKey) {
    Checkpoint checkpoint = CheckpointFile.read(file);
    if (!options.modelsInterrupts()
        && checkpoint.policy().contains(policy(options.withInterrupts(true)))) {
      throw new InterruptsNotModelled(
          "checkpoint " + file + " was written with interrupts modelled");
    }
    if (!options.modelsThreadEnds()
        && checkpoint.policy().contains(THREAD_ENDS)) {
      throw new ThreadEndsNotModelled(
          "checkpoint " + file + " was written with the ends of threads modelled");
    }
    if (!options.modelsClock() && checkpoint.policy().contains(CLOCK)) {
      throw new ClockNotModelled("checkpoint " + file + " was written with the clock modelled");
    }
    if (!checkpoint.policy().equals(policy(options))) {
      throw new CheckpointException(file, "written with free-run policy " + checkpoint.policy()
          + ", not " + policy(options));
    }
    if (!checkpoint.reductions().equals(reductions(options))) {
      throw new CheckpointException(file, "written with reductions " + checkpoint.reductions()
          + ", not " + reductions(options));
    }
    List<String> differences = checkpoint.settings().differences(RunSettings.of(options));
    if (!differences.isEmpty()) {
      throw new CheckpointException(file, "written with other run settings, which would explore"
          + " another space: " + String.join("; ", differences));
    }
    String name = programName(program);
    if (!checkpoint.program().equals(name) && !isLambda(name) && !isLambda(checkpoint.program())) {
      throw new CheckpointException(file, "written for another program, " + checkpoint.program()
          + ", not " + name);
    }
    if (!Arrays.equals(checkpoint.rootKey(), rootKey)) {
      throw new CheckpointException(file, "written for another program, " + checkpoint.program()
          + ": its first run exercised another sequence than this program's");
    }
    List<Checkpoint.SavedFrame> saved = checkpoint.frames();
    for (int i = 0; i < saved.size(); i++) {
      Checkpoint.SavedFrame frame = saved.get(i);
      RunExecutor.Recorded again = record.apply(frame.variant());
      if (again == null
          || !Arrays.equals(PartialOrderKey.of(again.result().sequence()).asBytes(),
              frame.sequenceKey())) {
        throw new CheckpointException(file, "frame " + (i + 1) + " of " + saved.size()
            + " collects another sequence than when it was saved: the program changed, or it is"
            + " nondeterministic outside synchronization");
      }
      frontier.push(0, Frame.resumed(frame.variant(), again, frame.lastRow()));
    }
    checkpoint.pending().forEach(frontier::addPending);
    List<RunResult> bugs = new ArrayList<>();
    for (Variant bug : checkpoint.counts().bugs()) {
      RunExecutor.Recorded again = record.apply(bug);
      if (again == null) {
        throw new CheckpointException(file, "a saved failing run no longer replays: the program"
            + " changed, or it is nondeterministic outside synchronization");
      }
      bugs.add(again.result());
    }
    tally.restore(checkpoint.counts(), bugs);
  }

  /** Returns the name a checkpoint gives {@code program} in messages: its class, or a lambda's. */
  static String programName(Program program) {
    String name = program.getClass().getName();
    int lambda = name.indexOf("$$Lambda");
    return lambda < 0 ? name : LAMBDA + name.substring(0, lambda);
  }

  private static boolean isLambda(String name) {
    return name.startsWith(LAMBDA);
  }

  /**
   * Returns the free-run policy as a checkpoint records it, with whether interrupts are modelled:
   * both shape every run.
   */
  static String policy(ExplorationOptions options) {
    String policy = switch (options.freeRunPolicy()) {
      case FreeRunPolicy.OldestPending oldest -> "oldest-pending";
      case FreeRunPolicy.SeededRandom random -> "seeded-random(" + random.seed() + ")";
    };
    policy = options.modelsInterrupts() ? policy + ", interrupts modelled" : policy;
    policy = options.modelsThreadEnds() ? policy + THREAD_ENDS : policy;
    return options.modelsClock() ? policy + CLOCK : policy;
  }

  /** What a checkpoint's policy says when the logical clock is modelled. */
  private static final String CLOCK = ", clock modelled";

  /** What a checkpoint's policy says when the ends of threads are modelled. */
  private static final String THREAD_ENDS = ", thread ends modelled";

  /** Returns the reductions as a checkpoint records them. */
  static String reductions(ExplorationOptions options) {
    return options.reductions().toString();
  }
}
