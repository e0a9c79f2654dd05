package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.SyncPair;

/**
 * Proves that runs are isolated: two explorations running at the same time in one JVM, from two
 * platform threads, each produce exactly what they produce alone (same number of sequences, runs
 * and partial runs, and the same sequences in the same order), whether they explore two different
 * programs or the same program. Every run binds its own controller per thread, so nothing leaks
 * between them.
 */
class ParallelRunsTest {

  private static final int ROUNDS = 3;

  private ExecutorService pool;

  @BeforeEach
  void createPool() {
    pool = Executors.newFixedThreadPool(2);
  }

  @AfterEach
  void shutDownPool() throws InterruptedException {
    pool.shutdownNow();
    assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS), "pool threads did not end");
  }

  /** Four threads each take and release one binary semaphore: 4! = 24 orders of their sections. */
  static void fourThreadMutex() throws InterruptedException {
    BinarySemaphore s = new BinarySemaphore(1, "s");
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      threads.add(
          RichThread.start(
              "T" + i,
              () -> {
                s.P();
                s.V();
              }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  /**
   * Three threads each take and release a counting semaphore of value 2. All events are on c's
   * line, so a sequence is an order of the six completions with P_i before V_i (6!/2^3 = 90), minus
   * those with all three P before any V, which the value 2 forbids (3! * 3! = 36): 54 sequences.
   */
  static void threeThreadsTwoPermits() throws InterruptedException {
    CountingSemaphore c = new CountingSemaphore(2, "c");
    List<RichThread> threads = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      threads.add(
          RichThread.start(
              "U" + i,
              () -> {
                c.P();
                c.V();
              }));
    }
    for (RichThread thread : threads) {
      thread.join();
    }
  }

  /** What an exploration found, minus wall-clock time: its sequences in the order explored. */
  record Found(
      long sequences, long runs, long partialRuns, boolean complete, List<Set<SyncPair>> order) {}

  static Found explore(Program program) {
    List<Set<SyncPair>> order = new ArrayList<>();
    ExplorationResult result =
        RichTest.explore(
            program,
            ExplorationOptions.defaults().withListener(r -> order.add(r.sequence().pairs())));
    return new Found(
        result.sequences(), result.runs(), result.partialRuns(), result.complete(), order);
  }

  private List<Found> exploreConcurrently(Program first, Program second) throws Exception {
    CountDownLatch go = new CountDownLatch(1);
    Future<Found> a =
        pool.submit(
            () -> {
              go.await();
              return explore(first);
            });
    Future<Found> b =
        pool.submit(
            () -> {
              go.await();
              return explore(second);
            });
    go.countDown();
    return List.of(a.get(60, TimeUnit.SECONDS), b.get(60, TimeUnit.SECONDS));
  }

  @Test
  void explore_fourThreadMutexAlone_finds24Sequences() {
    Found alone = explore(ParallelRunsTest::fourThreadMutex);

    assertEquals(24, alone.sequences());
    assertEquals(24, alone.runs());
    assertEquals(0, alone.partialRuns());
    assertTrue(alone.complete());
    assertEquals(24, Set.copyOf(alone.order()).size(), "no sequence exercised twice");
  }

  @Test
  void explore_twoProgramsConcurrently_eachEqualsSequentialResult() throws Exception {
    Found mutexAlone = explore(ParallelRunsTest::fourThreadMutex);
    Found permitsAlone = explore(ParallelRunsTest::threeThreadsTwoPermits);
    assertEquals(54, permitsAlone.sequences());
    assertEquals(54, permitsAlone.runs());
    assertEquals(0, permitsAlone.partialRuns());
    assertTrue(permitsAlone.complete());

    for (int round = 1; round <= ROUNDS; round++) {
      List<Found> together =
          exploreConcurrently(
              ParallelRunsTest::fourThreadMutex, ParallelRunsTest::threeThreadsTwoPermits);

      assertEquals(mutexAlone, together.get(0), "mutex program, round " + round);
      assertEquals(permitsAlone, together.get(1), "permits program, round " + round);
    }
  }

  @Test
  void explore_sameProgramTwiceConcurrently_eachEqualsSequentialResult() throws Exception {
    Found alone = explore(ParallelRunsTest::fourThreadMutex);

    for (int round = 1; round <= ROUNDS; round++) {
      List<Found> together =
          exploreConcurrently(ParallelRunsTest::fourThreadMutex, ParallelRunsTest::fourThreadMutex);

      assertEquals(alone, together.get(0), "first copy, round " + round);
      assertEquals(alone, together.get(1), "second copy, round " + round);
    }
  }

  @Test
  void runOnce_objectLeakedToConcurrentRun_onlyTheMisusingRunFails() throws Exception {
    AtomicReference<BinarySemaphore> leaked = new AtomicReference<>();
    CountDownLatch created = new CountDownLatch(1);
    CountDownLatch misused = new CountDownLatch(1);
    Future<RunResult> owner =
        pool.submit(
            () ->
                RichTest.runOnce(
                    () -> {
                      BinarySemaphore s = new BinarySemaphore(1, "s");
                      leaked.set(s);
                      created.countDown();
                      assertTrue(misused.await(5, TimeUnit.SECONDS));
                      s.P();
                      s.V();
                    }));
    assertTrue(created.await(10, TimeUnit.SECONDS), "owner run did not create its semaphore");

    RunResult intruder = RichTest.runOnce(() -> leaked.get().P());
    misused.countDown();
    RunResult ownerResult = owner.get(30, TimeUnit.SECONDS);

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, intruder.outcome());
    assertTrue(failure.cause().getMessage().contains("another run"), failure.toString());
    assertInstanceOf(
        RunOutcome.Completed.class, ownerResult.outcome(), ownerResult.outcome().toString());
  }
}
