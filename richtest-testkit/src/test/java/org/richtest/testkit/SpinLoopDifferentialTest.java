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
import org.richtest.sync.concurrent.AtomicIntegerArray;

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

  /** Takes {@code lock} by a spin on a failing compare-and-set: the loop body only retries. */
  private static void spinLock(AtomicBoolean lock) {
    while (!lock.compareAndSet(false, true)) {
      Thread.onSpinWait();
    }
  }

  /**
   * S spins to take {@code lock}, held from the start; W releases it. Two sequences: W's release
   * comes first and S takes the lock at once, or S fails once, and its retry, a compare-and-set
   * that would meet the same value, waits for W's write. Without the rule every number of failures
   * is another sequence.
   */
  static void casSpinWithRelease() throws Exception {
    AtomicBoolean lock = new AtomicBoolean(true, "lock");
    RichThread spinner = RichThread.start("S", () -> spinLock(lock));
    RichThread releaser = RichThread.start("W", () -> lock.set(false));
    spinner.join();
    releaser.join();
  }

  /** S spins to take {@code lock} by {@code getAndSet}, which W releases once. */
  static void swapSpinWithRelease() throws Exception {
    AtomicBoolean lock = new AtomicBoolean(true, "lock");
    RichThread spinner = RichThread.start("S", () -> {
      while (lock.getAndSet(true)) {
        Thread.onSpinWait();
      }
    });
    RichThread releaser = RichThread.start("W", () -> lock.set(false));
    spinner.join();
    releaser.join();
  }

  /** S spins to take element 1 of an atomic array by {@code compareAndSet}; W releases it once. */
  static void arrayElementSpinWithRelease() throws Exception {
    AtomicIntegerArray locks = new AtomicIntegerArray(2, "locks");
    locks.set(1, 1);
    RichThread spinner = RichThread.start("S", () -> {
      while (!locks.compareAndSet(1, 0, 1)) {
        Thread.onSpinWait();
      }
    });
    RichThread releaser = RichThread.start("W", () -> locks.set(1, 0));
    spinner.join();
    releaser.join();
  }

  /** S spins on {@code getAndSet(true)} of a lock nobody releases: a JVM shows it spinning for ever. */
  static void swapSpinWithoutRelease() throws Exception {
    AtomicBoolean lock = new AtomicBoolean(true, "lock");
    RichThread spinner = RichThread.start("S", () -> {
      while (lock.getAndSet(true)) {
        Thread.onSpinWait();
      }
    });
    spinner.join();
  }

  /** S spins to take {@code lock}, which nobody releases: a JVM shows it spinning for ever. */
  static void casSpinWithoutRelease() throws Exception {
    AtomicBoolean lock = new AtomicBoolean(true, "lock");
    RichThread spinner = RichThread.start("S", () -> spinLock(lock));
    spinner.join();
  }

  /**
   * A spin lock guarding a counter read and written in two steps: two threads take it by a
   * failing compare-and-set, and each one's failures do not reopen the other's retry (a failed
   * compare-and-set writes nothing), so the space is finite and no increment is lost.
   */
  static void spinLockCounter() throws Exception {
    AtomicBoolean lock = new AtomicBoolean(false, "lock");
    AtomicInteger count = new AtomicInteger(0, "count");
    RichThread.Body increment = () -> {
      spinLock(lock);
      count.set(count.get() + 1);
      lock.set(false);
    };
    RichThread first = RichThread.start("A", increment);
    RichThread second = RichThread.start("B", increment);
    RichThread third = RichThread.start("C", increment);
    first.join();
    second.join();
    third.join();
    if (count.get() != 3) {
      throw new AssertionError("the spin lock lost an increment: " + count.get());
    }
  }

  /** Spins until {@code a} or {@code b} is set: a turn of two reads, each of another variable. */
  private static void spinUntilEither(AtomicBoolean a, AtomicBoolean b) {
    while (!a.get() && !b.get()) {
      Thread.onSpinWait();
    }
  }

  /**
   * S spins until {@code a} or {@code b} is set; W sets {@code b}. Two sequences: S reads W's
   * write in its first turn, or reads both initial writes, and the read that begins its second
   * turn, which would read them again, waits for a write of either: W's wakes it (an event reading
   * W's write), and S reads {@code a}, then {@code b}, and stops. Without the rule every number of
   * turns is another sequence.
   */
  static void twoVariableSpin() throws Exception {
    AtomicBoolean a = new AtomicBoolean(false, "a");
    AtomicBoolean b = new AtomicBoolean(false, "b");
    RichThread spinner = RichThread.start("S", () -> spinUntilEither(a, b));
    RichThread setter = RichThread.start("W", () -> b.set(true));
    spinner.join();
    setter.join();
  }

  /** S spins until {@code a} or {@code b} is set, which nothing does. */
  static void twoVariableSpinWithoutSetter() throws Exception {
    AtomicBoolean a = new AtomicBoolean(false, "a");
    AtomicBoolean b = new AtomicBoolean(false, "b");
    RichThread spinner = RichThread.start("S", () -> spinUntilEither(a, b));
    spinner.join();
  }

  /**
   * S spins until {@code a} or {@code b} is set; A sets then clears {@code a}, B sets {@code b}:
   * a write that wakes the spinner can be gone when it reads, and which write wakes it, of which
   * variable, is a race of its own. 9 sequences, the oracle's count.
   */
  static void twoVariableSpinTwoSetters() throws Exception {
    AtomicBoolean a = new AtomicBoolean(false, "a");
    AtomicBoolean b = new AtomicBoolean(false, "b");
    RichThread spinner = RichThread.start("S", () -> spinUntilEither(a, b));
    RichThread first = RichThread.start("A", () -> {
      a.set(true);
      a.set(false);
    });
    RichThread second = RichThread.start("B", () -> b.set(true));
    spinner.join();
    first.join();
    second.join();
  }

  /**
   * S spins until {@code x} is between two bounds, read at two call sites a turn: one variable,
   * a turn of two reads, which the rule on one read at one site never ended. 14 sequences, the
   * oracle's count.
   */
  static void oneVariableTwoSites() throws Exception {
    AtomicInteger x = new AtomicInteger(0, "x");
    RichThread spinner = RichThread.start("S", () -> {
      while (!(x.get() > 0 && x.get() < 3)) {
        Thread.onSpinWait();
      }
    });
    RichThread writer = RichThread.start("W", () -> {
      x.set(1);
      x.set(5);
      x.set(2);
    });
    spinner.join();
    writer.join();
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

  @Test
  void casSpinWithRelease_bothStrategies_twoSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::casSpinWithRelease, UnaryOperator.identity(), 2);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /**
   * A {@code getAndSet} that meets the value it writes changes nothing: the spinner's repeat waits
   * for the release, so the space is that of the compare-and-set spin lock (2 sequences: S's one
   * try before or after W's release); without the rule every number of turns is a sequence.
   */
  @Test
  void swapSpinWithRelease_bothStrategies_twoSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::swapSpinWithRelease, UnaryOperator.identity(), 2);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /** An atomic array's element is an atomic of its own: its failing compareAndSet retries wait. */
  @Test
  void arrayElementSpinWithRelease_bothStrategies_twoSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::arrayElementSpinWithRelease, UnaryOperator.identity(), 2);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void swapSpinWithoutRelease_oneRun_livelock() {
    RunResult run = RichTest.runOnce(SpinLoopDifferentialTest::swapSpinWithoutRelease,
        ExplorationOptions.defaults().withReadsInARow(1).withMaxRunEvents(MAX_RUN_EVENTS));
    RunOutcome.Deadlock livelock = assertInstanceOf(RunOutcome.Deadlock.class, run.outcome());
    assertEquals("livelock", livelock.kind());
    assertTrue(run.sequence().events().size() < 12,
        "the run ends at the second getAndSet, not at a bound: " + run.sequence().events().size());
    agreesWithTheOracle(
        SpinLoopDifferentialTest::swapSpinWithoutRelease, UnaryOperator.identity(), 1);
  }

  @Test
  void casSpinWithoutRelease_oneRun_livelockNamingTheFailedCompareAndSet() {
    RunResult run = RichTest.runOnce(SpinLoopDifferentialTest::casSpinWithoutRelease,
        ExplorationOptions.defaults().withReadsInARow(1).withMaxRunEvents(MAX_RUN_EVENTS));
    RunOutcome.Deadlock livelock = assertInstanceOf(RunOutcome.Deadlock.class, run.outcome());
    assertTrue(livelock.spins(), livelock.toString());
    assertEquals("livelock", livelock.kind());
    assertTrue(run.sequence().events().size() < 12,
        "the run ends at the second compare-and-set, not at a bound: "
            + run.sequence().events().size());
    RunOutcome.BlockedThread spinner = livelock.blocked().stream()
        .filter(b -> b.thread().equals("S")).findFirst().orElseThrow();
    assertEquals("a write to lock, against which its compareAndSet failed here before with"
        + " nothing written since: only a write could free it", spinner.waitingFor());
    assertTrue(spinner.source().startsWith(
        SpinLoopDifferentialTest.class.getName() + ".spinLock("), spinner.source());
    agreesWithTheOracle(
        SpinLoopDifferentialTest::casSpinWithoutRelease, UnaryOperator.identity(), 1);
  }

  @Test
  void spinLockCounter_threeThreads_agreeAndNeverLoseAnIncrement() {
    Differential.Comparison comparison = Differential.compareWithin(
        SpinLoopDifferentialTest::spinLockCounter,
        options -> options.withMaxRunEvents(MAX_RUN_EVENTS), ORACLE_RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    ExplorationResult result = RichTest.explore(SpinLoopDifferentialTest::spinLockCounter,
        ExplorationOptions.defaults().withReadsInARow(1).withStopAtFirstBug(false)
            .withMaxRunEvents(MAX_RUN_EVENTS).withMaxRuns(ORACLE_RUNS));
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(comparison.oracleSequences(), result.sequences());
    assertEquals(0, result.infeasibleVariants() + result.partialRuns() + result.redundantRuns(),
        result.summary());
  }

  @Test
  void twoVariableSpin_bothStrategies_twoSequences() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::twoVariableSpin, UnaryOperator.identity(), 2);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void twoVariableSpinWithoutSetter_oneRun_livelockNamingBothVariables() {
    RunResult run = RichTest.runOnce(SpinLoopDifferentialTest::twoVariableSpinWithoutSetter,
        ExplorationOptions.defaults().withReadsInARow(1).withMaxRunEvents(MAX_RUN_EVENTS));
    RunOutcome.Deadlock livelock = assertInstanceOf(RunOutcome.Deadlock.class, run.outcome());
    assertTrue(livelock.spins(), livelock.toString());
    assertTrue(run.sequence().events().size() < 14,
        "the run ends at the second turn, not at a bound: " + run.sequence().events().size());
    RunOutcome.BlockedThread spinner = livelock.blocked().stream()
        .filter(b -> b.thread().equals("S")).findFirst().orElseThrow();
    assertEquals("a write to a or b, which it read here before with nothing written since: only"
        + " a write could free it", spinner.waitingFor());
    assertTrue(spinner.source().startsWith(
        SpinLoopDifferentialTest.class.getName() + ".spinUntilEither("), spinner.source());
    agreesWithTheOracle(
        SpinLoopDifferentialTest::twoVariableSpinWithoutSetter, UnaryOperator.identity(), 1);
  }

  @Test
  void twoVariableSpinTwoSetters_bothStrategies_agree() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::twoVariableSpinTwoSetters, UnaryOperator.identity(), 9);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void oneVariableTwoSites_bothStrategies_agree() {
    ExplorationResult result = agreesWithTheOracle(
        SpinLoopDifferentialTest::oneVariableTwoSites, UnaryOperator.identity(), 14);
    assertTrue(result.bugs().isEmpty(), result.summary());
  }
}
