package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.AtomicBoolean;
import org.richtest.sync.concurrent.AtomicInteger;

/**
 * Proves that spin loops end (docs/decisions.md, "Spin loops"): a read that repeats a thread's
 * read of one write at one call site with nothing done since waits for a write it has not read, so
 * {@code while (!flag.get())} has finitely many sequences, exactly the oracle's and the count
 * derived by hand, and a loop whose write never comes ends at once as a livelock naming the thread,
 * the variable and the call site.
 */
class SpinLoopDifferentialTest {

  /** Spins until {@code flag} is set: the loop body only re-reads. */
  private static void spinUntilSet(AtomicBoolean flag) {
    while (!flag.get()) {
      Thread.onSpinWait();
    }
  }

  /**
   * S spins on {@code flag}, W sets it. Two sequences: S reads W's write at once, or reads the
   * initial write, and its second read, a repeat, waits for W's. Without the rule every number of
   * reads of the initial write is another sequence.
   */
  static void spinWithSetter() throws Exception {
    AtomicBoolean flag = new AtomicBoolean(false, "flag");
    RichThread spinner = RichThread.start("S", () -> spinUntilSet(flag));
    RichThread setter = RichThread.start("W", () -> flag.set(true));
    spinner.join();
    setter.join();
  }

  /** Two spinners and a setter: each spinner reads the initial write or not, 2 × 2 sequences. */
  static void twoSpinnersOneSetter() throws Exception {
    AtomicBoolean flag = new AtomicBoolean(false, "flag");
    RichThread first = RichThread.start("S1", () -> spinUntilSet(flag));
    RichThread second = RichThread.start("S2", () -> spinUntilSet(flag));
    RichThread setter = RichThread.start("W", () -> flag.set(true));
    first.join();
    second.join();
    setter.join();
  }

  /** S spins on {@code flag}, which nothing sets: a JVM shows it spinning for ever. */
  static void spinWithoutSetter() throws Exception {
    AtomicBoolean flag = new AtomicBoolean(false, "flag");
    RichThread spinner = RichThread.start("S", () -> spinUntilSet(flag));
    spinner.join();
  }

  /**
   * S reads {@code flag} at most three times (a count in a local variable) and gives up; W sets
   * it. With reads in a row bounded by 1, S's second read waits for W's write: 2 sequences, and the
   * run in which S gives up is not explored. With 3, S reads the initial write 0 to 3 times: 4
   * sequences, one of them S giving up.
   */
  static void countedSpin() throws Exception {
    AtomicBoolean flag = new AtomicBoolean(false, "flag");
    AtomicBoolean gaveUp = new AtomicBoolean(false, "gaveUp");
    RichThread spinner = RichThread.start("S", () -> {
      int turns = 0;
      while (!flag.get()) {
        if (++turns == 3) {
          gaveUp.set(true);
          return;
        }
      }
    });
    RichThread setter = RichThread.start("W", () -> flag.set(true));
    spinner.join();
    setter.join();
  }

  /**
   * Two reads of one variable on one line with nothing between are two call sites: with nothing
   * written, the second reads the same write and the run completes (one sequence, no livelock).
   */
  static void twoReadsOneLine() throws Exception {
    AtomicInteger x = new AtomicInteger(0, "x");
    RichThread reader = RichThread.start("R", () -> {
      if (x.get() - x.get() != 0) {
        throw new AssertionError("unreachable: nothing writes x");
      }
    });
    reader.join();
  }

  /**
   * Two threads increment {@code x} by a compare-and-set retry loop ({@code getAndUpdate}'s loop
   * written out): a read, then a compare-and-set that fails if the other thread's came between.
   */
  static void casRetryLoops() throws Exception {
    AtomicInteger x = new AtomicInteger(0, "x");
    RichThread.Body increment = () -> {
      int seen;
      do {
        seen = x.get();
      } while (!x.compareAndSet(seen, seen + 1));
    };
    RichThread first = RichThread.start("A", increment);
    RichThread second = RichThread.start("B", increment);
    first.join();
    second.join();
    if (x.get() != 2) {
      throw new AssertionError("lost an increment: " + x.get());
    }
  }

  /**
   * A sets {@code flag} and spins until {@code go} is set; S spins until {@code flag} is set, then
   * sets {@code go}: a spin loop on each side of a hand-off, each ended by the other's write.
   */
  static void handOff() throws Exception {
    AtomicBoolean flag = new AtomicBoolean(false, "flag");
    AtomicBoolean go = new AtomicBoolean(false, "go");
    RichThread spinner = RichThread.start("S", () -> {
      spinUntilSet(flag);
      go.set(true);
    });
    RichThread other = RichThread.start("A", () -> {
      flag.set(true);
      spinUntilSet(go);
    });
    spinner.join();
    other.join();
  }

  /**
   * The bounds that make a broken rule fail fast: without it, every run of a spin without its write
   * would reach the length limit, and the spaces would have no end.
   */
  private static final long MAX_RUN_EVENTS = 500;
  private static final long ORACLE_RUNS = 3_000;

  private static ExplorationResult agreesWithTheOracle(
      Program program, UnaryOperator<ExplorationOptions> option, int sequences) {
    UnaryOperator<ExplorationOptions> setting =
        options -> option.apply(options).withMaxRunEvents(MAX_RUN_EVENTS);
    Differential.Comparison comparison =
        Differential.compareWithin(program, setting, ORACLE_RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(sequences, comparison.oracleSequences(), "oracle sequences");
    assertEquals(sequences, comparison.reachabilitySequences(), "reachability sequences");
    ExplorationResult result = RichTest.explore(program,
        setting.apply(ExplorationOptions.defaults().withReadsInARow(1).withStopAtFirstBug(false))
            .withMaxRuns(ORACLE_RUNS));
    assertTrue(result.complete(), result.summary());
    assertEquals(sequences, result.sequences(), result.summary());
    assertEquals(0, result.infeasibleVariants() + result.partialRuns() + result.redundantRuns(),
        "a repeated read's race set holds only writes it could read: " + result.summary());
    return result;
  }

  @Test
  void spinWithSetter_bothStrategies_twoSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::spinWithSetter, UnaryOperator.identity(), 2);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void twoSpinnersOneSetter_bothStrategies_fourSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::twoSpinnersOneSetter, UnaryOperator.identity(), 4);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void handOff_bothStrategies_agree() {
    // S reads flag's initial write first or not; A reads go's initial write first or not (its
    // read comes after its own write of flag, S's write of go after S read it): 2 x 2.
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::handOff, UnaryOperator.identity(), 4);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void spinWithoutSetter_oneRun_livelockNamingThreadVariableAndSite() {
    RunResult run = RichTest.runOnce(SpinLoopDifferentialTest::spinWithoutSetter,
        ExplorationOptions.defaults().withReadsInARow(1).withMaxRunEvents(MAX_RUN_EVENTS));
    RunOutcome.Deadlock livelock = assertInstanceOf(RunOutcome.Deadlock.class, run.outcome());
    assertTrue(livelock.spins(), livelock.toString());
    assertEquals("livelock", livelock.kind());
    assertTrue(livelock.isProgramBug());
    assertTrue(run.sequence().events().size() < 12,
        "the run ends at the second read, not at a bound: " + run.sequence().events().size());
    RunOutcome.BlockedThread spinner = livelock.blocked().stream()
        .filter(b -> b.thread().equals("S")).findFirst().orElseThrow();
    assertEquals("a write to flag, which it read here before with nothing written since: only a"
        + " write could free it", spinner.waitingFor());
    assertTrue(spinner.source().startsWith(
        SpinLoopDifferentialTest.class.getName() + ".spinUntilSet("), spinner.source());
    assertTrue(livelock.toString().startsWith("livelock"), livelock.toString());
    agreesWithTheOracle(SpinLoopDifferentialTest::spinWithoutSetter, UnaryOperator.identity(), 1);
  }

  @Test
  void countedSpin_readsInARow_loopsThatCountTheirTurnsNeedTheOption() {
    ExplorationResult once = agreesWithTheOracle(
        SpinLoopDifferentialTest::countedSpin, UnaryOperator.identity(), 2);
    assertTrue(once.bugs().isEmpty(), once.summary());
    ExplorationResult thrice = agreesWithTheOracle(
        SpinLoopDifferentialTest::countedSpin, options -> options.withReadsInARow(3), 4);
    assertTrue(thrice.bugs().isEmpty(), thrice.summary());
  }

  /** Off by default: a loop that counts its turns then has every turn explored, as in a JVM. */
  @Test
  void countedSpin_ruleOffAsByDefault_exploresEveryTurn() {
    int off = ExplorationOptions.defaults().readsInARow();
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::countedSpin, options -> options.withReadsInARow(off), 4);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void twoReadsOneLine_twoCallSites_completesWithoutLivelock() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::twoReadsOneLine, UnaryOperator.identity(), 1);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void casRetryLoops_bothStrategies_agreeAndNeverLoseAnIncrement() {
    Differential.Comparison comparison = Differential.compareWithin(
        SpinLoopDifferentialTest::casRetryLoops, UnaryOperator.identity(), ORACLE_RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    ExplorationResult result = RichTest.explore(SpinLoopDifferentialTest::casRetryLoops,
        ExplorationOptions.defaults().withReadsInARow(1).withStopAtFirstBug(false)
            .withMaxRuns(ORACLE_RUNS));
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(comparison.oracleSequences(), result.sequences());
  }
}
