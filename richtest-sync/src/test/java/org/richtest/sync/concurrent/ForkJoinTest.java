package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.richtest.RichTest;
import org.richtest.RunOutcome;

/**
 * The fork/join drop-ins against the JDK's, outside and inside an exploration: results, the
 * exceptions {@code join}, {@code invoke} and {@code get} throw, cancellation, the pool's {@code
 * invoke}, {@code submit} and {@code invokeAll}; what is not modelled under exploration fails
 * naming it.
 */
class ForkJoinTest {

  /** Fibonacci by fork and join, the JDK Javadoc's example. */
  static final class Fibonacci extends RecursiveTask<Integer> {
    private final int n;

    Fibonacci(int n) {
      this.n = n;
    }

    @Override
    protected Integer compute() {
      if (n <= 1) {
        return n;
      }
      Fibonacci f1 = new Fibonacci(n - 1);
      f1.fork();
      Fibonacci f2 = new Fibonacci(n - 2);
      return f2.compute() + f1.join();
    }
  }

  /** An action that throws {@code thrown}. */
  static RecursiveAction throwing(RuntimeException thrown) {
    return new RecursiveAction() {
      @Override
      protected void compute() {
        throw thrown;
      }
    };
  }

  @Test
  void resultsAndExceptions_bothModes_asTheJdks() throws Exception {
    BothModes.check(() -> {
      assertEquals(8, new Fibonacci(6).invoke());
      assertEquals(5, new ForkJoinPool(2).invoke(new Fibonacci(5)));
      assertEquals(3, ForkJoinPool.commonPool().submit(new Fibonacci(4)).get());
      Future<String> called = ForkJoinPool.commonPool().submit(() -> "called");
      assertEquals("called", called.get());
      IllegalStateException thrown = new IllegalStateException("bad");
      RecursiveAction forked = throwing(thrown);
      forked.fork();
      // The JDK's joiner may run the task itself (the exception then) or find it run by a worker
      // (a copy of its class whose cause it is); the model's is always another thread.
      assertThrownOrCopied(thrown, assertThrows(IllegalStateException.class, forked::join));
      assertTrue(forked.isCompletedAbnormally() && forked.isDone());
      assertThrownOrCopied(thrown, forked.getException());
      ExecutionException got = assertThrows(ExecutionException.class, forked::get);
      assertThrownOrCopied(thrown, got.getCause());
      assertSame(thrown, assertThrows(IllegalStateException.class, throwing(thrown)::invoke));
      Fibonacci cancelled = new Fibonacci(3);
      assertTrue(cancelled.cancel(false));
      assertTrue(cancelled.isCancelled());
      assertThrows(CancellationException.class, cancelled::join);
      Fibonacci normal = new Fibonacci(2);
      ForkJoinTask.invokeAll(List.of(normal, new Fibonacci(1)));
      assertTrue(normal.isCompletedNormally());
      assertEquals(1, normal.join());
      List<Future<Integer>> all =
          ForkJoinPool.commonPool().invokeAll(List.of(() -> 1, () -> 2));
      assertEquals(3, all.get(0).get() + all.get(1).get());
      ForkJoinPool.commonPool().shutdown();
      assertThrows(NullPointerException.class, () -> ForkJoinTask.invokeAll(normal, null));
    });
  }

  private static void assertThrownOrCopied(Throwable thrown, Throwable seen) {
    assertTrue(seen == thrown || seen.getClass() == thrown.getClass() && seen.getCause() == thrown,
        seen::toString);
  }

  @Test
  void exceptionOfAForkedTask_underExploration_aCopyAsFromAJdkWorker() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      IllegalStateException thrown = new IllegalStateException("bad");
      RecursiveAction forked = throwing(thrown);
      forked.fork();
      IllegalStateException joined = assertThrows(IllegalStateException.class, forked::join);
      OracleCheck.check(joined != thrown && joined.getCause() == thrown, joined.toString());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  @Test
  void jdkExceptions_sameAsTheDropIns() throws Exception {
    IllegalStateException thrown = new IllegalStateException("bad");
    java.util.concurrent.RecursiveAction jdk = new java.util.concurrent.RecursiveAction() {
      @Override
      protected void compute() {
        throw thrown;
      }
    };
    assertSame(thrown, assertThrows(IllegalStateException.class, jdk::invoke));
    assertSame(thrown, jdk.getException());
    assertSame(thrown, assertThrows(ExecutionException.class, jdk::get).getCause());
  }

  /**
   * A pool's life cycle, as the JDK's: a task forked or submitted by a task of a shut-down pool is
   * accepted, one submitted from outside rejected; the pool terminates once its tasks ended;
   * {@code invokeAny} returns a result of a task that did not fail, and fails with every task.
   */
  @Test
  void lifeCycleOfAPool_bothModes_asTheJdks() throws Exception {
    BothModes.check(() -> {
      ForkJoinPool pool = new ForkJoinPool(2);
      assertEquals("b", pool.invokeAny(List.of(() -> {
        throw new IllegalStateException("a");
      }, () -> "b")));
      ExecutionException failed = assertThrows(ExecutionException.class,
          () -> pool.invokeAny(List.<java.util.concurrent.Callable<String>>of(() -> {
            throw new IllegalStateException("only");
          })));
      assertInstanceOf(IllegalStateException.class, failed.getCause());
      assertThrows(IllegalArgumentException.class, () -> pool.invokeAny(List.of()));
      // A timed wait may time out (under exploration in some order, as in the JDK after a minute).
      List<java.util.concurrent.Callable<Integer>> one = List.of(() -> 1);
      for (Future<Integer> done : pool.invokeAll(one, 1, TimeUnit.MINUTES)) {
        assertTrue(done.isDone() && (done.isCancelled() || done.get() == 1));
      }
      try {
        assertEquals("c", pool.invokeAny(List.of(() -> "c"), 1, TimeUnit.MINUTES));
      } catch (java.util.concurrent.TimeoutException timedOut) {
        // as the JDK's after a minute
      }
      assertFalse(pool.isShutdown());
      assertEquals(2, pool.invoke(new RecursiveTask<Integer>() {
        @Override
        protected Integer compute() {
          pool.shutdown();
          Fibonacci forked = new Fibonacci(3);
          forked.fork();
          return pool.submit(new Fibonacci(2)).join() + forked.join() - 1;
        }
      }));
      assertTrue(pool.isShutdown());
      assertThrows(RejectedExecutionException.class, () -> pool.submit(new Fibonacci(2)));
      assertThrows(RejectedExecutionException.class, () -> pool.invokeAny(List.of(() -> 1)));
      while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
        assertFalse(pool.isTerminated());
      }
      assertTrue(pool.isTerminated());
      pool.close();
      assertEquals(List.of(), pool.shutdownNow());
      ForkJoinPool closed = new ForkJoinPool(1);
      closed.execute(new Fibonacci(4));
      closed.close();
      assertTrue(closed.isTerminated());
      ForkJoinPool.commonPool().shutdown();
      ForkJoinPool.commonPool().close();
      assertFalse(ForkJoinPool.commonPool().isShutdown());
      assertFalse(ForkJoinPool.commonPool().isTerminated());
    });
  }

  /** What stays out: factories of the program's own, the common pool's waits, quiescence. */
  @Test
  void notModelled_underExploration_refusedNamingIt() {
    RunOutcome outcome = RichTest.runOnce(() -> {
      assertThrows(IllegalArgumentException.class, () -> new ForkJoinPool(0));
      UnsupportedOperationException factory = assertThrows(UnsupportedOperationException.class,
          () -> new ForkJoinPool(2, owner -> null, null, false));
      OracleCheck.check(factory.getMessage().contains("worker factory"), factory.getMessage());
      OracleCheck.check(new ForkJoinPool(2, ForkJoinPool.defaultForkJoinWorkerThreadFactory,
          null, true).invoke(new Fibonacci(3)) == 2, "the default factory's pool");
      UnsupportedOperationException common = assertThrows(UnsupportedOperationException.class,
          () -> ForkJoinPool.commonPool().awaitTermination(1, TimeUnit.SECONDS));
      OracleCheck.check(common.getMessage().contains("commonPool().awaitTermination"),
          common.getMessage());
      OracleCheck.check(ForkJoinPool.commonPool().invokeAny(List.of(() -> 1)).equals(1),
          "the common pool's invokeAny is modelled");
      UnsupportedOperationException quiescent = assertThrows(UnsupportedOperationException.class,
          () -> new ForkJoinPool(1).isQuiescent());
      OracleCheck.check(quiescent.getMessage().contains("ForkJoinPool.isQuiescent"),
          quiescent.getMessage());
    }).outcome();

    assertInstanceOf(RunOutcome.Completed.class, outcome, outcome.toString());
  }

  /** As the JDK's hands it to its worker's handler, an executed task's exception fails the run. */
  @Test
  void executedRunnableThrowing_underExploration_failsTheRun() {
    RunOutcome outcome = RichTest.runOnce(() -> ForkJoinPool.commonPool().execute(() -> {
      throw new IllegalStateException("lost in a worker");
    })).outcome();

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertTrue(failure.toString().contains("lost in a worker"), failure.toString());
  }
}
