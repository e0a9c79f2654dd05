package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunListener;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.RichThread;

/**
 * Proves that a join is an interruption point (docs/decisions.md, "Interruption"): an interrupt
 * before the join or while it waits throws if it comes before the joined thread's end, and only
 * sets the status after it; reachability testing, with the ends of threads modelled from the first
 * run or after starting over, exercises exactly the oracle's partial orders, and a program whose
 * joiners are never interrupted does not start over.
 */
class InterruptedJoinDifferentialTest {

  /** What the programs' joiners observed, over every run of an exploration. */
  private static final Set<String> SEEN = new ConcurrentSkipListSet<>();

  private static final UnaryOperator<ExplorationOptions> MODELLED =
      options -> options.withInterrupts(true).withThreadEnds(true);

  /** Joins {@code target} and notes how the join ended and the status after it. */
  private static void joinNoting(RichThread target) {
    try {
      target.join();
      SEEN.add("joined, status " + RichThread.interrupted());
    } catch (InterruptedException e) {
      SEEN.add("interrupted, status " + RichThread.interrupted());
    }
  }

  /**
   * Main interrupts a joiner while the target waits at a gate main opens: the interrupt comes
   * before the joiner's join, while it waits, or after it returned, and before or after the end.
   */
  static void interruptWhileJoining() throws Exception {
    CountingSemaphore gate = new CountingSemaphore(0, "gate");
    RichThread target = RichThread.start("target", gate::P);
    RichThread joiner = RichThread.start("joiner", () -> joinNoting(target));
    joiner.interrupt();
    gate.V();
    joiner.join();
    target.join();
  }

  /**
   * Main interrupts itself, then joins a thread: the status is set before the join, which throws
   * if the thread is still alive and returns with the status set if it has ended.
   */
  static void interruptBeforeJoin() throws Exception {
    RichThread target = RichThread.start("target", () -> {});
    RichThread.interruptCurrent();
    joinNoting(target);
  }

  /**
   * Main interrupts the joiner only once it has joined the target itself, after the end: the
   * joiner's join returns, with the status set if the interrupt came before it or while it waited.
   */
  static void interruptAfterTheEnd() throws Exception {
    RichThread target = RichThread.start("target", () -> {});
    RichThread joiner = RichThread.start("joiner", () -> joinNoting(target));
    target.join();
    joiner.interrupt();
    joiner.join();
  }

  /** Main interrupts a worker that never joins; main joins it: no join an interrupt reaches. */
  static void interruptOfANonJoiner() throws Exception {
    CountingSemaphore permits = new CountingSemaphore(0, "permits");
    RichThread waiter = RichThread.start("waiter", permits::P);
    RichThread worker = RichThread.start("worker", () -> {
      try {
        RichThread.sleep(1);
      } catch (InterruptedException e) {
        SEEN.add("sleep interrupted");
      }
    });
    worker.interrupt();
    permits.V();
    worker.join();
    waiter.join();
  }

  @Test
  void interruptWhileJoining_throwsBeforeTheEndOnly_asTheOracle() {
    Set<String> seen = assertAgreesWithTheOracle(
        InterruptedJoinDifferentialTest::interruptWhileJoining, 7);
    assertEquals(Set.of("interrupted, status false", "joined, status true"), seen);
  }

  @Test
  void interruptBeforeJoin_throwsIfTheThreadLives_asTheOracle() {
    Set<String> seen = assertAgreesWithTheOracle(
        InterruptedJoinDifferentialTest::interruptBeforeJoin, 2);
    assertEquals(Set.of("interrupted, status false", "joined, status true"), seen);
  }

  @Test
  void interruptAfterTheEnd_neverThrows_asTheOracle() {
    Set<String> seen = assertAgreesWithTheOracle(
        InterruptedJoinDifferentialTest::interruptAfterTheEnd, 6);
    assertEquals(Set.of("joined, status false", "joined, status true"), seen);
  }

  @Test
  void interruptOfANonJoiner_joinsCostNothing_noStartingOverForTheEnds() {
    List<String> restarts = new ArrayList<>();
    RunListener listener = new RunListener() {
      @Override
      public void onRun(RunResult run) {}

      @Override
      public void onRestart(String reason) {
        restarts.add(reason);
      }
    };
    Program program = InterruptedJoinDifferentialTest::interruptOfANonJoiner;
    ExplorationResult result = RichTest.explore(program,
        Differential.options(Strategy.REACHABILITY).withListener(listener));
    ExplorationResult oracle =
        RichTest.explore(program, Differential.options(Strategy.EXHAUSTIVE));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    assertEquals(List.of("interrupts"), restarts.stream()
        .map(reason -> reason.contains("ends of threads") ? "thread ends" : "interrupts")
        .toList(), restarts.toString());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
  }

  /**
   * Asserts that the oracle finds {@code expected} partial orders and that reachability testing
   * with interrupts and thread ends modelled from the first run (sequentially, in parallel, by work
   * items), and started over from the default options, exercises exactly them; returns what the
   * joiners observed in the restarted exploration.
   */
  private static Set<String> assertAgreesWithTheOracle(Program program, int expected) {
    Differential.Comparison comparison = Differential.compareWith(program, MODELLED);
    assertEquals("", comparison.problem());
    assertEquals(expected, comparison.oracleSequences(), "oracle sequences");
    Differential.Exploration oracle = Differential.explore(
        program, MODELLED.apply(Differential.options(Strategy.EXHAUSTIVE)));
    SEEN.clear();
    Differential.Exploration restarted =
        Differential.explore(program, Differential.options(Strategy.REACHABILITY));
    Set<String> seen = new TreeSet<>(SEEN);
    assertEquals("", Differential.difference(restarted, oracle));
    assertEquals(expected, restarted.partialOrders().size(), "reachability sequences");
    return seen;
  }
}
