package org.richtest.internal.explore;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RunResult;
import org.richtest.internal.schedule.RunExecutor;
import org.richtest.internal.variant.Variant;

/**
 * Explores a {@link SubtreeItem} depth first, as the sequential explorer does, until it has counted
 * a given number of runs; what is left below it is handed back as new items, one per frame of the
 * depth-first stack that still has rows. Deterministic: the same item and budget give the same
 * counts and the same child items, so an item run twice (its first run's member died before it
 * committed) changes nothing. One per thread; the program runs on an executor and a carrier of
 * this explorer's own, both kept from one item to the next.
 */
public final class SubtreeExploration {

  /** What exploring one item found. */
  public record Outcome(
      ExplorationResult counts,
      ImmutableList<Variant> bugs,
      boolean stop,
      ImmutableList<SubtreeItem> children) {}

  private final ExplorationOptions options;
  private final VariantRuns replays;
  private final ExploredSpace space;
  /**
   * The platform thread this explorer's runs hand off on, as {@code RichTest.explore}'s: on the
   * JDK's shared scheduler every hand-off between a run's threads wakes another carrier, which cost
   * worker processes and cluster members about half as much CPU again (docs/benchmarks.md). One for
   * all items, so that its thread lives from one item to the next.
   */
  private final Carrier carrier = Carrier.named("richtest-carrier");

  /** Creates the explorer of {@code program}'s items with {@code options} (budgets ignored). */
  public SubtreeExploration(Program program, ExplorationOptions options) {
    this.options = options.withMaxRuns(Long.MAX_VALUE).withMaxTime(null);
    this.replays = VariantRuns.of(program, this.options);
    this.space = ExploredSpace.of(options);
  }

  /** Returns the item of the whole exploration, made with this explorer's options. */
  public SubtreeItem root() {
    return SubtreeItem.root(options);
  }

  /** Returns the partial order of the program's first free run, which identifies the program. */
  public byte[] rootKey() {
    RunExecutor.Recorded root = Objects.requireNonNull(replays.record(Variant.EMPTY));
    return PartialOrderKey.of(root.result().sequence()).asBytes();
  }

  /** Runs {@code variant} again: the run of a bug, for its sequence and outcome. */
  public @Nullable RunResult replay(Variant variant) {
    RunExecutor.Recorded recorded = replays.record(variant);
    return recorded == null ? null : recorded.result();
  }

  /**
   * Explores {@code item} until {@code maxRuns} runs were counted, or a bug or a stuck thread ends
   * the exploration.
   *
   * @throws NondeterminismException if the item's frame collects another sequence than when the
   *     item was made
   * @throws IllegalArgumentException if the item was made with options that explore another space
   *     than this explorer's, naming the settings that differ
   */
  public Outcome explore(SubtreeItem item, long maxRuns) {
    return OnVirtualThread.call(() -> exploreHere(item, maxRuns), options.watchdog(), carrier);
  }

  private Outcome exploreHere(SubtreeItem item, long maxRuns) {
    List<String> differences = item.space().differences(space);
    if (!differences.isEmpty()) {
      throw new IllegalArgumentException("work item " + item.id() + " was made by an exploration"
          + " with other settings than this runner's options, which would explore another space"
          + " and sum to wrong counts (the item's value, not the runner's): "
          + String.join("; ", differences));
    }
    LongAdder skipped = new LongAdder();
    SharedTally tally = new SharedTally(new Tally(options), 1, skipped::sum);
    Deque<Node> stack = new ArrayDeque<>();
    RunExecutor.Recorded first = replays.record(item.variant());
    if (first != null) {
      Frame frame = Frame.resumed(item.variant(), first, item.lastRow());
      if (item.counted()) {
        tally.mayStart();
        tally.count(0, item.variant(), first.result(), 0, 0);
      } else if (!Arrays.equals(frame.sequenceKey(), item.sequenceKey())) {
        throw new NondeterminismException("work item " + item.id() + " collects another sequence"
            + " than when it was made: the program changed, or it is nondeterministic outside"
            + " synchronization");
      }
      stack.push(new Node(space, frame, item.path()));
    }
    List<SubtreeItem> children = new ArrayList<>();
    long runs = 0;
    while (!stack.isEmpty()) {
      Node top = stack.peek();
      int[] before = top.frame().lastRow();
      int[] row = top.frame().nextRow();
      long skippedBefore = top.frame().takeInfeasibleRows();
      if (row == null) {
        skipped.add(skippedBefore);
        stack.pop();
        continue;
      }
      if (runs >= maxRuns || tally.stopped()) {
        // The child item takes this row again, and counts the rows skipped before it then.
        children.add(top.rest(before));
        stack.pop();
        handBack(stack, children, skipped);
        break;
      }
      skipped.add(skippedBefore);
      Variant variant = top.frame().variant(row);
      tally.mayStart();
      RunExecutor.Recorded recorded = replays.record(variant);
      if (recorded == null) {
        tally.dropInfeasible(0, 0);
        continue;
      }
      runs++;
      tally.count(0, variant, recorded.result(), 0, 0);
      stack.push(new Node(
          space, new Frame(variant, recorded), SubtreeItem.childPath(top.path(), row)));
    }
    SharedTally.Counts counts = tally.counts();
    return new Outcome(
        tally.result(true), ImmutableList.copyOf(counts.bugs()), tally.stopped(),
        ImmutableList.copyOf(children));
  }

  /**
   * Adds an item for the rows left in every frame of {@code stack}, bottom frames last. A frame
   * with no row left counts the rows it skipped looking for one into {@code skipped}; one with a
   * row left does not, since its item takes them again.
   */
  private static void handBack(Deque<Node> stack, List<SubtreeItem> children, LongAdder skipped) {
    while (!stack.isEmpty()) {
      Node node = stack.pop();
      int[] before = node.frame().lastRow();
      if (node.frame().nextRow() != null) {
        children.add(node.rest(before));
      } else {
        skipped.add(node.frame().takeInfeasibleRows());
      }
    }
  }

  /** A frame of the depth-first stack with its path. */
  private record Node(ExploredSpace space, Frame frame, byte[] path) {

    /** Returns the item of this frame's rows after {@code lastRow}. */
    SubtreeItem rest(int @Nullable [] lastRow) {
      return new SubtreeItem(space, path, false, lastRow, frame.sequenceKey(), frame.variant());
    }
  }
}
