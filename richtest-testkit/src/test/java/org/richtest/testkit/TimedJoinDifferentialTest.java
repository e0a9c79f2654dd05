package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.spi.Controller;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.Semaphore;

/**
 * Proves that a timed join's timeout is explored (docs/decisions.md, "Timed joins"): the join
 * returns because the thread ended or because its timeout expired while the thread lived, in
 * every order with the other events, each exactly once as the exhaustive oracle finds them, with
 * the ends of threads modelled from the first run and after starting over from the defaults; a
 * loop of timed joins on a thread that never ends is a timed deadlock, and one on a thread that
 * ends has finitely many sequences.
 */
class TimedJoinDifferentialTest {

  /** What the programs' joiners observed, over every run of an exploration. */
  private static final Set<String> SEEN = new ConcurrentSkipListSet<>();

  private static final Duration TIMEOUT = Duration.ofMillis(100);

  /** Events enough for every run here; a loop that joins for ever is cut at it instead. */
  private static final int RUN_EVENTS = 300;

  private static final UnaryOperator<ExplorationOptions> ENDS =
      options -> options.withThreadEnds(true).withMaxRunEvents(RUN_EVENTS);

  private static final UnaryOperator<ExplorationOptions> INTERRUPTS_AND_ENDS =
      options -> ENDS.apply(options).withInterrupts(true);

  /** Main joins T, which does nothing, with a timeout: before T's end it times out. */
  static void timedJoinOfAnEndingThread() throws Exception {
    RichThread target = RichThread.start("T", () -> {});
    boolean ended = target.join(TIMEOUT);
    SEEN.add("ended " + ended + ", alive after " + target.isAlive());
  }

  /** As {@link #timedJoinOfAnEndingThread}, by {@code join(millis)}, which returns nothing. */
  static void timedJoinByMillis() throws Exception {
    Semaphore done = new Semaphore(0, "done");
    RichThread target = RichThread.start("T", done::release);
    target.join(100);
    SEEN.add(done.tryAcquire() ? "done" : "not done");
  }

  /**
   * J joins T with a timeout and notes how its join ended and its status after it; main
   * interrupts J: before J's join (which then throws if T is alive), or after it began (J's join
   * then ends by T's end or its timeout, the status set or not when J looks).
   */
  static void interruptedTimedJoin() throws Exception {
    RichThread target = RichThread.start("T", () -> {});
    RichThread joiner = RichThread.start("J", () -> {
      try {
        boolean ended = target.join(TIMEOUT);
        SEEN.add("returned " + ended + ", status " + RichThread.interrupted());
      } catch (InterruptedException e) {
        SEEN.add("interrupted, status " + RichThread.interrupted());
      }
    });
    joiner.interrupt();
  }

  /**
   * T joins {@code main} with a timeout while main, which started it, returns: main's end is an
   * event once the ends are modelled, so the join may come before it and time out.
   */
  static void timedJoinOfMain() {
    Controller run = Controller.current();
    var main = run.currentThread();
    RichThread.start("T", () -> {
      boolean ended = run.join(main, TIMEOUT.toNanos());
      SEEN.add("main ended " + ended);
    });
  }

  /** Main joins T with a timeout, then reads the run's logical clock. */
  static void clockAfterATimedJoin() throws Exception {
    RichThread target = RichThread.start("T", () -> {});
    boolean ended = target.join(TIMEOUT);
    SEEN.add(ended + " at " + Controller.current().logicalNanos() / 1_000_000 + " ms");
  }

  /** Main waits in {@code while (t.isAlive()) t.join(100)} for T, which ends. */
  static void joinLoopOnAnEndingThread() throws Exception {
    RichThread target = RichThread.start("T", () -> {});
    int turns = 0;
    while (target.isAlive()) {
      target.join(100);
      turns++;
    }
    SEEN.add(turns + " turns");
  }

  /** Main waits in {@code while (t.isAlive()) t.join(100)} for T, which waits for ever. */
  static void joinLoopOnAThreadThatNeverEnds() throws Exception {
    CountingSemaphore never = new CountingSemaphore(0, "never");
    RichThread target = RichThread.start("T", never::P);
    while (target.isAlive()) {
      target.join(100);
    }
  }

  /** Main waits in {@code while (!t.join(timeout))} for T, which waits for ever. */
  static void durationLoopOnAThreadThatNeverEnds() throws Exception {
    CountingSemaphore never = new CountingSemaphore(0, "never");
    RichThread target = RichThread.start("T", never::P);
    while (!target.join(TIMEOUT)) {
      // waits until T has ended
    }
  }

  @Test
  void timedJoin_timesOutBeforeTheEndOnly_joinDurationTrueIffEnded_asTheOracle() {
    // Three events on T.end: T's end, main's timed join, main's isAlive after it (in that program
    // order): the end before the join (returns true), between the two (false, then not alive), or
    // after both (false, alive).
    Set<String> seen = assertAgreesWithTheOracle(
        TimedJoinDifferentialTest::timedJoinOfAnEndingThread, ENDS, 3);
    assertEquals(Set.of("ended true, alive after false", "ended false, alive after false",
        "ended false, alive after true"), seen);
  }

  @Test
  void timedJoinByMillis_seesTheThreadsWorkOnlyIfItEnded_asTheOracle() {
    // T's release of done, then its end; main's timed join on T.end, then its tryAcquire: the
    // join after the end (sees the permit), or before it, the tryAcquire then before or after the
    // release: 3 sequences.
    Set<String> seen =
        assertAgreesWithTheOracle(TimedJoinDifferentialTest::timedJoinByMillis, ENDS, 3);
    assertEquals(Set.of("done", "not done"), seen);
  }

  @Test
  void interruptedTimedJoin_throwsOnlyWhileTheThreadLives_asTheOracle() {
    // The interrupt before J's wait: J asks isAlive, before T's end (throws) or after (returns
    // true, status set): 2. After J's wait: the timed join before or after T's end, times the
    // interrupt before or after J's status query: 4. No courier: a join that may time out at any
    // point is never waiting when an interrupt comes.
    Set<String> seen = assertAgreesWithTheOracle(
        TimedJoinDifferentialTest::interruptedTimedJoin, INTERRUPTS_AND_ENDS, 6);
    assertEquals(Set.of("interrupted, status false", "returned true, status true",
        "returned true, status false", "returned false, status true",
        "returned false, status false"), seen);
  }

  @Test
  void timedJoinOfMain_timesOutBeforeMainsEnd_asTheOracle() {
    // Two events on main.end: main's end and T's timed join, in either order. Before main's end
    // was an event the join waited for it: 1 sequence, never timing out.
    Set<String> seen =
        assertAgreesWithTheOracle(TimedJoinDifferentialTest::timedJoinOfMain, ENDS, 2);
    assertEquals(Set.of("main ended true", "main ended false"), seen);
  }

  @Test
  void timedJoin_aTimeoutAdvancesTheClockByItsTimeout_asTheOracle() {
    // The join before or after T's end; the clock read after it sees the timeout's 100 ms or 0.
    Set<String> seen = assertAgreesWithTheOracle(TimedJoinDifferentialTest::clockAfterATimedJoin,
        options -> ENDS.apply(options).withClock(true), 2);
    assertEquals(Set.of("true at 0 ms", "false at 100 ms"), seen);
  }

  @Test
  void joinLoopOnAnEndingThread_finitelyManySequences_asTheOracle() {
    // On T.end: the end before the first isAlive (0 turns); between it and the join (1 turn, the
    // join returning true); after the join, before or after the second isAlive (1 turn; 2 turns,
    // the second join a repeat open only after the end): 4, not one more per turn.
    Set<String> seen = assertAgreesWithTheOracle(
        TimedJoinDifferentialTest::joinLoopOnAnEndingThread, ENDS, 4);
    assertEquals(Set.of("0 turns", "1 turns", "2 turns"), seen);
  }

  @Test
  void joinLoopOnAThreadThatNeverEnds_isATimedDeadlock_asTheOracle() {
    assertEveryRunATimedDeadlock(TimedJoinDifferentialTest::joinLoopOnAThreadThatNeverEnds);
  }

  @Test
  void durationLoopOnAThreadThatNeverEnds_isATimedDeadlock_asTheOracle() {
    assertEveryRunATimedDeadlock(TimedJoinDifferentialTest::durationLoopOnAThreadThatNeverEnds);
  }

  /**
   * Asserts that the only run, as the oracle's, is a timed deadlock that says main waits for T's
   * end only by its timeout, also with interrupts modelled (where the repeat is interruptible).
   */
  private static void assertEveryRunATimedDeadlock(Program program) {
    assertAgreesWithTheOracle(program, ENDS, 1);
    assertComparisonAgrees(program, INTERRUPTS_AND_ENDS, 1);
    for (UnaryOperator<ExplorationOptions> setting : List.of(ENDS, INTERRUPTS_AND_ENDS)) {
      ExplorationResult result = Differential.explore(
          program, setting.apply(Differential.options(Strategy.REACHABILITY))).result();
      assertEquals(1, result.deadlocks().size(), result.summary());
      RunOutcome.Deadlock deadlock = (RunOutcome.Deadlock) result.deadlocks().get(0).outcome();
      assertTrue(deadlock.timed(), deadlock.toString());
      assertTrue(deadlock.toString().contains("join(timed) on T.end, where it timed out and waits"
          + " again with nothing changed since"), deadlock.toString());
    }
  }

  /**
   * Asserts that the oracle finds {@code expected} partial orders and that reachability testing
   * with {@code setting} from the first run (sequentially, in parallel, by work items), and
   * started over from the default options, exercises exactly them; returns what the joiners
   * observed in the restarted exploration.
   */
  private static Set<String> assertAgreesWithTheOracle(
      Program program, UnaryOperator<ExplorationOptions> setting, int expected) {
    assertComparisonAgrees(program, setting, expected);
    Differential.Exploration oracle =
        Differential.explore(program, setting.apply(Differential.options(Strategy.EXHAUSTIVE)));
    SEEN.clear();
    Differential.Exploration restarted = Differential.explore(program,
        Differential.options(Strategy.REACHABILITY).withMaxRunEvents(RUN_EVENTS));
    Set<String> seen = new TreeSet<>(SEEN);
    assertEquals("", Differential.difference(restarted, oracle));
    assertEquals(expected, restarted.partialOrders().size(), "reachability sequences");
    return seen;
  }

  /**
   * Asserts that the oracle finds {@code expected} partial orders and that reachability testing
   * with {@code setting} from the first run exercises exactly them ({@link
   * Differential#compareWith}).
   */
  private static void assertComparisonAgrees(
      Program program, UnaryOperator<ExplorationOptions> setting, int expected) {
    Differential.Comparison comparison = Differential.compareWith(program, setting);
    assertEquals("", comparison.problem());
    assertEquals(expected, comparison.oracleSequences(), "oracle sequences");
  }
}
