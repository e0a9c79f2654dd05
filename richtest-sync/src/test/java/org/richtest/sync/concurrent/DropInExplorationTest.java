package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.sync.RichThread;

/**
 * The drop-ins under exploration: small programs explored completely, their sequence counts pinned
 * and checked against the exhaustive oracle, and a misuse of a queue found and replayed.
 */
class DropInExplorationTest {

  /**
   * Two threads take a one-permit semaphore around a shared counter. The critical section checks
   * that no permit is free and spans that lock entry, so a broken mutex would lose an increment
   * under some schedule.
   */
  static void semaphoreMutex() throws Exception {
    Semaphore mutex = new Semaphore(1, "mutex");
    int[] count = {0};
    RichThread.Body increment =
        () -> {
          mutex.acquire();
          int before = count[0];
          if (mutex.availablePermits() != 0) {
            throw new AssertionError("a permit is free inside the critical section");
          }
          count[0] = before + 1;
          mutex.release();
        };
    RichThread t1 = RichThread.start("T1", increment);
    RichThread t2 = RichThread.start("T2", increment);
    t1.join();
    t2.join();
    if (count[0] != 2) {
      throw new AssertionError("count " + count[0]);
    }
  }

  /**
   * One thread acquires two permits that two others release one at a time; it may take them only
   * once both are released, so none is left and the count never goes negative.
   */
  static void semaphoreAcquireTwo() throws Exception {
    Semaphore semaphore = new Semaphore(0, "s");
    RichThread acquirer =
        RichThread.start(
            "A",
            () -> {
              semaphore.acquire(2);
              int left = semaphore.availablePermits();
              if (left != 0) {
                throw new AssertionError("acquire(2) left " + left + " permits");
              }
            });
    RichThread r1 = RichThread.start("R1", semaphore::release);
    RichThread r2 = RichThread.start("R2", semaphore::release);
    acquirer.join();
    r1.join();
    r2.join();
  }

  /** Two threads try for a single permit: exactly one gets it. */
  static void semaphoreTryAcquire() throws Exception {
    Semaphore semaphore = new Semaphore(1, "s");
    int[] winners = {0};
    RichThread.Body attempt =
        () -> {
          if (semaphore.tryAcquire()) {
            winners[0]++;
          }
        };
    RichThread t1 = RichThread.start("T1", attempt);
    RichThread t2 = RichThread.start("T2", attempt);
    t1.join();
    t2.join();
    if (winners[0] != 1) {
      throw new AssertionError(winners[0] + " threads acquired the single permit");
    }
  }

  /** Two workers count down; main awaits the latch and then must see the count at zero. */
  static void latchAwait() throws Exception {
    CountDownLatch done = new CountDownLatch(2, "done");
    RichThread w1 = RichThread.start("W1", done::countDown);
    RichThread w2 = RichThread.start("W2", done::countDown);
    done.await();
    if (done.getCount() != 0) {
      throw new AssertionError("await returned at count " + done.getCount());
    }
    w1.join();
    w2.join();
  }

  /**
   * Two producers put one item each through a queue of capacity 1; two consumers take one each. The
   * consumers share a plain list: an exploration runs one thread at a time.
   */
  static Program producersConsumers(IntFunction<BlockingQueue<Integer>> factory) {
    return () -> {
      BlockingQueue<Integer> queue = factory.apply(1);
      List<Integer> taken = new ArrayList<>();
      RichThread p1 = RichThread.start("P1", () -> queue.put(1));
      RichThread p2 = RichThread.start("P2", () -> queue.put(2));
      RichThread.Body consume = () -> taken.add(queue.take());
      RichThread c1 = RichThread.start("C1", consume);
      RichThread c2 = RichThread.start("C2", consume);
      p1.join();
      p2.join();
      c1.join();
      c2.join();
      if (taken.size() != 2 || !taken.containsAll(List.of(1, 2))) {
        throw new AssertionError("taken " + taken);
      }
    };
  }

  /**
   * Check-then-act misuse: a consumer checks {@code size() > 0} and then polls, in two lock
   * entries, so another consumer can take the only item in between.
   */
  static void checkThenAct() throws Exception {
    ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(2, "q");
    RichThread.Body consume =
        () -> {
          if (queue.size() > 0 && queue.poll() == null) {
            throw new AssertionError("size() was positive, then poll() found nothing");
          }
        };
    RichThread producer = RichThread.start("P", () -> queue.put(1));
    RichThread c1 = RichThread.start("C1", consume);
    RichThread c2 = RichThread.start("C2", consume);
    producer.join();
    c1.join();
    c2.join();
  }

  @Test
  void semaphoreMutex_explored_noFailureAndTwoSequencesLikeTheOracle() {
    Explored.assertCorrectAndComplete(DropInExplorationTest::semaphoreMutex, 2);
  }

  @Test
  void semaphoreAcquireTwo_explored_noDeadlockAndTwoSequencesLikeTheOracle() {
    Explored.assertCorrectAndComplete(DropInExplorationTest::semaphoreAcquireTwo, 2);
  }

  @Test
  void semaphoreTryAcquire_explored_exactlyOneWinnerInBothSequences() {
    Explored.assertCorrectAndComplete(DropInExplorationTest::semaphoreTryAcquire, 2);
  }

  @Test
  void latch_explored_awaitNeverReturnsEarlyInTwoSequences() {
    Explored.assertCorrectAndComplete(DropInExplorationTest::latchAwait, 2);
  }

  @Test
  void arrayBlockingQueue_twoProducersTwoConsumers_fourSequencesLikeTheOracle() {
    Explored.assertCorrectAndComplete(producersConsumers(c -> new ArrayBlockingQueue<>(c, "q")), 4);
  }

  @Test
  void linkedBlockingQueue_twoProducersTwoConsumers_sameSequencesAsTheArrayQueue() {
    Explored.assertCorrectAndComplete(producersConsumers(c -> new LinkedBlockingQueue<>(c, "q")), 4);
  }

  @Test
  void unboundedLinkedBlockingQueue_twoProducersTwoConsumers_eightSequencesLikeTheOracle() {
    Explored.assertCorrectAndComplete(
        producersConsumers(c -> new LinkedBlockingQueue<>(Integer.MAX_VALUE, "q")), 8);
  }

  @Test
  void checkThenAct_explored_failureFoundAndReplayed() {
    Program program = DropInExplorationTest::checkThenAct;

    ExplorationResult result = RichTest.explore(program);

    assertFalse(result.failures().isEmpty(), result.summary());
    RunResult failure = result.failures().get(0);
    RunOutcome.Failure outcome = assertInstanceOf(RunOutcome.Failure.class, failure.outcome());
    assertInstanceOf(AssertionError.class, outcome.cause());
    RunResult replayed = RichTest.replay(program, failure.sequence());
    RunOutcome.Failure again = assertInstanceOf(RunOutcome.Failure.class, replayed.outcome());
    assertEquals(outcome.thread(), again.thread());
    assertInstanceOf(AssertionError.class, again.cause());
    assertEquals(failure.sequence().pairs(), replayed.sequence().pairs());
  }

  @Test
  void checkThenAct_exploredToTheEnd_fourFailuresInTenSequencesLikeTheOracle() {
    Program program = DropInExplorationTest::checkThenAct;
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(program, all);
    ExplorationResult oracle = RichTest.explore(program, all.withStrategy(Strategy.EXHAUSTIVE));

    assertTrue(result.complete(), result.summary());
    assertEquals(10, result.sequences(), result.summary());
    assertEquals(4, result.failures().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences());
    assertEquals(oracle.failures().size(), result.failures().size());
  }

  @Test
  void timedPoll_againstAPut_bothOutcomesExploredLikeTheOracle() {
    List<String> seen = new ArrayList<>();
    Program program = () -> {
      ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1, "q");
      RichThread producer = RichThread.start("P", () -> queue.put(7));
      Integer got = queue.poll(1, java.util.concurrent.TimeUnit.SECONDS);
      seen.add(String.valueOf(got));
      producer.join();
    };

    Explored.assertCorrectAndComplete(program, 2);
    assertTrue(seen.contains("null") && seen.contains("7"), seen.toString());
  }

  @Test
  void tryLock_whileAnotherHoldsTheLock_failsInSomeSequence() {
    List<Boolean> seen = new ArrayList<>();
    Program program = () -> {
      ReentrantLock lock = new ReentrantLock("L");
      RichThread holder = RichThread.start("H", () -> {
        lock.lock();
        lock.unlock();
      });
      if (lock.tryLock()) {
        seen.add(true);
        lock.unlock();
      } else {
        seen.add(false);
      }
      holder.join();
    };

    Explored.assertCorrectAndComplete(program, 3);
    assertTrue(seen.contains(true) && seen.contains(false), seen.toString());
  }

  @Test
  void timedConditionAwait_signalOrTimeout_bothOutcomesExploredLikeTheOracle() {
    List<Boolean> seen = new ArrayList<>();
    Program program = () -> {
      ReentrantLock lock = new ReentrantLock("L");
      java.util.concurrent.locks.Condition ready = lock.newCondition("ready");
      lock.lock();
      RichThread signaller = RichThread.start("S", () -> {
        lock.lock();
        ready.signal();
        lock.unlock();
      });
      seen.add(ready.await(1, java.util.concurrent.TimeUnit.SECONDS));
      lock.unlock();
      signaller.join();
    };

    Explored.assertCorrectAndComplete(program, 2);
    assertTrue(seen.contains(true) && seen.contains(false), seen.toString());
  }

  @Test
  void sleep_underExploration_isNoEventAndDoesNotWait() {
    long start = System.nanoTime();
    ExplorationResult result = RichTest.explore(() -> {
      RichThread sleeper = RichThread.start("S", () -> RichThread.sleep(60_000));
      sleeper.join();
    });

    result.assertNoBugs();
    assertEquals(1, result.sequences());
    assertTrue(System.nanoTime() - start < 30_000_000_000L, "the sleep waited");
  }

  @Test
  void dropIn_usedFromAThreadTheRunDoesNotManage_failsTheRunWithAClearError() {
    RunResult run = RichTest.runOnce(() -> {
      Semaphore semaphore = new Semaphore(1, "s");
      Thread raw = new Thread(() -> {
        try {
          semaphore.release();
        } catch (IllegalStateException expected) {
          // the run fails with it
        }
      });
      raw.start();
      raw.join();
    });

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, run.outcome());
    assertTrue(failure.cause().getMessage().contains("which the run does not manage"),
        failure.cause().getMessage());
  }
}
