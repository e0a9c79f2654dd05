package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.richtest.sync.concurrent.OracleCheck.check;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.sync.RichThread;

/**
 * Synchronizers written on the {@code AbstractQueuedSynchronizer} drop-in, as the JDK's Javadoc
 * writes them, explored to the end: counts pinned and equal to the exhaustive oracle's, a
 * check-then-act in {@code tryAcquire} found, shared mode, conditions, timeouts and interrupts.
 */
class SynchronizerExplorationTest {

  /** The JDK Javadoc's non-reentrant mutual exclusion lock, state 1 while held. */
  static final class Mutex extends AbstractQueuedSynchronizer {
    Mutex() {
      super("mutex");
    }

    @Override
    protected boolean isHeldExclusively() {
      return getState() == 1;
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
      if (!isHeldExclusively()) {
        throw new IllegalMonitorStateException();
      }
      setExclusiveOwnerThread(null);
      setState(0);
      return true;
    }

    Condition newCondition() {
      return new ConditionObject();
    }
  }

  /** The mutex with a check-then-act in {@code tryAcquire}: two threads may both see it free. */
  static final class CheckThenActMutex extends AbstractQueuedSynchronizer {
    @Override
    protected boolean tryAcquire(int acquires) {
      if (getState() == 0) {
        setState(1);
        return true;
      }
      return false;
    }

    @Override
    protected boolean tryRelease(int releases) {
      setState(0);
      return true;
    }
  }

  /** The JDK Javadoc's latch for a single signal: shared mode. */
  static final class BooleanLatch extends AbstractQueuedSynchronizer {
    BooleanLatch() {
      super("latch");
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

  /** Explores {@code program} against the oracle, partial runs allowed; no bug, {@code expected}. */
  private static ExplorationResult complete(Program program, long expected) {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(program, true);
    assertTrue(result.bugs().isEmpty(), () -> "first bug: " + result.bugs().get(0).outcome());
    assertEquals(expected, result.sequences(), result.summary());
    return result;
  }

  /**
   * Two threads add one each to a counter under {@code lock} (an atomic read and write, so that a
   * second holder can come between them), {@code main} checks the sum.
   */
  static void counter(AbstractQueuedSynchronizer lock) throws InterruptedException {
    AtomicInteger count = new AtomicInteger(0);
    RichThread.Body add = () -> {
      lock.acquire(1);
      try {
        count.set(count.get() + 1);
      } finally {
        lock.release(1);
      }
    };
    RichThread t1 = RichThread.start("T1", add);
    RichThread t2 = RichThread.start("T2", add);
    t1.join();
    t2.join();
    check(count.get() == 2, "lost update: " + count.get());
  }

  @Test
  void mutexGuardingACounter_explored_noBugEveryOrder() {
    ExplorationResult result =
        complete(() -> counter(new Mutex()), 22);

    assertTrue(result.dataRaces().isEmpty(), result.summary());
  }

  @Test
  void checkThenActInTryAcquire_explored_lostUpdateFound() {
    ExplorationResult result =
        OracleCheck.exploreLikeTheOracle(() -> counter(new CheckThenActMutex()), true);

    assertFalse(result.failures().isEmpty(), result.summary());
    assertInstanceOf(AssertionError.class,
        ((RunOutcome.Failure) result.failures().get(0).outcome()).cause());
  }

  /** Two waiters on a latch and a signaller: every waiter passes after the signal. */
  static void latch() throws InterruptedException {
    BooleanLatch latch = new BooleanLatch();
    boolean[] signalled = {false};
    RichThread.Body waiter = () -> {
      latch.acquireSharedInterruptibly(1);
      check(signalled[0], "passed the latch before the signal");
    };
    RichThread w1 = RichThread.start("W1", waiter);
    RichThread w2 = RichThread.start("W2", waiter);
    RichThread.start("S", () -> {
      signalled[0] = true;
      latch.releaseShared(1);
    }).join();
    w1.join();
    w2.join();
  }

  @Test
  void latch_explored_everyWaiterPassesAfterTheSignal() {
    complete(SynchronizerExplorationTest::latch, 25);
  }

  /** A waiter awaits a flag on the mutex's condition; a setter sets it and signals. */
  static void condition() throws InterruptedException {
    Mutex mutex = new Mutex();
    Condition set = mutex.newCondition();
    boolean[] flag = {false};
    RichThread waiter = RichThread.start("W", () -> {
      mutex.acquire(1);
      try {
        while (!flag[0]) {
          set.await();
        }
      } finally {
        mutex.release(1);
      }
    });
    RichThread.start("S", () -> {
      mutex.acquire(1);
      try {
        flag[0] = true;
        set.signal();
      } finally {
        mutex.release(1);
      }
    }).join();
    waiter.join();
  }

  @Test
  void condition_explored_waiterWakesInEveryOrder() {
    complete(SynchronizerExplorationTest::condition, 231);
  }

  /** A condition used without holding the mutex fails as the JDK's does. */
  @Test
  void awaitWithoutHolding_throwsIllegalMonitorState() {
    ExplorationResult result = RichTest.explore(() -> {
      Condition condition = new Mutex().newCondition();
      assertThrows(IllegalMonitorStateException.class, condition::await);
      assertThrows(IllegalMonitorStateException.class, condition::signal);
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
  }

  /** T1 holds the mutex while T2 tries with a timeout: both outcomes are explored. */
  static Program timedAcquire(Set<String> outcomes) {
    return () -> {
      Mutex mutex = new Mutex();
      boolean[] got = new boolean[1];
      RichThread t1 = RichThread.start("T1", () -> {
        mutex.acquire(1);
        mutex.release(1);
      });
      RichThread t2 = RichThread.start("T2", () -> {
        got[0] = mutex.tryAcquireNanos(1, TimeUnit.SECONDS.toNanos(1));
        if (got[0]) {
          mutex.release(1);
        }
      });
      t1.join();
      t2.join();
      outcomes.add("got=" + got[0]);
    };
  }

  @Test
  void timedAcquire_explored_bothOutcomes() {
    Set<String> outcomes = new TreeSet<>();

    OracleCheck.exploreLikeTheOracle(timedAcquire(outcomes), true);

    assertEquals(Set.of("got=false", "got=true"), outcomes);
  }

  /** A waiter blocked in acquireInterruptibly is interrupted: it throws or gets the mutex. */
  static Program interruptedAcquire(Set<String> outcomes) {
    return () -> {
      Mutex mutex = new Mutex();
      mutex.acquire(1);
      String[] seen = new String[1];
      RichThread waiter = RichThread.start("W", () -> {
        try {
          mutex.acquireInterruptibly(1);
          mutex.release(1);
          seen[0] = "acquired";
        } catch (InterruptedException e) {
          seen[0] = "interrupted";
        }
      });
      waiter.interrupt();
      mutex.release(1);
      waiter.join();
      outcomes.add(seen[0]);
    };
  }

  @Test
  void interruptedAcquire_explored_throwsOrAcquires() {
    Set<String> outcomes = new TreeSet<>();

    OracleCheck.exploreLikeTheOracle(interruptedAcquire(outcomes), true);

    assertEquals(Set.of("acquired", "interrupted"), outcomes);
  }

  /** An acquire that nobody releases is a deadlock, reported on the synchronizer's line. */
  @Test
  void acquireNeverReleased_explored_deadlock() {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Mutex mutex = new Mutex();
      mutex.acquire(1);
      RichThread.start("T", () -> mutex.acquire(1)).join();
    }, true);

    assertFalse(result.deadlocks().isEmpty(), result.summary());
  }

  /** Queue queries are rejected under exploration, as for the other drop-ins. */
  @Test
  void queueQueries_underExploration_rejected() {
    ExplorationResult result = RichTest.explore(() -> {
      Mutex mutex = new Mutex();
      assertThrows(UnsupportedOperationException.class, mutex::hasQueuedThreads);
      assertThrows(UnsupportedOperationException.class, mutex::hasQueuedPredecessors);
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
  }
}
