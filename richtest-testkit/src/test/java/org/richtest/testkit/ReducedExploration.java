package org.richtest.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Reduction;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.Line;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynEvent;
import org.richtest.event.SynSequence;

/**
 * Explores a generated program with and without a reduction and compares what the two reached:
 * outcomes (how each run ended, with its final state), written so that renaming threads within a
 * symmetry group does not change them, and the orders of {@code P} completions.
 */
final class ReducedExploration {

  /** The most runs an exploration may take; a program needing more is too big to compare. */
  private static final long BUDGET = 5_000;

  /**
   * A join names the thread joined; it is left out because the joiner is no member of a group and
   * joins the members in a fixed order, the one thing in a generated program that tells them
   * apart. The joined thread's own blocking is part of the outcome.
   */
  private static final Pattern JOIN = Pattern.compile("join\\([^)]*\\)");

  private static final Pattern THREAD = Pattern.compile("(?<![A-Za-z0-9])T\\d+(?!\\d)");

  private ReducedExploration() {}

  /**
   * The result of a comparison: an empty problem when the reduction kept everything.
   *
   * @param tooBig whether the unreduced exploration exceeded the budget, so nothing was compared
   */
  record Comparison(String problem, boolean tooBig) {

    static final Comparison TOO_BIG = new Comparison("", true);

    Comparison(String problem) {
      this(problem, false);
    }

    /** Returns whether the program was compared and the reduction kept everything. */
    boolean agrees() {
      return problem.isEmpty() && !tooBig;
    }

    /** Returns whether the program was compared and the reduction lost something. */
    boolean disagrees() {
      return !problem.isEmpty();
    }
  }

  /** What an exploration reached. */
  private record Reached(Set<String> outcomes, Set<String> pOrders, long runs, boolean complete) {}

  /**
   * Compares the outcomes, up to renaming the threads within each of {@code groups}, of {@code
   * program} explored with {@code reduction} and without.
   */
  static Comparison outcomes(ProgramSpec program, List<List<String>> groups, Reduction reduction) {
    Reached full = explore(program, groups);
    if (!full.complete()) {
      return Comparison.TOO_BIG;
    }
    Reached reduced = explore(program, groups, reduction);
    return new Comparison(
        budget(reduced) + difference("outcomes", full.outcomes(), reduced.outcomes()));
  }

  /**
   * Compares the outcomes and the orders of {@code P} completions on each counting semaphore of
   * {@code program} explored with {@code reduction} and without.
   */
  static Comparison outcomesAndPOrders(ProgramSpec program, Reduction reduction) {
    Reached full = explore(program, List.of());
    if (!full.complete()) {
      return Comparison.TOO_BIG;
    }
    Reached reduced = explore(program, List.of(), reduction);
    return new Comparison(budget(reduced)
        + difference("outcomes", full.outcomes(), reduced.outcomes())
        + difference("orders of P completions", full.pOrders(), reduced.pOrders()));
  }

  /**
   * Returns the runs of {@code program} explored without, then with {@code reduction}, each at most
   * the budget.
   */
  static long[] runs(ProgramSpec program, Reduction reduction) {
    return new long[] {
      explore(program, List.of()).runs(), explore(program, List.of(), reduction).runs()
    };
  }

  /** Returns the names of the threads {@code program} declares symmetric, per group. */
  static List<List<String>> renamingGroups(ProgramSpec program) {
    return Declarations.symmetryGroups(program.threads()).stream()
        .map(group -> group.stream().map(t -> "T" + t).toList())
        .toList();
  }

  private static String budget(Reached reduced) {
    return reduced.complete() ? "" : "the reduced exploration exceeded the budget\n";
  }

  private static String difference(String what, Set<String> full, Set<String> reduced) {
    Set<String> missed = new TreeSet<>(full);
    missed.removeAll(reduced);
    Set<String> extra = new TreeSet<>(reduced);
    extra.removeAll(full);
    return (missed.isEmpty() ? "" : what + " missed by the reduction: " + missed + "\n")
        + (extra.isEmpty() ? "" : what + " only the reduction reached: " + extra + "\n");
  }

  private static Reached explore(
      ProgramSpec program, List<List<String>> groups, Reduction... reductions) {
    AtomicReference<Supplier<String>> state = new AtomicReference<>();
    Set<String> outcomes = new TreeSet<>();
    Set<String> pOrders = new TreeSet<>();
    ExplorationResult result = RichTest.explore(program.observed(state::set),
        ExplorationOptions.defaults()
            .withStopAtFirstBug(false)
            .withMaxRuns(BUDGET)
            .withReductions(reductions)
            .withListener(run -> {
              if (!(run.outcome() instanceof RunOutcome.PartialRun)) {
                outcomes.add(canonical(outcome(run, state.get().get()), groups));
                pOrders.add(pOrder(run.sequence(), program));
              }
            }));
    return new Reached(outcomes, pOrders, result.runs(), result.complete());
  }

  /** Returns how a run ended, with its final state, as items whose order does not matter. */
  private static List<String> outcome(RunResult run, String finalState) {
    List<String> items = new ArrayList<>();
    items.add("state " + finalState);
    switch (run.outcome()) {
      case RunOutcome.Deadlock deadlock -> deadlock.blocked().forEach(blocked ->
          items.add("blocked " + JOIN.matcher(blocked.toString()).replaceAll("join")));
      case RunOutcome.Failure failure ->
          items.add("failure in " + failure.thread() + ": " + failure.cause());
      default -> items.add(run.outcome().toString());
    }
    return items;
  }

  /**
   * Returns {@code items} sorted and joined, under the renaming of threads within {@code groups}
   * that gives the smallest text: the same text for runs that differ only by such a renaming.
   */
  static String canonical(List<String> items, List<List<String>> groups) {
    String best = null;
    for (Map<String, String> renaming : renamings(groups, 0, new HashMap<>())) {
      String text = String.join("; ",
          items.stream().map(item -> rename(item, renaming)).sorted().toList());
      if (best == null || text.compareTo(best) < 0) {
        best = text;
      }
    }
    return best;
  }

  private static List<Map<String, String>> renamings(
      List<List<String>> groups, int next, Map<String, String> chosen) {
    if (next == groups.size()) {
      return List.of(new HashMap<>(chosen));
    }
    List<Map<String, String>> all = new ArrayList<>();
    List<String> group = groups.get(next);
    for (List<String> image : permutations(group)) {
      for (int i = 0; i < group.size(); i++) {
        chosen.put(group.get(i), image.get(i));
      }
      all.addAll(renamings(groups, next + 1, chosen));
    }
    return all;
  }

  private static List<List<String>> permutations(List<String> names) {
    if (names.size() <= 1) {
      return List.of(names);
    }
    List<List<String>> all = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      List<String> rest = new ArrayList<>(names);
      String first = rest.remove(i);
      for (List<String> tail : permutations(rest)) {
        List<String> permutation = new ArrayList<>();
        permutation.add(first);
        permutation.addAll(tail);
        all.add(permutation);
      }
    }
    return all;
  }

  private static String rename(String text, Map<String, String> renaming) {
    Matcher matcher = THREAD.matcher(text);
    return matcher.replaceAll(match ->
        Matcher.quoteReplacement(renaming.getOrDefault(match.group(), match.group())));
  }

  /**
   * Returns, per counting semaphore of {@code program}, the {@code P} calls in the order they
   * completed.
   */
  private static String pOrder(SynSequence sequence, ProgramSpec program) {
    StringBuilder key = new StringBuilder();
    for (Line line : sequence.lines()) {
      if (!isCountingSemaphore(line.name(), program)) {
        continue;
      }
      key.append(line.name()).append(':');
      for (SynEvent event : sequence.eventsOn(line.name())) {
        if (event instanceof ReceivingEvent receive && receive.partner() != null
            && sequence.event(receive.partner()) instanceof SendingEvent call
            && call.operation().equals("P")) {
          key.append(' ').append(call.id());
        }
      }
      key.append("; ");
    }
    return key.toString();
  }

  private static boolean isCountingSemaphore(String line, ProgramSpec program) {
    if (line.equals("lock")) {
      return true;
    }
    for (int i = 0; i < program.semaphores().size(); i++) {
      if (line.equals("s" + i)) {
        return !program.binary().get(i);
      }
    }
    return false;
  }
}
