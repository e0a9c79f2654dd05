package org.richtest.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.agent.OracleComparison.exploreLikeTheOracle;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * A {@code volatile} field of the {@link Program} object, made before the exploration, is a shared
 * variable in every run (made at its first use there): a pure spin on it ends as on a field of an
 * object the run makes, and one whose write never comes is a livelock. What the field holds is not
 * reset between runs: a run whose first read finds what an earlier run left is no silent answer.
 */
class ProgramFieldSpinTest {

  private static final String FIXTURES = "org.richtest.agent.fixtures.ProgramFieldSpins$";

  private static final ExplorationOptions DEFAULTS =
      ExplorationOptions.defaults().withMaxRunEvents(200);

  /** Lowered at the start of each run, the program's flag is spun on as a local object's: 2. */
  @Test
  void flagOfTheProgram_loweredEachRun_endsWithTheOraclesCount() {
    Program program = RewritingLoader.program("ProgramFieldSpins$Raised");

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
    assertEquals(List.of(), result.warnings(), result.summary());
  }

  /**
   * Once built, the lazy singleton is read first in every run, alike: exploring the same object
   * again, or its work items, each again and by a runner per member, finds nothing kept.
   */
  @Test
  void lazySingletonBuilt_exploredAgainAndByWorkItems_noFalseAlarm() {
    Program program = RewritingLoader.program("ProgramFieldSpins$LazySingleton");
    RichTest.explore(program, DEFAULTS);

    ExplorationResult again = RichTest.explore(program, DEFAULTS);
    WorkItemRunner member = WorkItemRunner.of(program, DEFAULTS);
    WorkResult root = member.explore(member.root(), 1);
    long sequences = root.sequences();
    for (WorkItem child : root.children()) {
      member.explore(child, 100);
      sequences += WorkItemRunner.of(program, DEFAULTS).explore(child, 100).sequences();
    }

    assertEquals(List.of(), again.warnings(), again.summary());
    assertEquals(2, again.sequences(), again.summary());
    assertEquals(2, sequences);
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
    assertEquals(List.of(), result.warnings(), result.summary());
  }

  /**
   * Not lowered, the flag keeps the first run's raise, so a later run reads it raised where its
   * sequence pairs the read with the initial write: the exploration starts over from the state the
   * runs left, keeps the failure of the first run and warns that it started over (guide, "State
   * outside the test").
   */
  @Test
  void readOfTheProgramsFlag_keptAcrossRuns_startsOverKeepingTheFailureAndWarns() {
    Program program = RewritingLoader.program("ProgramFieldSpins$KeptAcrossRuns");

    ExplorationResult result = RichTest.explore(program, DEFAULTS.withStopAtFirstBug(false));

    assertEquals(1, result.failures().size(), result.summary());
    assertTrue(result.failures().getFirst().outcome().toString().contains("read the flag lowered"),
        result.summary());
    String warning = startedOverFor(result, "field " + FIXTURES + "FailIfLowered.raised of "
        + FIXTURES + "KeptAcrossRuns@");
    assertTrue(warning.contains(" read true where an earlier run found it as false"), warning);
    assertTrue(warning.contains("set it at the start of run(), or make its object inside run()"),
        warning);
    assertTrue(warning.contains("; the exploration leaves that field as true, and a later"
        + " exploration or test of the same object starts from there"), warning);
    assertEquals(1, result.warnings().size(), result.warnings().toString());
  }

  /**
   * Explored with the defaults, the first failure stops the exploration before any run reads the
   * raise: nothing diverged, but the exploration leaves the flag raised, and says so.
   */
  @Test
  void readOfTheProgramsFlag_keptAcrossRuns_defaults_warnsThatItLeavesTheFlagRaised() {
    ExplorationResult result = keptAcrossRunsWarnsOnceOfTheRaise(DEFAULTS);

    assertEquals(1, result.failures().size(), result.summary());
  }

  /**
   * Explored a second time, the object starts with the flag raised, which every run reads alike
   * and leaves so: nothing in this exploration differs, so it finds nothing to warn of. The first
   * exploration's warning is where the changed start is reported (guide, "State outside the test").
   */
  @Test
  void readOfTheProgramsFlag_keptAcrossRuns_exploredTwice_theFirstWarns() {
    Program program = RewritingLoader.program("ProgramFieldSpins$KeptAcrossRuns");

    ExplorationResult first = RichTest.explore(program, DEFAULTS);
    ExplorationResult second = RichTest.explore(program, DEFAULTS);

    leavesRaised(first);
    second.assertNoBugs();
    assertTrue(second.complete(), second.summary());
    assertEquals(List.of(), second.warnings(), second.summary());
  }

  /** The workers of a parallel exploration leave the flag raised too, and it says so. */
  @Test
  void readOfTheProgramsFlag_keptAcrossRuns_parallel_warnsThatItLeavesTheFlagRaised() {
    keptAcrossRunsWarnsOnceOfTheRaise(DEFAULTS.withParallelism(2));
  }

  /** A static counter one run per exploration increments: nothing diverges, the end warns. */
  @Test
  void staticCounterOfExplorations_warnsThatItLeavesTheCounterChanged() {
    Program program = RewritingLoader.program("ProgramFieldSpins$CountsOnce");

    ExplorationResult result = RichTest.explore(program, DEFAULTS);
    ExplorationResult again = RichTest.explore(program, DEFAULTS);

    assertEquals(1, result.sequences(), result.summary());
    assertEquals(List.of("the exploration leaves static field " + FIXTURES + "CountsOnce.runs as 1"
        + " where it found it as 0 when its runs first read it; a later exploration or test in the"
        + " same class loader starts from 1, not from the state explored here: set it at the start"
        + " of run()"), result.warnings());
    assertTrue(again.warnings().getFirst().contains("CountsOnce.runs as 2 where it found it as 1"),
        again.warnings().toString());
  }

  /** An updater's increment reads the counter first: the exploration leaves it changed, says so. */
  @Test
  void counterIncrementedByAnUpdater_warnsThatItLeavesTheCounterChanged() {
    Program program = RewritingLoader.program("ProgramFieldSpins$IncrementsByUpdater");

    ExplorationResult result = RichTest.explore(program, DEFAULTS);

    assertEquals(1, result.sequences(), result.summary());
    assertEquals(1, result.warnings().size(), result.warnings().toString());
    assertTrue(result.warnings().getFirst().startsWith("the exploration leaves field " + FIXTURES
        + "IncrementsByUpdater.count of " + FIXTURES + "IncrementsByUpdater@"),
        result.warnings().getFirst());
    assertTrue(result.warnings().getFirst().contains(" as 1 where it found it as 0"),
        result.warnings().getFirst());
  }

  /** A lazy singleton in a static field: built by the first run, then explored as built. */
  @Test
  void lazySingletonInAStaticField_startsOverOnceAndExploresAsBuilt() {
    Program program = RewritingLoader.program("ProgramFieldSpins$LazySingleton");

    ExplorationResult result = RichTest.explore(program, DEFAULTS);

    result.assertNoBugs();
    assertTrue(result.complete(), result.summary());
    assertEquals(2, result.sequences(), result.summary());
    String warning = startedOverFor(result,
        "static field " + FIXTURES + "Registry.instance read " + FIXTURES + "Registry@");
    assertTrue(warning.contains("where an earlier run found it as null"), warning);
    assertTrue(warning.contains("; the exploration leaves that field as " + FIXTURES + "Registry@"),
        warning);
    assertEquals(1, result.warnings().size(), "one warning for the field: " + result.warnings());
    ExplorationResult again = exploreLikeTheOracle(program, DEFAULTS);
    assertEquals(2, again.sequences(), again.summary());
    assertEquals(List.of(), again.warnings(), again.summary());
  }

  /** A static counter every run increments: each run reads another value, so it is reported. */
  @Test
  void staticCounterOfRuns_reportedAsStateTheRunsChange() {
    Program program = RewritingLoader.program("ProgramFieldSpins$CountsRuns");

    NondeterminismException e =
        assertThrows(NondeterminismException.class, () -> RichTest.explore(program, DEFAULTS));

    assertCounterOfRunsNamed(e);
    assertTrue(e.getMessage().contains("it diverged again when explored a second time"),
        e.getMessage());
  }

  /** The workers of a parallel exploration share what the runs read first, so they see it too. */
  @Test
  void staticCounterOfRuns_parallel_reported() {
    Program program = RewritingLoader.program("ProgramFieldSpins$CountsRuns");

    NondeterminismException e = assertThrows(NondeterminismException.class,
        () -> RichTest.explore(program, DEFAULTS.withParallelism(2)));

    assertCounterOfRunsNamed(e);
  }

  /** An exploration writing checkpoints (the parallel explorer with one worker) sees it too. */
  @Test
  void staticCounterOfRuns_withACheckpoint_reported(@TempDir Path dir) {
    Program program = RewritingLoader.program("ProgramFieldSpins$CountsRuns");

    NondeterminismException e = assertThrows(NondeterminismException.class,
        () -> RichTest.explore(program, DEFAULTS.withCheckpoint(dir.resolve("checkpoint"))));

    assertCounterOfRunsNamed(e);
  }

  /**
   * The same counter in a class read from a jar is a library's, which the user cannot change: its
   * fields are not compared, so the exploration ends as the oracle's, without a warning.
   */
  @Test
  void staticCounterOfRuns_inALibraryJar_notCompared(@TempDir Path dir) throws Exception {
    Program program = RewritingLoader.programInJar("ProgramFieldSpins$CountsRuns",
        fixturesJar(dir.resolve("library.jar")));

    ExplorationResult result = exploreLikeTheOracle(program, DEFAULTS);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
    assertEquals(List.of(), result.warnings(), result.summary());
  }

  /** Many fields left changed are named five at most, in the order of their names, then counted. */
  @Test
  void manyFieldsLeftChanged_fiveNamedAndTheRestCounted() {
    Program program = RewritingLoader.program("ProgramFieldSpins$TurnsSevenFlags");

    List<String> warnings = RichTest.explore(program, DEFAULTS).warnings();

    assertEquals(6, warnings.size(), warnings.toString());
    assertTrue(warnings.get(4).startsWith("the exploration leaves field " + FIXTURES
        + "TurnsSevenFlags.e of "), warnings.get(4));
    assertEquals("the exploration leaves 2 more fields its runs read first holding another value"
        + " than it found", warnings.get(5));
  }

  /** Writes the class files of the fixtures into {@code jar}, a library of them. */
  private static Path fixturesJar(Path jar) throws IOException, URISyntaxException {
    Path classes = Path.of(ProgramFieldSpinTest.class.getProtectionDomain().getCodeSource()
        .getLocation().toURI());
    String fixtures = "org/richtest/agent/fixtures/";
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        DirectoryStream<Path> files =
            Files.newDirectoryStream(classes.resolve(fixtures), "*.class")) {
      for (Path file : files) {
        out.putNextEntry(new JarEntry(fixtures + file.getFileName()));
        Files.copy(file, (OutputStream) out);
        out.closeEntry();
      }
    }
    return jar;
  }

  /** Returns the result's warning that it started over, checking that it names {@code read}. */
  private static String startedOverFor(ExplorationResult result, String read) {
    String warning = result.warnings().getFirst();
    assertTrue(warning.startsWith("the runs diverged, so the exploration started over once"),
        warning);
    assertTrue(warning.contains("a run read state an earlier run left: " + read), warning);
    return warning;
  }

  /** Explores the flag kept across runs: its one warning must say that it leaves it raised. */
  private static ExplorationResult keptAcrossRunsWarnsOnceOfTheRaise(ExplorationOptions options) {
    ExplorationResult result =
        RichTest.explore(RewritingLoader.program("ProgramFieldSpins$KeptAcrossRuns"), options);
    assertEquals(List.of(leavesRaised(result)), result.warnings());
    return result;
  }

  /** Returns the result's warning that it leaves the program's flag raised. */
  private static String leavesRaised(ExplorationResult result) {
    String warning = result.warnings().getFirst();
    assertTrue(warning.startsWith("the exploration leaves field " + FIXTURES
        + "FailIfLowered.raised of " + FIXTURES + "KeptAcrossRuns@"), warning);
    assertTrue(warning.contains(" as true where it found it as false when its runs first read it;"
        + " a later exploration or test of the same object starts from true"), warning);
    return warning;
  }

  private static void assertCounterOfRunsNamed(NondeterminismException e) {
    assertTrue(e.getMessage().startsWith("a run read state an earlier run left: static field "
        + FIXTURES + "CountsRuns.runs read "), e.getMessage());
  }
}
