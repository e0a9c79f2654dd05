package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;

/**
 * A {@code volatile} field of the {@link Program} object, made before the exploration, is a shared
 * variable in every run (made at its first use there): a pure spin on it ends as on a field of an
 * object the run makes, and one whose write never comes is a livelock. What the field holds is not
 * reset between runs: a run reads first what the run before it wrote.
 */
class ProgramFieldSpinTest {

  private static final ExplorationOptions DEFAULTS =
      ExplorationOptions.defaults().withMaxRunEvents(200);

  /** Lowered at the start of each run, the program's flag is spun on as a local object's: 2. */
  @Test
  void flagOfTheProgram_loweredEachRun_endsWithTheOraclesCount() {
    Program program = RewritingLoader.program("ProgramFieldSpins$Raised");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  /** Never raised, the program's flag is a livelock in the one sequence, not a run to the limit. */
  @Test
  void unraisedFlagOfTheProgram_defaults_livelockInEveryRun() {
    Program program = RewritingLoader.program("ProgramFieldSpins$Unraised");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    assertEquals(1, result.sequences(), result.summary());
    RunResult run = result.bugs().getFirst();
    RunOutcome.Deadlock livelock = (RunOutcome.Deadlock) run.outcome();
    assertEquals("livelock", livelock.kind(), livelock.toString());
    assertTrue(run.sequence().events().size() < 40, run.sequence().toString());
  }

  /** Unmarked, the same spin is cut at the length limit and reported so: no hang either. */
  @Test
  void unraisedFlagOfTheProgram_unmarked_reportedAtTheLengthLimit() {
    Program program = RewritingLoader.program("ProgramFieldSpins$UnraisedUnmarked");

    ExplorationResult result = RichTest.explore(program, DEFAULTS.withStopAtFirstBug(false));

    assertTrue(result.complete(), result.summary());
    assertEquals(1, result.sequences(), result.summary());
    assertTrue(result.failures().getFirst().outcome().toString().startsWith("length limit"),
        result.summary());
  }

  /** Lowered at the start of each run, the read before the raise fails, as the oracle finds. */
  @Test
  void readOfTheProgramsFlag_loweredEachRun_failsAsTheOracle() {
    Program program = RewritingLoader.program("ProgramFieldSpins$LoweredFirst");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    assertEquals(2, result.sequences(), result.summary());
    assertEquals(1, result.failures().size(), result.summary());
  }

  /**
   * A known gap, pinned: not lowered, the flag keeps the first run's raise, so the first
   * exploration fails only in its first run and a second one of the same program object fails in
   * none, both complete. Nothing compares the value a run reads with the initial write it pairs the
   * read with (guide, "State outside the test").
   */
  @Test
  void readOfTheProgramsFlag_keptAcrossRuns_laterRunsReadTheEarlierRaise() {
    Program program = RewritingLoader.program("ProgramFieldSpins$KeptAcrossRuns");
    ExplorationOptions all = DEFAULTS.withStopAtFirstBug(false);

    ExplorationResult first = RichTest.explore(program, all);
    ExplorationResult second = RichTest.explore(program, all);

    assertEquals(1, first.failures().size(), first.summary());
    assertTrue(second.complete(), second.summary());
    assertEquals(0, second.failures().size(), second.summary());
  }
}
