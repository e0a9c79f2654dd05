package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.sync.concurrent.ReentrantReadWriteLock;
import org.richtest.testkit.TimedDropInDifferentialTest.ConditionWait;
import org.richtest.testkit.TimedDropInDifferentialTest.Kind;

/**
 * Proves that two threads in timed loops on one object of a drop-in do not reopen each other's
 * repeats by only timing out (docs/decisions.md, "Timed operations"): a repeat's receipt that the
 * object refuses changes nothing, and neither does a quiet turn of a condition's timed wait (its
 * repeat's receipt, its take-back after a timeout, and the release of a hold in which the waiter
 * did nothing and no other thread saw the lock held). Such pairs end every run as a timed
 * deadlock, with a partner as many sequences as the oracle; every run is bounded, so a broken rule
 * fails in seconds instead of running each run to the default length limit.
 */
class TimedLoopsOnOneObjectTest {

  /** Events enough for every run here; a loop that polls for ever is cut at it instead. */
  private static final int RUN_EVENTS = 300;
  /** Runs far more than any program here needs; an unbounded space ends incomplete. */
  private static final int RUNS = 3_000;
  /** The oracle's runs. */
  private static final int ORACLE_RUNS = 60_000;

  /** A and B loop on the timed operation of one object; with a partner, C makes it succeed once. */
  static Program twoLoopers(Kind kind, boolean partner) {
    return () -> {
      Object object = kind.make("o");
      RichThread first = RichThread.start("A", () -> loop(kind, object));
      RichThread second = RichThread.start("B", () -> loop(kind, object));
      if (partner) {
        RichThread.start("C", () -> kind.enable(object)).join();
      }
      first.join();
      second.join();
    };
  }

  private static void loop(Kind kind, Object object) throws Exception {
    while (!kind.attempt(object)) {
      // a timed retry loop: only a change of the object ends it
    }
  }

  /**
   * A and B wait in {@code while (!ready) await(timed)} on one condition of one lock; with a
   * setter, C sets {@code ready} under the lock and signals them all.
   */
  static Program twoConditionWaiters(
      ConditionWait wait, Function<String, Lock> locks, boolean setter) {
    return () -> {
      Lock lock = locks.apply("l");
      Condition changed = lock.newCondition();
      boolean[] ready = new boolean[1];
      RichThread first = RichThread.start("A", () -> awaitReady(wait, lock, changed, ready));
      RichThread second = RichThread.start("B", () -> awaitReady(wait, lock, changed, ready));
      if (setter) {
        RichThread.start("C", () -> {
          lock.lock();
          ready[0] = true;
          changed.signalAll();
          lock.unlock();
        }).join();
      }
      first.join();
      second.join();
    };
  }

  private static void awaitReady(ConditionWait wait, Lock lock, Condition changed, boolean[] ready)
      throws InterruptedException {
    lock.lock();
    try {
      while (!ready[0]) {
        wait.await(changed);
      }
    } finally {
      lock.unlock();
    }
  }

  /** The write lock of a read-write lock, whose conditions are a {@code ReentrantLock}'s. */
  private static Lock writeLock(String name) {
    return new ReentrantReadWriteLock(name).writeLock();
  }

  @ParameterizedTest
  @EnumSource(value = Kind.class, names = {"QUEUE_POLL", "QUEUE_OFFER", "SEMAPHORE_TRY_ACQUIRE",
      "LATCH_AWAIT", "COMPLETABLE_FUTURE_GET", "FUTURE_TASK_GET", "POOL_AWAIT_TERMINATION",
      "SCHEDULED_POOL_AWAIT_TERMINATION", "SYNCHRONIZER_SHARED_ACQUIRE"})
  void twoLoopersOnOneObject_everyRunATimedDeadlockAsTheOracle(Kind kind) {
    everyRunATimedDeadlock(twoLoopers(kind, false));
  }

  /**
   * A pool's shutdown and a synchronizer's release make spaces too large for the oracle here (more
   * than 60,000 runs): their kinds are left out.
   */
  @ParameterizedTest
  @EnumSource(value = Kind.class, names = {"QUEUE_POLL", "QUEUE_OFFER", "SEMAPHORE_TRY_ACQUIRE",
      "LATCH_AWAIT", "COMPLETABLE_FUTURE_GET", "FUTURE_TASK_GET"})
  void twoLoopersOnOneObject_aPartner_asTheOracle(Kind kind) {
    agreesWithTheOracle(twoLoopers(kind, true));
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void twoConditionWaiters_everyRunATimedDeadlockAsTheOracle(ConditionWait wait) {
    everyRunATimedDeadlock(twoConditionWaiters(wait, ReentrantLock::new, false));
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void twoConditionWaiters_aSetter_everyRunEndsAsTheOracle(ConditionWait wait) {
    ExplorationResult result =
        agreesWithTheOracle(twoConditionWaiters(wait, ReentrantLock::new, true));
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  @Test
  void twoConditionWaitersOfAWriteLock_everyRunATimedDeadlockAsTheOracle() {
    everyRunATimedDeadlock(
        twoConditionWaiters(ConditionWait.AWAIT, TimedLoopsOnOneObjectTest::writeLock, false));
  }

  /** A and B retry a timed {@code tryLock} of a lock H took and never releases. */
  static Program twoTryLockLoops() {
    return () -> {
      ReentrantLock lock = new ReentrantLock("l");
      RichThread.start("H", lock::lock).join();
      RichThread first = RichThread.start("A", () -> tryLockLoop(lock));
      RichThread second = RichThread.start("B", () -> tryLockLoop(lock));
      first.join();
      second.join();
    };
  }

  private static void tryLockLoop(Lock lock) throws InterruptedException {
    while (!lock.tryLock(1, TimeUnit.SECONDS)) {
      // retries until the lock is free
    }
    lock.unlock();
  }

  @Test
  void twoTimedTryLockLoops_onAHeldLock_everyRunATimedDeadlockAsTheOracle() {
    everyRunATimedDeadlock(twoTryLockLoops());
  }

  /**
   * W waits in {@code while (!ready) await(timed)} on a condition of {@code l}; T retries a timed
   * {@code tryLock} of {@code l}, then sets {@code ready} and signals. T refused while W holds the
   * lock after a timeout saw it held, so W's release is a change for T even when W's hold was
   * otherwise quiet: every run ends, none is a (false) timed deadlock.
   */
  static Program tryLockWhileAWaiterHolds() {
    return () -> {
      ReentrantLock lock = new ReentrantLock("l");
      Condition changed = lock.newCondition();
      boolean[] ready = new boolean[1];
      RichThread waiter = RichThread.start("W",
          () -> awaitReady(ConditionWait.AWAIT, lock, changed, ready));
      RichThread setter = RichThread.start("T", () -> {
        tryLockLoopHolding(lock);
        ready[0] = true;
        changed.signalAll();
        lock.unlock();
      });
      waiter.join();
      setter.join();
    };
  }

  private static void tryLockLoopHolding(Lock lock) throws InterruptedException {
    while (!lock.tryLock(1, TimeUnit.SECONDS)) {
      // retries until the lock is free
    }
  }

  @Test
  void aTimedTryLockLoop_seesAWaitersQuietHold_everyRunEndsAsTheOracle() {
    ExplorationResult result = agreesWithTheOracle(tryLockWhileAWaiterHolds());
    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  private static ExplorationOptions bounded(ExplorationOptions options) {
    return options.withMaxRunEvents(RUN_EVENTS);
  }

  static ExplorationResult explore(Program program) {
    return RichTest.explore(
        program, bounded(Differential.options(Strategy.REACHABILITY)).withMaxRuns(RUNS));
  }

  static ExplorationResult agreesWithTheOracle(Program program) {
    ExplorationResult result = explore(program);
    assertTrue(result.complete(), result.summary());
    assertTrue(result.bugs().stream().noneMatch(run -> run.outcome() instanceof RunOutcome.LengthLimit),
        result.summary());
    Differential.Comparison comparison =
        Differential.compareWithin(program, TimedLoopsOnOneObjectTest::bounded, ORACLE_RUNS);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(comparison.oracleSequences(), result.sequences(), "oracle sequences");
    return result;
  }

  static void everyRunATimedDeadlock(Program program) {
    ExplorationResult result = agreesWithTheOracle(program);
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertTrue(result.deadlocks().stream().allMatch(
        run -> ((RunOutcome.Deadlock) run.outcome()).timed()), result.summary());
  }
}
