package org.richtest.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serial;
import java.util.Date;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;
import org.richtest.sync.concurrent.AbstractQueuedSynchronizer;
import org.richtest.sync.concurrent.CompletableFuture;
import org.richtest.sync.concurrent.CountDownLatch;
import org.richtest.sync.concurrent.Exchanger;
import org.richtest.sync.concurrent.Executors;
import org.richtest.sync.concurrent.FutureTask;
import org.richtest.sync.concurrent.LinkedBlockingQueue;
import org.richtest.sync.concurrent.Phaser;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.sync.concurrent.ReentrantReadWriteLock;
import org.richtest.sync.concurrent.ScheduledThreadPoolExecutor;
import org.richtest.sync.concurrent.Semaphore;
import org.richtest.sync.concurrent.StampedLock;
import org.richtest.sync.concurrent.SynchronousQueue;

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
    },
    SYNCHRONOUS_QUEUE_POLL {
      @Override Object make(String name) {
        return new SynchronousQueue<Integer>(name);
      }

      @Override boolean attempt(Object queue) throws Exception {
        return handOff(queue).poll(1, TimeUnit.SECONDS) != null;
      }

      @Override void enable(Object queue) throws Exception {
        handOff(queue).put(1);
      }
    },
    SYNCHRONOUS_QUEUE_OFFER {
      @Override Object make(String name) {
        return new SynchronousQueue<Integer>(name);
      }

      @Override boolean attempt(Object queue) throws Exception {
        return handOff(queue).offer(1, 1, TimeUnit.SECONDS);
      }

      @Override void enable(Object queue) throws Exception {
        handOff(queue).take();
      }
    },
    SYNCHRONIZER_SHARED_ACQUIRE {
      @Override Object make(String name) {
        return new BooleanLatch(name);
      }

      @Override boolean attempt(Object latch) throws Exception {
        return ((BooleanLatch) latch).tryAcquireSharedNanos(1, 1_000_000);
      }

      @Override void enable(Object latch) {
        ((BooleanLatch) latch).releaseShared(1);
      }
    },
    POOL_AWAIT_TERMINATION {
      @Override Object make(String name) {
        return Executors.newFixedThreadPool(1, name);
      }

      @Override boolean attempt(Object pool) throws Exception {
        return ((ExecutorService) pool).awaitTermination(1, TimeUnit.SECONDS);
      }

      @Override void enable(Object pool) {
        ((ExecutorService) pool).shutdown();
      }
    },
    SCHEDULED_POOL_AWAIT_TERMINATION {
      @Override Object make(String name) {
        return new ScheduledThreadPoolExecutor(1);
      }

      @Override boolean attempt(Object pool) throws Exception {
        return ((ExecutorService) pool).awaitTermination(1, TimeUnit.SECONDS);
      }

      @Override void enable(Object pool) {
        ((ExecutorService) pool).shutdown();
      }
    },
    EXCHANGER_EXCHANGE {
      @Override Object make(String name) {
        return new Exchanger<Integer>(name);
      }

      @Override boolean attempt(Object exchanger) throws Exception {
        try {
          exchanger(exchanger).exchange(1, 1, TimeUnit.SECONDS);
          return true;
        } catch (TimeoutException timedOut) {
          return false;
        }
      }

      @Override void enable(Object exchanger) throws Exception {
        exchanger(exchanger).exchange(2);
      }
    },
    PHASER_AWAIT_ADVANCE {
      @Override Object make(String name) {
        return new Phaser(1, name);
      }

      @Override boolean attempt(Object phaser) throws Exception {
        try {
          ((Phaser) phaser).awaitAdvanceInterruptibly(0, 1, TimeUnit.SECONDS);
          return true;
        } catch (TimeoutException timedOut) {
          return false;
        }
      }

      @Override void enable(Object phaser) {
        ((Phaser) phaser).arrive();
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

    @SuppressWarnings("unchecked")
    static SynchronousQueue<Integer> handOff(Object queue) {
      return (SynchronousQueue<Integer>) queue;
    }

    @SuppressWarnings("unchecked")
    static Exchanger<Integer> exchanger(Object exchanger) {
      return (Exchanger<Integer>) exchanger;
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
    Program loopEndedByPartner(Function<String, Lock> locks) {
      return () -> {
        Lock lock = locks.apply("l");
        Condition changed = lock.newCondition();
        boolean[] ready = new boolean[1];
        RichThread waiter = RichThread.start("A", () -> awaitReady(lock, changed, ready, 0));
        RichThread partner = RichThread.start("B", () -> signalReady(lock, changed, ready, 0));
        waiter.join();
        partner.join();
      };
    }

    /** Each waits for the other's flag under its own lock before it sets its own. */
    Program pollingEachOther(Function<String, Lock> locks) {
      return () -> {
        Lock a = locks.apply("a");
        Lock b = locks.apply("b");
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

    private void awaitReady(Lock lock, Condition changed, boolean[] ready, int awaited)
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

    private static void signalReady(Lock lock, Condition changed, boolean[] ready, int own) {
      lock.lock();
      ready[own] = true;
      changed.signalAll();
      lock.unlock();
    }
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void conditionLoopEndedByPartner_agreesWithTheOracle(ConditionWait wait) {
    agreesWithTheOracle(wait.loopEndedByPartner(ReentrantLock::new));
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void conditionPollingEachOther_everyRunATimedDeadlock(ConditionWait wait) {
    everyRunATimedDeadlock(wait.pollingEachOther(ReentrantLock::new));
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void synchronizerConditionLoopEndedByPartner_agreesWithTheOracle(ConditionWait wait) {
    agreesWithTheOracle(wait.loopEndedByPartner(MutexLock::new));
  }

  @ParameterizedTest
  @EnumSource(ConditionWait.class)
  void synchronizerConditionPollingEachOther_everyRunATimedDeadlock(ConditionWait wait) {
    everyRunATimedDeadlock(wait.pollingEachOther(MutexLock::new));
  }

  /**
   * A lock with a timed {@code tryLock}: the view another thread holds ({@code held}) and the one
   * a retrier tries with a timeout ({@code tried}), refused while the other is held.
   */
  record Views(Lock held, Lock tried) {}

  /** The locks whose timed {@code tryLock} a retry loop is explored on. */
  enum TimedLock {
    REENTRANT_LOCK {
      @Override Views make(String name) {
        ReentrantLock lock = new ReentrantLock(name);
        return new Views(lock, lock);
      }
    },
    READ_WRITE_WRITE_LOCK {
      @Override Views make(String name) {
        ReentrantReadWriteLock lock = new ReentrantReadWriteLock(name);
        return new Views(lock.writeLock(), lock.writeLock());
      }
    },
    READ_WRITE_READ_LOCK {
      @Override Views make(String name) {
        ReentrantReadWriteLock lock = new ReentrantReadWriteLock(name);
        return new Views(lock.writeLock(), lock.readLock());
      }
    },
    STAMPED_WRITE_LOCK {
      @Override Views make(String name) {
        StampedLock lock = new StampedLock(name);
        return new Views(lock.asWriteLock(), lock.asWriteLock());
      }
    },
    STAMPED_READ_LOCK {
      @Override Views make(String name) {
        StampedLock lock = new StampedLock(name);
        return new Views(lock.asWriteLock(), lock.asReadLock());
      }
    },
    SYNCHRONIZER_MUTEX {
      @Override Views make(String name) {
        MutexLock lock = new MutexLock(name);
        return new Views(lock, lock);
      }
    };

    abstract Views make(String name);

    /** A holds {@code a} and retries {@code b}'s timed {@code tryLock}; B the other way round. */
    Program orderInversion() {
      return () -> {
        Views a = make("a");
        Views b = make("b");
        RichThread first = RichThread.start("A", () -> holdAndRetry(a.held(), b.tried()));
        RichThread second = RichThread.start("B", () -> holdAndRetry(b.held(), a.tried()));
        first.join();
        second.join();
      };
    }

    /** A retries the timed {@code tryLock} while B holds the lock once. */
    Program retryWhileHeld() {
      return () -> {
        Views lock = make("l");
        RichThread looper = RichThread.start("A", () -> holdAndRetry(new ReentrantLock("m"),
            lock.tried()));
        RichThread holder = RichThread.start("B", () -> {
          lock.held().lock();
          lock.held().unlock();
        });
        looper.join();
        holder.join();
      };
    }
  }

  private static void holdAndRetry(Lock held, Lock wanted) throws InterruptedException {
    held.lock();
    while (!wanted.tryLock(1, TimeUnit.SECONDS)) {
      // retries for ever while the other holds it
    }
    wanted.unlock();
    held.unlock();
  }

  @ParameterizedTest
  @EnumSource(TimedLock.class)
  void tryLock_loopAgreesWithTheOracle_inversionEndsAsTimedDeadlocks(TimedLock lock) {
    agreesWithTheOracle(lock.retryWhileHeld());
    ExplorationResult inversion = RichTest.explore(lock.orderInversion(), bounded());
    assertTrue(inversion.complete(), inversion.summary());
    assertFalse(inversion.deadlocks().isEmpty(), inversion.summary());
    assertTrue(inversion.bugs().stream().allMatch(
            run -> run.outcome() instanceof RunOutcome.Deadlock deadlock && deadlock.timed()),
        inversion.summary());
    Differential.Comparison comparison = Differential.compare(lock.orderInversion());
    assertTrue(comparison.agrees(), comparison.problem());
    assertEquals(inversion.sequences(), comparison.reachabilitySequences());
  }

  /** The JDK Javadoc's non-reentrant mutex on the synchronizer drop-in, state 1 while held. */
  static final class Mutex extends AbstractQueuedSynchronizer {
    @Serial
    private static final long serialVersionUID = 1L;

    Mutex(String name) {
      super(name);
    }

    @Override
    protected boolean tryAcquire(int acquires) {
      if (compareAndSetState(0, 1)) {
        setExclusiveOwnerThread(Thread.currentThread());
        return true;
      }
      return false;
    }

    @Override
    protected boolean tryRelease(int releases) {
      setExclusiveOwnerThread(null);
      setState(0);
      return true;
    }

    @Override
    protected boolean isHeldExclusively() {
      return getExclusiveOwnerThread() == Thread.currentThread();
    }

    Condition newCondition() {
      return new ConditionObject();
    }
  }

  /** The mutex as a {@link Lock}, as the Javadoc's example wraps it. */
  static final class MutexLock implements Lock {
    private final Mutex sync;

    MutexLock(String name) {
      sync = new Mutex(name);
    }

    @Override
    public void lock() {
      sync.acquire(1);
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
      sync.acquireInterruptibly(1);
    }

    @Override
    public boolean tryLock() {
      throw new UnsupportedOperationException("not used: the tests retry the timed tryLock");
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
      return sync.tryAcquireNanos(1, unit.toNanos(time));
    }

    @Override
    public void unlock() {
      sync.release(1);
    }

    @Override
    public Condition newCondition() {
      return sync.newCondition();
    }
  }

  /** The JDK Javadoc's latch for a single signal, on the synchronizer drop-in: shared mode. */
  static final class BooleanLatch extends AbstractQueuedSynchronizer {
    @Serial
    private static final long serialVersionUID = 1L;

    BooleanLatch(String name) {
      super(name);
    }

    @Override
    protected int tryAcquireShared(int ignore) {
      return getState() != 0 ? 1 : -1;
    }

    @Override
    protected boolean tryReleaseShared(int ignore) {
      setState(1);
      return true;
    }
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
