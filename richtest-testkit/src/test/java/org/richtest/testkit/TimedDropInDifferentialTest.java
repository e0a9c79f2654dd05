package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Date;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.CompletableFuture;
import org.richtest.sync.concurrent.CountDownLatch;
import org.richtest.sync.concurrent.Executors;
import org.richtest.sync.concurrent.FutureTask;
import org.richtest.sync.concurrent.LinkedBlockingQueue;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.sync.concurrent.Semaphore;

/**
 * Proves that the drop-ins' timed operations follow the timed-wait rule of the monitor
 * (docs/decisions.md, "Timed operations"): a timed call that repeats one that timed out with
 * nothing done since waits for its object to change. A loop on each kind of timed operation that a
 * partner ends has finitely many sequences, exactly the exhaustive oracle's; two threads looping on
 * each other's object end every run as a timed deadlock within a few events (without the rule each
 * run reached the length limit).
 */
class TimedDropInDifferentialTest {

  /** A timed operation on an object of its own: made, tried with a timeout, and made to succeed. */
  enum Kind {
    QUEUE_POLL {
      @Override Object make(String name) {
        return new LinkedBlockingQueue<Integer>(1, name);
      }

      @Override boolean attempt(Object queue) throws Exception {
        return queue(queue).poll(1, TimeUnit.SECONDS) != null;
      }

      @Override void enable(Object queue) {
        queue(queue).offer(1);
      }
    },
    QUEUE_OFFER {
      @Override Object make(String name) {
        LinkedBlockingQueue<Integer> full = new LinkedBlockingQueue<>(1, name);
        full.offer(0);
        return full;
      }

      @Override boolean attempt(Object queue) throws Exception {
        return queue(queue).offer(1, 1, TimeUnit.SECONDS);
      }

      @Override void enable(Object queue) {
        queue(queue).poll();
      }
    },
    SEMAPHORE_TRY_ACQUIRE {
      @Override Object make(String name) {
        return new Semaphore(0, name);
      }

      @Override boolean attempt(Object semaphore) throws Exception {
        return ((Semaphore) semaphore).tryAcquire(1, TimeUnit.SECONDS);
      }

      @Override void enable(Object semaphore) {
        ((Semaphore) semaphore).release();
      }
    },
    LATCH_AWAIT {
      @Override Object make(String name) {
        return new CountDownLatch(1, name);
      }

      @Override boolean attempt(Object latch) throws Exception {
        return ((CountDownLatch) latch).await(1, TimeUnit.SECONDS);
      }

      @Override void enable(Object latch) {
        ((CountDownLatch) latch).countDown();
      }
    },
    COMPLETABLE_FUTURE_GET {
      @Override Object make(String name) {
        return new CompletableFuture<Integer>(name);
      }

      @Override boolean attempt(Object future) throws Exception {
        return got((Future<?>) future);
      }

      @Override void enable(Object future) {
        ((CompletableFuture<?>) future).complete(null);
      }
    },
    FUTURE_TASK_GET {
      @Override Object make(String name) {
        return new FutureTask<>(() -> 1);
      }

      @Override boolean attempt(Object task) throws Exception {
        return got((Future<?>) task);
      }

      @Override void enable(Object task) {
        ((FutureTask<?>) task).run();
      }
    };

    abstract Object make(String name);

    /** Tries the timed operation once; returns whether it succeeded. */
    abstract boolean attempt(Object object) throws Exception;

    /** Makes the next attempt succeed. */
    abstract void enable(Object object) throws Exception;

    @SuppressWarnings("unchecked")
    static LinkedBlockingQueue<Integer> queue(Object queue) {
      return (LinkedBlockingQueue<Integer>) queue;
    }

    static boolean got(Future<?> future) throws Exception {
      try {
        future.get(1, TimeUnit.SECONDS);
        return true;
      } catch (TimeoutException timedOut) {
        return false;
      }
    }

    /** A loops on the timed operation; B makes it succeed once. */
    Program loopEndedByPartner() {
      return () -> {
        Object object = make("o");
        RichThread looper = RichThread.start("A", () -> {
          while (!attempt(object)) {
            // a timed retry loop: only a change of the object ends it
          }
        });
        RichThread partner = RichThread.start("B", () -> enable(object));
        looper.join();
        partner.join();
      };
    }

    /** A loops on {@code a} and then enables {@code b}, B the other way round: no one ever acts. */
    Program pollingEachOther() {
      return () -> {
        Object a = make("a");
        Object b = make("b");
        RichThread first = RichThread.start("A", () -> pollThenEnable(a, b));
        RichThread second = RichThread.start("B", () -> pollThenEnable(b, a));
        first.join();
        second.join();
      };
    }

    private void pollThenEnable(Object mine, Object theirs) throws Exception {
      while (!attempt(mine)) {
        // polls for ever: the other thread enables only after its own loop
      }
      enable(theirs);
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void loopEndedByPartner_agreesWithTheOracle(Kind kind) {
    agreesWithTheOracle(kind.loopEndedByPartner());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void pollingEachOther_everyRunATimedDeadlock(Kind kind) {
    ExplorationResult result = everyRunATimedDeadlock(kind.pollingEachOther());
    String report = result.deadlocks().get(0).outcome().toString();
    assertTrue(report.contains("A waits for") && report.contains(", where it timed out and waits"
        + " again with nothing changed since: only its timeout remains"), report);
  }

  /** How a timed condition wait is called: {@code await(time, unit)}, {@code awaitNanos}, … */
  enum ConditionWait {
    AWAIT { @Override void await(Condition c) throws InterruptedException {
      c.await(1, TimeUnit.SECONDS);
    } },
    AWAIT_NANOS { @Override void await(Condition c) throws InterruptedException {
      c.awaitNanos(1_000_000);
    } },
    AWAIT_UNTIL { @Override void await(Condition c) throws InterruptedException {
      c.awaitUntil(new Date(Long.MAX_VALUE));
    } };

    abstract void await(Condition c) throws InterruptedException;

    /** A waits in {@code while (!ready) await} under the lock; B sets {@code ready} and signals. */
    Program loopEndedByPartner() {
      return () -> {
        ReentrantLock lock = new ReentrantLock("l");
        Condition changed = lock.newCondition();
        boolean[] ready = new boolean[1];
        RichThread waiter = RichThread.start("A", () -> awaitReady(lock, changed, ready, 0));
        RichThread partner = RichThread.start("B", () -> signalReady(lock, changed, ready, 0));
        waiter.join();
        partner.join();
      };
    }

    /** Each waits for the other's flag under its own lock before it sets its own. */
    Program pollingEachOther() {
      return () -> {
        ReentrantLock a = new ReentrantLock("a");
        ReentrantLock b = new ReentrantLock("b");
        Condition onA = a.newCondition();
        Condition onB = b.newCondition();
        boolean[] ready = new boolean[2];
        RichThread first = RichThread.start("A", () -> {
          awaitReady(a, onA, ready, 1);
          signalReady(b, onB, ready, 0);
        });
        RichThread second = RichThread.start("B", () -> {
          awaitReady(b, onB, ready, 0);
          signalReady(a, onA, ready, 1);
        });
        first.join();
        second.join();
      };
    }

    private void awaitReady(ReentrantLock lock, Condition changed, boolean[] ready, int awaited)
        throws InterruptedException {
      lock.lock();
      try {
        while (!ready[awaited]) {
          await(changed);
        }
      } finally {
        lock.unlock();
      }
    }

    private static void signalReady(
        ReentrantLock lock, Condition changed, boolean[] ready, int own) {
      lock.lock();
      ready[own] = true;
      changed.signalAll();
      lock.unlock();
    }
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void conditionLoopEndedByPartner_agreesWithTheOracle(ConditionWait wait) {
    agreesWithTheOracle(wait.loopEndedByPartner());
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void conditionPollingEachOther_everyRunATimedDeadlock(ConditionWait wait) {
    everyRunATimedDeadlock(wait.pollingEachOther());
  }

  /** A holds {@code a} and retries {@code b.tryLock(timeout)}; B the other way round. */
  static void tryLockOrderInversion() throws Exception {
    ReentrantLock a = new ReentrantLock("a");
    ReentrantLock b = new ReentrantLock("b");
    RichThread first = RichThread.start("A", () -> holdAndRetry(a, b));
    RichThread second = RichThread.start("B", () -> holdAndRetry(b, a));
    first.join();
    second.join();
  }

  private static void holdAndRetry(ReentrantLock held, ReentrantLock wanted)
      throws InterruptedException {
    held.lock();
    while (!wanted.tryLock(1, TimeUnit.SECONDS)) {
      // retries for ever while the other holds it
    }
    wanted.unlock();
    held.unlock();
  }

  /** A retries {@code tryLock(timeout)} while B holds the lock once. */
  static void tryLockWhileHeld() throws Exception {
    ReentrantLock lock = new ReentrantLock("l");
    RichThread looper = RichThread.start("A", () -> holdAndRetry(new ReentrantLock("m"), lock));
    RichThread holder = RichThread.start("B", () -> {
      lock.lock();
      lock.unlock();
    });
    looper.join();
    holder.join();
  }

  @org.junit.jupiter.api.Test
  void tryLock_loopAgreesWithTheOracle_inversionEndsAsTimedDeadlocks() {
    agreesWithTheOracle(TimedDropInDifferentialTest::tryLockWhileHeld);
    ExplorationResult inversion = RichTest.explore(
        TimedDropInDifferentialTest::tryLockOrderInversion, bounded());
    assertTrue(inversion.complete(), inversion.summary());
    assertFalse(inversion.deadlocks().isEmpty(), inversion.summary());
    assertTrue(inversion.bugs().stream().allMatch(
            run -> run.outcome() instanceof RunOutcome.Deadlock deadlock && deadlock.timed()),
        inversion.summary());
  }

  /** W parks with a timeout until a flag is set; main sets it and unparks W. */
  static void parkNanosLoop() throws Exception {
    boolean[] ready = new boolean[1];
    RichThread waiter = RichThread.start("W", () -> {
      while (!ready[0]) {
        RichThread.parkNanos(1_000);
      }
    });
    ready[0] = true;
    waiter.unpark();
    waiter.join();
  }

  /** W parks with a timeout until a flag nobody sets. */
  static void parkNanosForEver() throws Exception {
    boolean[] ready = new boolean[1];
    RichThread waiter = RichThread.start("W", () -> {
      while (!ready[0]) {
        RichThread.parkNanos(1_000);
      }
    });
    waiter.join();
  }

  @org.junit.jupiter.api.Test
  void parkNanos_loopAgreesWithTheOracle_aloneEndsAsTimedDeadlock() {
    agreesWithTheOracle(TimedDropInDifferentialTest::parkNanosLoop);
    everyRunATimedDeadlock(TimedDropInDifferentialTest::parkNanosForEver);
  }

  /** A pool's future polled with a timed {@code get} until its task ran. */
  static void poolFutureLoop() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(1, "pool");
    Future<Integer> future = pool.submit(() -> 1);
    RichThread looper = RichThread.start("A", () -> {
      while (!Kind.got(future)) {
        // polls until the worker ran the task
      }
    });
    looper.join();
    pool.shutdown();
  }

  @org.junit.jupiter.api.Test
  void poolFutureGet_loopAgreesWithTheOracle() {
    agreesWithTheOracle(TimedDropInDifferentialTest::poolFutureLoop);
  }

  /** W sleeps in a loop that does nothing else; main waits for it. */
  static void sleepsForEver() throws Exception {
    RichThread sleeper = RichThread.start("W", () -> {
      while (true) {
        RichThread.sleep(1_000);
      }
    });
    sleeper.join();
  }

  /** W sleeps in a loop until interrupted; main interrupts it. */
  static void sleepsUntilInterrupted() throws Exception {
    RichThread sleeper = RichThread.start("W", () -> {
      try {
        while (true) {
          RichThread.sleep(1_000);
        }
      } catch (InterruptedException stop) {
        // what ends the loop
      }
    });
    sleeper.interrupt();
    sleeper.join();
  }

  @org.junit.jupiter.api.Test
  void sleepLoop_aloneEndsAsTimedDeadlock_interruptEndsIt() {
    ExplorationResult alone = everyRunATimedDeadlock(TimedDropInDifferentialTest::sleepsForEver);
    String report = alone.deadlocks().get(0).outcome().toString();
    assertTrue(report.contains("W waits for sleep in W.interrupt, where it timed out and waits"
        + " again with nothing changed since: only its timeout remains"), report);
    agreesWithTheOracle(TimedDropInDifferentialTest::sleepsUntilInterrupted);
  }

  private static ExplorationOptions bounded() {
    return ExplorationOptions.defaults().withStopAtFirstBug(false).withMaxRunEvents(1_000)
        .withMaxRuns(200);
  }

  private static void agreesWithTheOracle(Program program) {
    ExplorationResult result = RichTest.explore(program, bounded());
    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary());
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(comparison.oracleSequences(), comparison.reachabilitySequences());
    assertEquals(result.sequences(), comparison.reachabilitySequences());
  }

  private static ExplorationResult everyRunATimedDeadlock(Program program) {
    ExplorationResult result = RichTest.explore(program, bounded());
    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.deadlocks().size(), result.summary());
    assertTrue(result.deadlocks().stream().allMatch(
            run -> ((RunOutcome.Deadlock) run.outcome()).timed()), result.summary());
    Differential.Comparison comparison = Differential.compare(program);
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(result.sequences(), comparison.reachabilitySequences());
    return result;
  }
}
