package org.richtest.testkit.dropin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.testkit.Differential;

/**
 * Seeded random trees of counted completers ({@link CountedCompleterKind}) against the exhaustive
 * oracle, with every comparison {@link Differential#compare} makes: the same partial orders, none
 * twice, and the same failing and deadlocking ones. A program without a deliberate bug must have
 * none in any order (so a drop-in whose decrements race, or whose completion is lost, fails here
 * even where both strategies agree on it), and the deliberate bugs must show in some programs.
 */
class CountedCompleterProgramsTest {

  private static final int PROGRAMS =
      Integer.getInteger("richtest.differential.programs", 300) / 10;

  /** The oracle's runs before a program counts as too large to compare, and is skipped. */
  private static final long ORACLE_RUNS = 1_500;

  /** The programs that may be too large for the oracle. */
  private static final int MOST_SKIPPED = PROGRAMS / 10;

  @Test
  void randomCompleterTrees_reachabilityMatchesOracle_andOnlyDeliberateBugsFail() {
    List<String> problems = new ArrayList<>();
    List<Long> skipped = new ArrayList<>();
    int brokenFound = 0;
    for (long seed = 0; seed < PROGRAMS; seed++) {
      DropInProgram program = CountedCompleterKind.program(seed);
      Differential.Comparison comparison = Differential.compareWithin(program, ORACLE_RUNS);
      if (comparison.oracleGaveUp()) {
        skipped.add(seed);
        continue;
      }
      String problem = problem(program, comparison);
      if (!problem.isEmpty()) {
        DropInProgram shrunk = DropInShrinker.shrink(
            program, p -> !problem(p, Differential.compareWithin(p, ORACLE_RUNS)).isEmpty());
        problems.add("seed " + seed + ": " + problem + "program: " + program + "\nshrunk: "
            + shrunk);
      } else if (CountedCompleterKind.mayFail(program)
          && !bugs(program).isEmpty()) {
        brokenFound++;
      }
    }
    if (!problems.isEmpty()) {
      fail(String.join("\n", problems));
    }
    assertTrue(skipped.size() <= MOST_SKIPPED, "too large for the oracle: seeds " + skipped);
    assertTrue(brokenFound >= 2, "programs whose deliberate bug showed: " + brokenFound);
  }

  /**
   * The shrinker on the kind: the first program with a node that never arrives deadlocks, and
   * shrinks, still deadlocking, to one thread invoking a root that never arrives either.
   */
  @Test
  void lostDecrement_deadlocks_andShrinksToARootThatNeverArrives() {
    DropInProgram program = LongStream.range(0, PROGRAMS)
        .mapToObj(CountedCompleterKind::program)
        .filter(p -> p.toString().contains("lostDecrement"))
        .findFirst().orElseThrow();
    assertTrue(deadlocks(program), "no deadlock: " + program);

    DropInProgram shrunk =
        DropInShrinker.shrink(program, CountedCompleterProgramsTest::deadlocks);

    assertTrue(deadlocks(shrunk), shrunk.toString());
    assertEquals(List.of(List.of(new Step(0, shrunk.threads().get(0).get(0).operation(), 0))),
        shrunk.threads(), "program: " + program + "\nshrunk: " + shrunk);
  }

  private static boolean deadlocks(DropInProgram program) {
    return bugs(program).stream()
        .anyMatch(run -> run.outcome() instanceof RunOutcome.Deadlock);
  }

  /**
   * Returns how the strategies differ on {@code program}, and whether it fails or deadlocks
   * though it {@linkplain CountedCompleterKind#mayFail may not}; empty if neither.
   */
  private static String problem(DropInProgram program, Differential.Comparison comparison) {
    if (comparison.oracleGaveUp()) {
      return ""; // compares nothing, and must not keep a shrunk program that is merely larger
    }
    if (!comparison.agrees() || CountedCompleterKind.mayFail(program)) {
      return comparison.problem();
    }
    List<RunResult> bugs = bugs(program);
    return bugs.isEmpty() ? "" : "a program that may not fail did in " + bugs.size()
        + " partial orders, first: " + bugs.getFirst().outcome() + "\n";
  }

  /**
   * Returns the runs of {@code program} that fail or deadlock, by reachability testing, whose
   * partial orders the comparison found the oracle's.
   */
  private static List<RunResult> bugs(DropInProgram program) {
    return RichTest.explore(program, Differential.options(Strategy.REACHABILITY)).bugs();
  }
}
