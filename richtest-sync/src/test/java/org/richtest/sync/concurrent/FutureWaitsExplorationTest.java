package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.richtest.ExplorationResult;
import org.richtest.sync.RichThread;

/**
 * The waits on every kind of drop-in future (a {@code FutureTask}, a {@code CompletableFuture}, a
 * pool's future) are the JDK's: a thread blocked in {@code get()} is interruptible (it throws
 * {@link InterruptedException}), and a timed {@code get} times out ({@link TimeoutException}) or
 * gets the value, both orders explored, as the exhaustive oracle does.
 */
class FutureWaitsExplorationTest {

  private final Set<String> seen = new ConcurrentSkipListSet<>();

  /** A run's future of some kind, pending until {@link #complete}, and how to clean up after. */
  record Pending(Future<Integer> future, ThrowingRunnable complete, Runnable atEnd) {}

  /** An action that may be interrupted. */
  @FunctionalInterface
  interface ThrowingRunnable {
    void run() throws InterruptedException;
  }

  /** A kind of future: made pending, completed with 1 by some thread of the run. */
  enum Kind {
    FUTURE_TASK {
      @Override Pending pending() {
        FutureTask<Integer> task = new FutureTask<>(() -> 1);
        return new Pending(task, task::run, () -> { });
      }
    },
    COMPLETABLE_FUTURE {
      @Override Pending pending() {
        CompletableFuture<Integer> future = new CompletableFuture<>("future");
        return new Pending(future, () -> future.complete(1), () -> { });
      }
    },
    POOL_FUTURE {
      /** A task of a pool that waits for a hand-off; shut down at the end, which ends the wait. */
      @Override Pending pending() {
        ExecutorService pool = Executors.newSingleThreadExecutor("pool");
        SynchronousQueue<Integer> handOff = new SynchronousQueue<>("handOff");
        Future<Integer> future = pool.submit(handOff::take);
        return new Pending(future, () -> handOff.put(1), pool::shutdownNow);
      }
    };

    abstract Pending pending();
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void blockedGet_interrupted_throwsInterruptedException(Kind kind) {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Pending pending = kind.pending();
      Future<Integer> never = pending.future();
      RichThread waiter = RichThread.start("waiter", () -> {
        try {
          seen.add("got " + never.get());
        } catch (InterruptedException e) {
          seen.add("interrupted, status " + RichThread.interrupted());
        } catch (ExecutionException e) {
          throw new AssertionError(e);
        }
      });
      waiter.interrupt();
      waiter.join();
      pending.atEnd().run();
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("interrupted, status false"), new TreeSet<>(seen));
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void timedGet_racesWithCompletion_timesOutOrGets(Kind kind) {
    ExplorationResult result = OracleCheck.exploreLikeTheOracle(() -> {
      Pending pending = kind.pending();
      Future<Integer> future = pending.future();
      RichThread getter = RichThread.start("getter", () -> {
        try {
          seen.add("got " + future.get(1, TimeUnit.SECONDS));
        } catch (TimeoutException e) {
          seen.add("timed out");
        }
      });
      pending.complete().run();
      getter.join();
      pending.atEnd().run();
    });

    assertTrue(result.bugs().isEmpty(), result.summary());
    assertEquals(Set.of("got 1", "timed out"), new TreeSet<>(seen));
  }
}
