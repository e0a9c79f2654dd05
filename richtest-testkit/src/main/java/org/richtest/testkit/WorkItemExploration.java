package org.richtest.testkit;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.richtest.DataRace;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * An exploration made of {@link WorkItem}s, as a distributed engine makes it but in one thread:
 * items of a few runs each, every item explored twice (as when the member that explored it first
 * died before committing) and committed once by its id. Its counts must be those of the sequential
 * explorer; an item that explores differently the second time, or an id derived twice, is a defect.
 */
public final class WorkItemExploration {

  private WorkItemExploration() {}

  /**
   * Explores {@code program} in items of at most {@code itemRuns} runs, recording the partial order
   * of every run that is not partial, as {@link Differential#explore} does, and stopping,
   * incomplete, once the options' run budget is spent. A run that needs what the options leave out
   * until a program needs it (interrupts, the ends of threads, the clock) starts the exploration
   * over with it modelled, as {@code RichTest.explore} does.
   *
   * @throws AssertionError if an item explores differently when explored again, or two items have
   *     one id
   */
  public static Differential.Exploration explore(
      Program program, ExplorationOptions options, long itemRuns) {
    return WorkItemRunner.startingOver(
        options, current -> exploreItems(program, current, itemRuns));
  }

  private static Differential.Exploration exploreItems(
      Program program, ExplorationOptions options, long itemRuns) {
    List<String> partialOrders = new ArrayList<>();
    Set<String> bugs = new TreeSet<>();
    WorkItemRunner counted = WorkItemRunner.of(program, options.withListener(run -> {
      if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
        partialOrders.add(Differential.key(run));
        if (run.outcome().isProgramBug()) {
          bugs.add(Differential.key(run));
        }
      }
    }));
    WorkItemRunner again = WorkItemRunner.of(program, options.withListener(run -> {}));
    Deque<WorkItem> frontier = new ArrayDeque<>(List.of(counted.root()));
    Set<String> ids = new HashSet<>();
    long runs = 0;
    long sequences = 0;
    long partialRuns = 0;
    long infeasibleVariants = 0;
    long periodicCuts = 0;
    Set<DataRace> dataRaces = new LinkedHashSet<>();
    Set<String> warnings = new LinkedHashSet<>();
    boolean complete = true;
    List<RunResult> failing = new ArrayList<>();
    while (!frontier.isEmpty()) {
      if (runs >= options.maxRuns()) {
        complete = false; // the options' run budget is spent
        break;
      }
      WorkItem item = frontier.pop();
      if (!ids.add(item.id())) {
        throw new AssertionError("two work items with id " + item.id());
      }
      WorkResult result = counted.explore(item, itemRuns);
      WorkResult repeated = again.explore(item, itemRuns);
      if (!same(result, repeated)) {
        throw new AssertionError("work item " + item.id() + " explored differently again: "
            + result + " then " + repeated);
      }
      runs += result.runs();
      sequences += result.sequences();
      partialRuns += result.partialRuns();
      infeasibleVariants += result.infeasibleVariants();
      periodicCuts += result.periodicCuts();
      dataRaces.addAll(result.dataRaces());
      warnings.addAll(result.warnings());
      complete &= result.complete() && !result.stop();
      for (byte[] bug : result.bugs()) {
        failing.add(counted.replay(bug));
      }
      result.children().forEach(frontier::push);
    }
    ExplorationResult total = new ExplorationResult(
        options.strategy(), sequences, partialRuns, runs, ImmutableList.copyOf(failing), complete,
        Duration.ZERO, Duration.ZERO, Duration.ZERO, options.reductions(),
        ImmutableList.copyOf(warnings), 0, 0, null, -1, ImmutableList.copyOf(dataRaces),
        infeasibleVariants, periodicCuts);
    return new Differential.Exploration(partialOrders, bugs, total);
  }

  private static boolean same(WorkResult a, WorkResult b) {
    return a.runs() == b.runs()
        && a.sequences() == b.sequences()
        && a.partialRuns() == b.partialRuns()
        && a.periodicCuts() == b.periodicCuts()
        && a.bugs().size() == b.bugs().size()
        && a.children().equals(b.children());
  }
}
